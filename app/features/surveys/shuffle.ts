import { pipedIds } from './piping'
import type { Question, SurveyDefinition } from './types'

// Each respondent's own order of a survey's choices and of each page's questions, from a seed the server
// derives from the respondent's visit (shuffle.server.ts): the same seed gives the same order, so a
// reload, the page without JavaScript and the page with it agree. Only the page's view is reordered;
// results, the CSV and the report keep the author's order.
//
// Numbers and notes: a shuffled page's questions are numbered in the order shown, and "Answer this only
// if ... to question 2" names the number shown. A question whose show-if rule points at a question of the
// same page, and the question it points at, keep the places the author gave them, so a follow-up still
// comes after the question it depends on; so do a question that shows an answer of the same page and
// that answer's question, and a question with "skip to" or "end" rules, since the first such rule of a
// page decides where the survey goes and the server reads them in the author's order. The other questions
// of the page are shuffled among the rest.

/** A 32-bit FNV-1a hash of the text: the same in the browser and on the server. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** Mulberry32: a small, fast generator; the order only needs to look random, not be secret. */
function generator(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), a | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The items in the order this seed and name (a question or page) give them: Fisher-Yates. */
export function seededOrder<T>(items: readonly T[], seed: string, name: string): T[] {
  const random = generator(hash(`${seed}:${name}`))
  const order = [...items]
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  return order
}

/** The questions of one page a condition, a piped answer or a jump ties to their places. */
function tiedOnPage(page: Question[]): Set<string> {
  const ids = new Set(page.map((q) => q.id))
  const tied = new Set<string>()
  for (const q of page) {
    if (q.jumps?.length) tied.add(q.id)
    const conditions = [q.showIf, ...(q.showIf?.more ?? [])].map((c) => c?.questionId)
    const sources = [...conditions, ...pipedIds(q.prompt), ...pipedIds(q.help)]
    for (const source of sources)
      if (source && ids.has(source)) {
        tied.add(q.id)
        tied.add(source)
      }
  }
  return tied
}

function shufflePage(page: Question[], seed: string): Question[] {
  const tied = tiedOnPage(page)
  const free = seededOrder(
    page.filter((q) => !tied.has(q.id)),
    seed,
    `page-${page[0]!.page}`,
  )
  return page.map((q) => (tied.has(q.id) ? q : free.shift()!))
}

/** Whether the survey asks for any random order, so the server needs a seed at all. */
export const usesShuffle = (survey: Pick<SurveyDefinition, 'shuffleQuestions' | 'questions'>) =>
  Boolean(survey.shuffleQuestions) || survey.questions.some((q) => q.shuffle)

/** The survey as this respondent sees it. "Other" is no option: it stays after the shuffled choices. */
export function respondentOrder<S extends SurveyDefinition>(survey: S, seed: string): S {
  const choices = survey.questions.map((q) =>
    q.shuffle && q.options ? { ...q, options: seededOrder(q.options, seed, q.id) } : q,
  )
  if (!survey.shuffleQuestions) return { ...survey, questions: choices }
  const pages: Question[][] = []
  for (const q of choices) {
    const last = pages[pages.length - 1]
    if (last && last[0]!.page === q.page) last.push(q)
    else pages.push([q])
  }
  return { ...survey, questions: pages.flatMap((page) => shufflePage(page, seed)) }
}
