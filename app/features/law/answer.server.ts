import type { Logger } from 'pino'
import type { Database } from '~/db/client.server'
import { askLlm, type LlmConfig } from './llm.server'
import { recordLawQuestion } from './questions.server'
import { buildRetrievalAnswer, OUT_OF_CORPUS_ANSWER, type AnswerSection } from './retrieval-answer'
import { LAW_DISCLAIMER, type LawAnswer, type LawQuery } from './schemas'
import { bestPassages, isAnswerable, searchSections, type RankedSection } from './search.server'

export type AnswerOptions = {
  llm: LlmConfig | null
  logger?: Logger
  /** The model's time limit; tests shorten it. */
  llmTimeoutMs?: number
}

/** Sections whose score is at least this share of the best one's are quoted in the answer. */
const QUOTE_RELATIVE_SCORE = 0.5
const MAX_QUOTED = 3
/** How many ranked sections the model sees. */
const MAX_FOR_LLM = 5

function quoted(ranked: readonly RankedSection[]): RankedSection[] {
  const best = ranked[0]!
  if (best.cited) return ranked.filter((s) => s.cited).slice(0, MAX_QUOTED)
  return ranked.filter((s) => s.score >= best.score * QUOTE_RELATIVE_SCORE).slice(0, MAX_QUOTED)
}

/**
 * Answers a validated question from the statute corpus (and, when configured, a language model
 * restricted to the retrieved sections), then records it for staff. Never throws for a model failure.
 */
export async function answerLawQuestion(
  db: Database,
  input: LawQuery,
  options: AnswerOptions,
): Promise<LawAnswer & { topSections: string[]; llmAnswered: boolean }> {
  const started = performance.now()
  const ranked = await searchSections(db, input.question, input.communityType, MAX_FOR_LLM)
  let answer = OUT_OF_CORPUS_ANSWER
  let sources: string[] = []
  let llmAnswered = false
  const answerable = isAnswerable(ranked)
  if (answerable) {
    const chosen = quoted(ranked)
    const sections: AnswerSection[] = await Promise.all(
      chosen.map(async (s) => ({
        ...s,
        passages: s.body ? await bestPassages(db, s.body, input.question) : [],
      })),
    )
    answer = buildRetrievalAnswer(input.communityType, sections)
    sources = chosen.map((s) => s.url)
    if (options.llm) {
      const result = await askLlm(
        options.llm,
        input.question,
        input.communityType,
        ranked,
        options.llmTimeoutMs,
      )
      if (result.ok) {
        answer = result.answer
        sources = ranked.filter((s) => result.cited.includes(s.section)).map((s) => s.url)
        llmAnswered = true
      } else {
        options.logger?.warn({ reason: result.reason }, 'law assistant model failed; retrieval answer used')
      }
    }
  }
  const topSections = ranked.map((s) => s.section)
  await recordLawQuestion(db, {
    question: input.question,
    communityType: input.communityType,
    answer,
    topSections,
    llmAnswered,
    outOfCorpus: !answerable,
    durationMs: Math.round(performance.now() - started),
  })
  return { answer, sources, disclaimer: LAW_DISCLAIMER, topSections, llmAnswered }
}
