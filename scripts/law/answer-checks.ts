import type { LawTopicId } from '~/content/law-topic-types'
import { lawTopicSummaries } from '~/content/law-topics'
import { CURRENCY_NOTE_PREFIX } from '~/features/law/answer-notes'
import { chapterOf } from '~/features/law/corpus-records'
import type { LawSource } from '~/features/law/currency'
import { endsCleanly } from '~/features/law/excerpts'
import type { EvalQuestion } from './eval-question'

// Answer-level checks of `npm run law:eval` (issue 15 item 3), on the retrieval answer (no model):
// the expected topic's summary is chosen and opens the answer; every quote ends at a sentence or list
// boundary; an HOA or townhome question that the Community Association Act answers does not lead with a
// Condominium Ownership Act section; every section the answer cites itself is among its sources.

export type CheckedAnswer = { answer: string; sources: LawSource[]; topic?: LawTopicId | null }

export type Tally = { pass: number; total: number }
export const CHECKS = {
  topic: 'expected topic chosen (or none)',
  summaryFirst: 'answer opens with its summary',
  quotes: 'quotes ending at a boundary',
  actFirst: 'HOA/townhome: no 57-8 section first',
  citedInSources: 'cited sections in sources',
  currencySaid: 'partial or stale quotes flagged first',
} as const
export type CheckName = keyof typeof CHECKS

const SECTION = /\b\d{1,2}-\d{1,2}[a-z]?-\d{1,3}(?:\.\d+)?\b/g
const QUOTE = /“[^”]*”/g

/** The answer after its opening currency note, if it has one. */
const afterNote = (answer: string) =>
  answer.startsWith(CURRENCY_NOTE_PREFIX) ? answer.slice(answer.indexOf('\n\n') + 2) : answer

/**
 * Every section the answer quotes (a paragraph headed "Utah Code <section>, ") whose copy is partial
 * or possibly stale is named in the answer's opening note, not only in its source list.
 */
function currencySaid(result: CheckedAnswer): { applies: boolean; pass: boolean } {
  const quoted = new Set([...result.answer.matchAll(/^Utah Code (\S+), /gm)].map((m) => m[1]!))
  const doubtful = result.sources.filter((s) => quoted.has(s.section) && (!s.complete || s.stale))
  if (doubtful.length === 0) return { applies: quoted.size > 0, pass: true }
  const note = result.answer.startsWith(CURRENCY_NOTE_PREFIX) ? result.answer.split('\n\n')[0]! : ''
  return { applies: true, pass: doubtful.every((s) => note.includes(`Utah Code ${s.section}`)) }
}

function summaryFirst(item: EvalQuestion, fullAnswer: string): boolean {
  const answer = afterNote(fullAnswer)
  const first = answer.split('\n\n')[0] ?? ''
  const entries = lawTopicSummaries.filter((s) => s.topic === item.topic)
  const hasCondo = entries.some((s) => s.act === '57-8')
  const fits = entries.filter((s) => {
    if (item.type === 'homeowners-association' || item.type === 'townhome') return s.act !== '57-8'
    if (item.type === 'condominium') return hasCondo ? s.act !== '57-8a' : true
    return true
  })
  // Mixed-use and other communities get a summary per act, each after a label naming its act.
  const both = item.type === 'mixed-use' || item.type === 'other'
  return fits.some((s) => (both ? first.includes(s.text) : answer.startsWith(s.text)))
}

/** The failed checks of one answer, and how many quotes it has and how many end cleanly. */
export function checkAnswer(item: EvalQuestion, result: CheckedAnswer) {
  const failed: CheckName[] = []
  const quotes = result.answer.match(QUOTE) ?? []
  const cleanQuotes = quotes.filter((quote) => endsCleanly(quote)).length
  if ((result.topic ?? null) !== item.topic) failed.push('topic')
  const wantsSummary = item.topic !== null
  if (wantsSummary && !summaryFirst(item, result.answer)) failed.push('summaryFirst')
  // The act check applies where the Community Association Act (or another non-condominium act) answers.
  const hoaQuestion =
    (item.type === 'homeowners-association' || item.type === 'townhome') &&
    item.expected.some((s) => chapterOf(s) !== '57-8')
  const cited = [...result.answer.replace(QUOTE, '').matchAll(SECTION)].map((m) => m[0])
  if (
    hoaQuestion &&
    (chapterOf(cited[0] ?? '') === '57-8' || chapterOf(result.sources[0]?.section ?? '') === '57-8')
  )
    failed.push('actFirst')
  const sources = new Set(result.sources.map((s) => s.section))
  if (cited.some((s) => !sources.has(s))) failed.push('citedInSources')
  const currency = currencySaid(result)
  if (!currency.pass) failed.push('currencySaid')
  return {
    failed,
    quotesSections: currency.applies,
    quotes: quotes.length,
    cleanQuotes,
    wantsSummary,
    hoaQuestion,
    badQuotes: quotes.filter((x) => !endsCleanly(x)),
  }
}

/** Adds up the checks over all questions. */
export function tallyChecks(results: ReturnType<typeof checkAnswer>[]): Record<CheckName, Tally> {
  const count = (name: CheckName, applies: (r: (typeof results)[number]) => boolean) => {
    const relevant = results.filter(applies)
    return { pass: relevant.filter((r) => !r.failed.includes(name)).length, total: relevant.length }
  }
  return {
    topic: count('topic', () => true),
    summaryFirst: count('summaryFirst', (r) => r.wantsSummary),
    quotes: results.reduce((t, r) => ({ pass: t.pass + r.cleanQuotes, total: t.total + r.quotes }), {
      pass: 0,
      total: 0,
    }),
    actFirst: count('actFirst', (r) => r.hoaQuestion),
    citedInSources: count('citedInSources', () => true),
    currencySaid: count('currencySaid', (r) => r.quotesSections),
  }
}
