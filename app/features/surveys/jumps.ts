import type { Answers, Jump, Question } from './types'

// "Skip to page" and "end the survey" on an answer. After a page, the first answer among its shown
// questions (in question order) that has a jump decides where the respondent goes: a later page (the
// pages between are skipped) or the end (what is answered so far is sent); with none, the next page.
// One pass over the pages in order says which questions are shown, so the server's checks
// (answers.ts), the page's steps (respond-steps.ts) and the no-JavaScript notes follow the same path.

/** The value a jump compares: an option id, 'other' for an "Other" answer, or yes/no as a boolean. */
function jumpKey(answer: unknown): string | boolean | undefined {
  if (typeof answer === 'string' || typeof answer === 'boolean') return answer
  if (typeof answer === 'object' && answer !== null && 'other' in answer) return 'other'
  return undefined
}

/** The question's jump for this answer, if any. */
export function matchingJump(question: Question, answer: unknown): Jump | undefined {
  if (!question.jumps?.length) return undefined
  const key = jumpKey(answer)
  return key === undefined ? undefined : question.jumps.find((jump) => jump.value === key)
}

/** Whether a question's show-if rule holds, given the questions shown before it. */
export type RuleHolds = (question: Question, shown: ReadonlySet<string>) => boolean

/**
 * The ids of the questions shown for these answers. A page is reached unless a jump skipped past it or
 * ended the survey before it; on a reached page a question shows when its show-if rule holds.
 */
export function reachedQuestions(questions: Question[], answers: Answers, holds: RuleHolds): Set<string> {
  const shown = new Set<string>()
  // Where the last reached page's jump leads: null for the next page.
  let next: number | 'end' | null = null
  let start = 0
  while (start < questions.length && next !== 'end') {
    const page = questions[start]!.page
    let end = start
    while (end < questions.length && questions[end]!.page === page) end++
    if (next === null || page >= next) {
      let jump: Jump | undefined
      for (const question of questions.slice(start, end)) {
        if (!holds(question, shown)) continue
        shown.add(question.id)
        jump ??= matchingJump(question, answers[question.id])
      }
      next = jump ? jump.to : null
    }
    start = end
  }
  return shown
}

/** The answers a question's jumps may name: its option ids and 'other' (single), or yes and no. */
function jumpValueOk(question: Question, value: string | boolean): boolean {
  if (question.type === 'yes_no') return typeof value === 'boolean'
  if (typeof value !== 'string') return false
  if (value === 'other') return Boolean(question.allowOther)
  return Boolean(question.dynamicOptions) || (question.options ?? []).some((o) => o.id === value)
}

/**
 * A whole survey's jumps checked on save, the problems keyed `questions.<i>.jumps.<j>`: only single-choice
 * and yes/no questions have them, each names an answer the question offers, at most once, and leads to
 * the end or to a later page that holds a question.
 */
export function jumpProblems(questions: Question[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const pages = new Set(questions.map((q) => q.page))
  questions.forEach((question, i) => {
    const jumps = question.jumps ?? []
    if (!jumps.length) return
    if (question.type !== 'single' && question.type !== 'yes_no') {
      errors[`questions.${i}.jumps`] = ['Only a single-choice or yes/no question can lead to another page.']
      return
    }
    const seen = new Set<string | boolean>()
    jumps.forEach((jump, j) => {
      const add = (message: string) => (errors[`questions.${i}.jumps.${j}`] ??= []).push(message)
      if (!jumpValueOk(question, jump.value)) add('This answer is not one the question offers.')
      else if (seen.has(jump.value)) add('Each answer can lead to one place only.')
      seen.add(jump.value)
      if (jump.to !== 'end' && (jump.to <= question.page || !pages.has(jump.to)))
        add('Choose a page after this one that has questions, or the end of the survey.')
    })
  })
  return errors
}
