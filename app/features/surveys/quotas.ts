import type { AnswerValue, Answers, Question, Quota } from './types'
import type { SurveyT } from './words'

// Per-answer quotas ("at most 40 responses from renters") on single-choice and yes/no questions: the rules
// a survey's quotas keep when saved, which answers a response uses up, and the sentence a respondent
// reads when the answer they chose has all the responses it needs. Plain code: the server, the page and
// the page without JavaScript say the same.

export const QUOTA_LIMIT_MAX = 100_000

const QUOTA_TYPES = new Set(['single', 'yes_no'])

/** Whether staff may set quotas on the question: a single choice of its own choices, or a yes/no. */
export const takesQuotas = (q: Pick<Question, 'type' | 'dynamicOptions'>) =>
  QUOTA_TYPES.has(q.type) && !q.dynamicOptions

/** The words of an answer as the respondent saw it: the choice's label, or Yes / No (English without `t`). */
export function answerLabel(q: Question, value: string | boolean, t?: SurveyT): string {
  if (typeof value === 'boolean') return t ? t(value ? 'choice.yes' : 'choice.no') : value ? 'Yes' : 'No'
  return q.options?.find((option) => option.id === value)?.label ?? value
}

/** The answers a quota can be on: the question's own choices, or Yes and No. */
export const offeredAnswers = (q: Question): Array<string | boolean> =>
  q.type === 'yes_no' ? [true, false] : (q.options ?? []).map((o) => o.id)

export const quotaFullMessage = (t: SurveyT, label: string) => t('quota.full', { label })

/** The save check: each quota on an answer the question offers, once, with a whole-number limit. */
export function quotaProblems(q: Question, at: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  if (!q.quotas?.length) return errors
  const offered = offeredAnswers(q)
  const seen = new Set<string | boolean>()
  q.quotas.forEach((quota, j) => {
    const add = (message: string) => (errors[`${at}.quotas.${j}`] ??= []).push(message)
    if (!takesQuotas(q))
      return add('Only a single-choice or yes/no question with its own choices takes limits.')
    if (!offered.includes(quota.value)) add('The limit is for an answer this question does not offer.')
    else if (seen.has(quota.value)) add('This answer already has a limit.')
    seen.add(quota.value)
    const limit = quota.limit as number | null
    if (limit === null || !Number.isInteger(limit) || limit < 1 || limit > QUOTA_LIMIT_MAX)
      add(`Enter the limit as a whole number from 1 to ${QUOTA_LIMIT_MAX.toLocaleString('en-US')}.`)
  })
  return errors
}

export type QuotaHit = { question: Question; quota: Quota }

/** The quotas these answers count towards. */
export function quotasHit(questions: Question[], answers: Answers): QuotaHit[] {
  return questions.flatMap((question) =>
    (question.quotas ?? [])
      .filter((quota) => answers[question.id] === quota.value)
      .map((quota) => ({ question, quota })),
  )
}

/** The page's sentence when the answer given is one whose quota is met (the public view's `full`). */
export function fullAnswerMessage(
  t: SurveyT,
  q: Question,
  value: AnswerValue | undefined,
): string | undefined {
  if (!q.full?.length || (typeof value !== 'string' && typeof value !== 'boolean')) return undefined
  return q.full.includes(value) ? quotaFullMessage(t, answerLabel(q, value, t)) : undefined
}

/**
 * Whether no one can send the survey any more: a required question that everyone sees has every answer
 * full (and no "Other" to write in), so the page says the survey is full rather than let anyone start.
 */
export function everyAnswerFull(questions: Question[]): boolean {
  // A page after one with a "skip to" or "end" rule may be skipped: not everyone sees its questions.
  const jumpPages = questions.filter((q) => q.jumps?.length).map((q) => q.page)
  const lastSeenByAll = jumpPages.length ? Math.min(...jumpPages) : Infinity
  return questions.some((q) => {
    if (!q.required || q.showIf || !q.full?.length || q.allowOther || q.page > lastSeenByAll) return false
    const offered = offeredAnswers(q)
    return offered.length > 0 && offered.every((value) => q.full!.includes(value))
  })
}
