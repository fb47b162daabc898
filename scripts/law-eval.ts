// `npm run law:eval`: scores the law assistant's ranking on scripts/law/eval-questions.ts (recall@3 and
// mean reciprocal rank, overall and for the questions on the sections the corpus's second pass added),
// checks its retrieval answers on those and scripts/law/eval-topic-questions.ts
// (scripts/law/answer-checks.ts), and times whole answers (search, passages, storage; plus the model
// when LLM_* is set), on a fresh in-memory database loaded with corpus/utah-law. Exits non-zero, saying
// why, when a recall@3 is below RECALL_FLOOR, an out-of-corpus question is answered, or an answer check
// fails.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { openPglite } from '~/db/client.server'
import { answerLawQuestion } from '~/features/law/answer.server'
import { loadCorpusDir } from '~/features/law/corpus.server'
import { isAnswerable, searchSections, sectionsByNumber } from '~/features/law/search.server'
import { parseEnv } from '~/lib/env.server'
import { checkAnswer, CHECKS, tallyChecks, type CheckName } from './law/answer-checks'
import type { EvalQuestion } from './law/eval-question'
import { currentSectionQuestions } from './law/eval-questions-current'
import { earlierQuestions, evalQuestions, outOfCorpusQuestions } from './law/eval-questions'
import { topicQuestions } from './law/eval-topic-questions'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const verbose = process.argv.includes('--verbose')
// `--url http://127.0.0.1:3000` also times POST /api/utah-law-query on that running server. Each request
// carries its own X-Forwarded-For so the per-IP limit does not interfere when the server has TRUST_PROXY set.
const urlArg = process.argv.indexOf('--url')
const serverUrl = urlArg > 0 ? process.argv[urlArg + 1]?.replace(/\/+$/, '') : undefined

async function timeEndpoint(base: string): Promise<number[]> {
  const times: number[] = []
  for (const [i, item] of evalQuestions.entries()) {
    const started = performance.now()
    const response = await fetch(`${base}/api/utah-law-query`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.18.${i >> 8}.${i & 255}` },
      body: JSON.stringify({ question: item.question, communityType: item.type }),
    })
    await response.text()
    if (!response.ok) throw new Error(`${base}/api/utah-law-query answered ${response.status}`)
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)
}

/** The least recall@3 a run accepts, overall and on the questions about the newly held sections. */
const RECALL_FLOOR = 0.9

type Scored = { item: EvalQuestion; recall: number; reciprocal: number }

/** Where a question's expected sections rank: the share of them in the top 3, and 1 / the first one's rank. */
function score(item: EvalQuestion, ranked: readonly string[]): Scored & { rank: number } {
  const rank = ranked.findIndex((s) => item.expected.includes(s)) + 1
  const recall = item.expected.filter((s) => ranked.slice(0, 3).includes(s)).length / item.expected.length
  return { item, recall, reciprocal: rank ? 1 / rank : 0, rank }
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)
const recallOf = (scored: Scored[]) => mean(scored.map((s) => s.recall))
const mrrOf = (scored: Scored[]) => mean(scored.map((s) => s.reciprocal))

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

const env = parseEnv()
const llm =
  env.LLM_BASE_URL && env.LLM_API_KEY && env.LLM_MODEL
    ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL }
    : null

const handle = await openPglite('memory://')
try {
  await handle.migrate(path.join(root, 'drizzle'))
  await loadCorpusDir(handle.db, path.join(root, 'corpus/utah-law'))
  // One untimed question first: the first query pays for PGlite's warm-up, not the assistant.
  const warm = evalQuestions[0]!
  await answerLawQuestion(handle.db, { question: warm.question, communityType: warm.type }, { llm: null })

  let answerable = 0
  const scored: Scored[] = []
  const misses: string[] = []
  const times: number[] = []
  for (const item of evalQuestions) {
    const found = await searchSections(handle.db, item.question, item.type, 10)
    if (isAnswerable(found)) answerable++
    const ranked = found.map((s) => s.section)
    const { rank, ...result } = score(item, ranked)
    scored.push(result)
    if (rank !== 1)
      misses.push(
        `  rank ${rank || '-'}: ${item.question} [${item.type}] wants ${item.expected.join(', ')}; got ${ranked.slice(0, 3).join(', ')}`,
      )
    const started = performance.now()
    await answerLawQuestion(handle.db, { question: item.question, communityType: item.type }, { llm })
    times.push(performance.now() - started)
  }
  // The new-section recall counts only questions whose every expected section's text we hold.
  const titleOnly = new Set(
    (await sectionsByNumber(handle.db, [...new Set(currentSectionQuestions.flatMap((x) => x.expected))]))
      .filter((s) => s.textStatus === 'none')
      .map((s) => s.section),
  )
  const earlier = scored.filter((s) => earlierQuestions.includes(s.item))
  const current = scored.filter(
    (s) => currentSectionQuestions.includes(s.item) && !s.item.expected.some((x) => titleOnly.has(x)),
  )
  // Answer checks: the retrieval answer (no model), on every question.
  const checked: ReturnType<typeof checkAnswer>[] = []
  const failures: string[] = []
  for (const item of [...evalQuestions, ...topicQuestions]) {
    const result = await answerLawQuestion(
      handle.db,
      { question: item.question, communityType: item.type },
      { llm: null },
    )
    const check = checkAnswer(item, result)
    checked.push(check)
    if (check.failed.length || check.badQuotes.length)
      failures.push(
        `  ${item.question} [${item.type}] wants topic ${item.topic ?? 'none'}, got ${result.topic ?? 'none'}: ` +
          `${[...check.failed, ...check.badQuotes.map((quote) => `quote ends "${quote.slice(-40)}"`)].join('; ')}`,
      )
  }
  const tally = tallyChecks(checked)
  const topicScored: Scored[] = []
  for (const item of topicQuestions) {
    const ranked = (await searchSections(handle.db, item.question, item.type, 10)).map((s) => s.section)
    topicScored.push(score(item, ranked))
  }
  let rejected = 0
  for (const question of outOfCorpusQuestions)
    if (!isAnswerable(await searchSections(handle.db, question, 'other'))) rejected++

  const n = evalQuestions.length
  times.sort((a, b) => a - b)
  const line = (label: string, set: Scored[]) =>
    console.log(
      `  ${label.padEnd(24)} ${recallOf(set).toFixed(3)} (mean reciprocal rank ${mrrOf(set).toFixed(3)}, ${set.length} questions)`,
    )
  console.log(
    `Utah law assistant evaluation: ${n} questions${llm ? `, model ${llm.model}` : ', retrieval only'}`,
  )
  line('recall@3', scored)
  line('  earlier questions', earlier)
  line('  newly held sections', current)
  console.log(`  in-corpus answered       ${answerable} of ${n}`)
  console.log(`  out-of-corpus recognised ${rejected} of ${outOfCorpusQuestions.length}`)
  console.log(`  answer time median       ${percentile(times, 50).toFixed(1)} ms`)
  console.log(`  answer time p95          ${percentile(times, 95).toFixed(1)} ms`)
  console.log(
    `Answer checks (retrieval answer): ${checked.length} questions, ${topicQuestions.length} of them ` +
      `written for the topic summaries (recall@3 ${recallOf(topicScored).toFixed(3)}, ` +
      `mean reciprocal rank ${mrrOf(topicScored).toFixed(3)})`,
  )
  for (const [name, label] of Object.entries(CHECKS))
    console.log(`  ${label.padEnd(40)} ${tally[name as CheckName].pass} of ${tally[name as CheckName].total}`)
  if (serverUrl) {
    const http = await timeEndpoint(serverUrl)
    console.log(
      `  POST ${serverUrl}/api/utah-law-query median ${percentile(http, 50).toFixed(1)} ms, p95 ${percentile(http, 95).toFixed(1)} ms`,
    )
  }
  if (verbose && misses.length) console.log(`Not ranked first:\n${misses.join('\n')}`)
  if (verbose && failures.length) console.log(`Answer checks failed:\n${failures.join('\n')}`)
  const problems = [
    recallOf(scored) < RECALL_FLOOR && `overall recall@3 is below ${RECALL_FLOOR}`,
    recallOf(current) < RECALL_FLOOR && `recall@3 on the newly held sections is below ${RECALL_FLOOR}`,
    rejected < outOfCorpusQuestions.length && 'an out-of-corpus question was answered',
    ...Object.entries(CHECKS).map(
      ([name, label]) =>
        tally[name as CheckName].pass < tally[name as CheckName].total && `answer check "${label}" failed`,
    ),
  ].filter((problem): problem is string => Boolean(problem))
  if (problems.length) {
    console.log(`FAILED: ${problems.join('; ')}.`)
    process.exitCode = 1
  }
} finally {
  await handle.close()
}
