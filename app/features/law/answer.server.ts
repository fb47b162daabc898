import type { Logger } from 'pino'
import type { LawTopicId } from '~/content/law-topic-types'
import type { Database } from '~/db/client.server'
import { cachedRead } from '~/db/read-cache.server'
import { quoted, quotedUnderSummaries, summarySections, withExcerpts } from './answer-sections.server'
import { currencyNote, isDisputeQuestion, OMBUDSMAN_NOTE, OMBUDSMAN_SECTIONS } from './answer-notes'
import { lawSource, uniqueBySection, type LawSource } from './currency'
import { askLlm, type LlmConfig } from './llm.server'
import { recordLawQuestion } from './questions.server'
import { buildRetrievalAnswer, OUT_OF_CORPUS_ANSWER } from './retrieval-answer'
import { LAW_DISCLAIMER, type LawAnswer, type LawQuery } from './schemas'
import { isAnswerable, searchSections, sectionsByNumber, type RankedSection } from './search.server'
import { matchTopic } from './topic-match'
import { summariesFor } from './topic-summaries'

export type AnswerOptions = {
  llm: LlmConfig | null
  logger?: Logger
  /** The model's time limit; tests shorten it. */
  llmTimeoutMs?: number
}

/** How many ranked sections the model sees. */
const MAX_FOR_LLM = 5

type Retrieved = {
  ranked: RankedSection[]
  answerable: boolean
  answer: string
  sources: LawSource[]
  topic: LawTopicId | null
}

const uniqueSources = (sections: readonly Parameters<typeof lawSource>[0][]) =>
  uniqueBySection(sections).map((s) => lawSource(s))

/** The answer from the statutes alone: the search, the topic summary and the excerpts. */
async function retrieve(db: Database, input: LawQuery): Promise<Retrieved> {
  const ranked = await searchSections(db, input.question, input.communityType, MAX_FOR_LLM)
  if (!isAnswerable(ranked))
    return { ranked, answerable: false, answer: OUT_OF_CORPUS_ANSWER, sources: [], topic: null }
  const topic = matchTopic(input.question, ranked)
  const summaries = topic ? summariesFor(topic, input.communityType, ranked) : []
  const cited = summaries.length ? await summarySections(db, summaries, ranked) : []
  const shown = summaries.length
    ? await withExcerpts(
        db,
        quotedUnderSummaries(cited, summaries, ranked),
        input.question,
        [summaries.length > 1 ? 1 : 2, 1],
        summaries,
      )
    : await withExcerpts(db, quoted(ranked, input.communityType), input.question, [2])
  // The note names the summaries' main sections, the quoted ones, and any cited section held by title only.
  const mainSections = cited.filter(
    (s) => s.textStatus === 'none' || summaries.some((summary) => summary.sections[0] === s.section),
  )
  return {
    ranked,
    answerable: true,
    answer: buildRetrievalAnswer(input.communityType, shown, summaries, [...mainSections, ...shown]),
    sources: uniqueSources([...shown, ...cited]),
    topic,
  }
}

/*
 * Issue 16: most visitors ask the suggested questions, and the same words give the same retrieval answer
 * while the corpus (loaded at start) stands. Kept for an hour, without the sections' texts (only a model
 * needs those, and with a model configured nothing is kept); a bounded number of questions.
 */
const RETRIEVAL_TTL_MS = 60 * 60_000

function retrieveKept(db: Database, input: LawQuery): Promise<Retrieved> {
  const key = `law:${input.communityType}:${input.question}`
  return cachedRead(db, key, RETRIEVAL_TTL_MS, async () => {
    const found = await retrieve(db, input)
    const ranked = found.ranked.map((section) => ({ ...section, body: '' }))
    return { ...found, ranked }
  })
}

/**
 * Answers a validated question from the statute corpus (and, when configured, a language model
 * restricted to the retrieved sections), then records it for staff. Never throws for a model failure.
 * `topic` is the common topic whose plain-language summary opens the retrieval answer, if any.
 */
export async function answerLawQuestion(
  db: Database,
  input: LawQuery,
  options: AnswerOptions,
): Promise<LawAnswer & { topSections: string[]; llmAnswered: boolean; topic: LawTopicId | null }> {
  const started = performance.now()
  const found = options.llm ? await retrieve(db, input) : await retrieveKept(db, input)
  const { ranked, answerable } = found
  let { answer, sources, topic } = found
  let llmAnswered = false
  if (answerable && options.llm) {
    const result = await askLlm(
      options.llm,
      input.question,
      input.communityType,
      ranked,
      options.llmTimeoutMs,
    )
    if (result.ok) {
      const used = ranked.filter((s) => result.cited.includes(s.section))
      const note = currencyNote(used)
      answer = note ? `${note}\n\n${result.answer}` : result.answer
      sources = uniqueSources(used)
      llmAnswered = true
      topic = null
    } else {
      options.logger?.warn({ reason: result.reason }, 'law assistant model failed; retrieval answer used')
    }
  }
  let disclaimer = LAW_DISCLAIMER
  // Said once: an answer whose own summary is about the Ombudsman does not repeat it under the disclaimer.
  if (answerable && topic !== 'ombudsman' && isDisputeQuestion(input.question)) {
    disclaimer = `${LAW_DISCLAIMER}\n\n${OMBUDSMAN_NOTE}`
    const office = await sectionsByNumber(db, OMBUDSMAN_SECTIONS)
    office.sort((a, b) => a.section.localeCompare(b.section))
    sources = uniqueBySection([...sources, ...office.map((s) => lawSource(s))])
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
  return { answer, sources, disclaimer, topSections, llmAnswered, topic }
}
