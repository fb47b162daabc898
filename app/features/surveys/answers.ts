import { CONTROL_CHARACTERS } from '~/lib/control-characters'
import { dateOutsideLimits } from './date-limits'
import { reachedQuestions } from './jumps'
import { checkFileAnswer } from './file-answers'
import type { AnswerValue, Answers, Condition, Question, ShowIf } from './types'
import type { SurveyT } from './words'

// Checking a respondent's answers against the questions (issue 13). Plain code with no server imports, so
// the respondent page can show and hide questions by the same rules the server enforces.

export const TEXT_LIMITS = { short_text: 500, long_text: 5000 } as const
const OTHER_LIMIT = 500

export const isOther = (value: unknown): value is { other: string } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { other?: unknown }).other === 'string' &&
  Object.keys(value).length === 1

/** No answer: absent, null, blank text, an empty list or an empty matrix. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object' && !isOther(value)) return Object.keys(value).length === 0
  return false
}

/** A rule's conditions, the first one first. */
export const conditionsOf = (rule: ShowIf): Condition[] => [rule, ...(rule.more ?? [])]

/** The error key of a rule's `i`th condition: the first is the rule's own key, the others `more.<i - 1>`. */
export const conditionKey = (ruleKey: string, i: number) => (i === 0 ? ruleKey : `${ruleKey}.more.${i - 1}`)

function matches(rule: Condition, answer: unknown): boolean {
  if (isBlank(answer)) return false
  if (rule.operator === 'answered') return true
  const key = (item: unknown) => (isOther(item) ? 'other' : item)
  if (rule.operator === 'includes')
    return Array.isArray(answer)
      ? answer.some((item) => key(item) === rule.value)
      : key(answer) === rule.value
  const same = Array.isArray(answer) ? false : key(answer) === rule.value
  return rule.operator === 'equals' ? same : !same
}

export const questionMap = (questions: Question[]) => new Map(questions.map((q) => [q.id, q]))

/** Whether a question's rule holds when `shown` holds the earlier questions that are shown. */
function ruleHolds(question: Question, answers: Answers, shown: ReadonlySet<string>): boolean {
  const rule = question.showIf
  if (!rule) return true
  const holds = (c: Condition) => shown.has(c.questionId) && matches(c, answers[c.questionId])
  const conditions = conditionsOf(rule)
  return rule.match === 'any' ? conditions.some(holds) : conditions.every(holds)
}

/**
 * The ids of the questions shown for these answers, in one pass: a question on a page a jump skipped, or
 * after a jump that ended the survey, is not shown; nor is one whose show-if rule does not hold. A
 * condition on a question not shown, or not answered, never holds (not even "not equals").
 */
export const shownQuestionIds = (questions: Question[], answers: Answers): Set<string> =>
  reachedQuestions(questions, answers, (question, shown) => ruleHolds(question, answers, shown))

type Check = { value: AnswerValue } | { error: string }
const fail = (error: string): Check => ({ error })

function cleanText(t: SurveyT, value: unknown, limit: number, min?: number | null): Check {
  if (typeof value !== 'string') return fail(t('answer.text'))
  const text = value.trim()
  if (CONTROL_CHARACTERS.test(text)) return fail(t('answer.character'))
  if (text.length > limit) return fail(t('answer.tooLong', { limit }))
  if (min && text.length < min) return fail(t('answer.tooShort', { min }))
  return { value: text }
}

function cleanOther(t: SurveyT, question: Question, value: { other: string }): Check {
  if (!question.allowOther) return fail(t('answer.listed'))
  const text = cleanText(t, value.other, OTHER_LIMIT)
  if ('error' in text) return text
  if (text.value === '') return fail(t('answer.sayOther'))
  return { value: { other: text.value as string } }
}

const optionIds = (question: Question) => new Set((question.options ?? []).map((o) => o.id))

function checkSingle(t: SurveyT, question: Question, value: unknown): Check {
  if (isOther(value)) return cleanOther(t, question, value)
  if (typeof value === 'string' && optionIds(question).has(value)) return { value }
  return fail(t('answer.listed'))
}

function checkMultiple(t: SurveyT, question: Question, value: unknown): Check {
  if (!Array.isArray(value)) return fail(t('answer.fromListed'))
  const ids = optionIds(question)
  const out: Array<string | { other: string }> = []
  const seen = new Set<string>()
  for (const item of value) {
    const key = isOther(item) ? 'other' : item
    if (typeof key !== 'string' || seen.has(key)) return fail(t('answer.once'))
    seen.add(key)
    if (isOther(item)) {
      const other = cleanOther(t, question, item)
      if ('error' in other) return other
      out.push(other.value as { other: string })
    } else if (ids.has(item as string)) out.push(item as string)
    else return fail(t('answer.fromListed'))
  }
  if (question.min != null && out.length < question.min)
    return fail(t('answer.atLeast', { min: question.min }))
  if (question.max != null && out.length > question.max)
    return fail(t('answer.atMost', { max: question.max }))
  return { value: out }
}

function checkInteger(t: SurveyT, value: unknown, low: number, high: number): Check {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < low || value > high)
    return fail(t('answer.whole', { low, high }))
  return { value }
}

function checkNumber(t: SurveyT, question: Question, value: unknown): Check {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fail(t('answer.number'))
  if (question.min != null && value < question.min) return fail(t('answer.numberMin', { min: question.min }))
  if (question.max != null && value > question.max) return fail(t('answer.numberMax', { max: question.max }))
  return { value }
}

/** A real calendar day written `YYYY-MM-DD`, between the years 1900 and 2200. */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d &&
    y >= 1900 &&
    y <= 2200
  )
}

function checkDate(t: SurveyT, question: Question, value: unknown): Check {
  if (!isCalendarDay(value)) return fail(t('answer.date'))
  const outside = dateOutsideLimits(t, question, value)
  return outside ? fail(outside) : { value }
}

function checkRanking(t: SurveyT, question: Question, value: unknown): Check {
  const ids = optionIds(question)
  const problem = t('answer.order')
  if (!Array.isArray(value) || value.length !== ids.size) return fail(problem)
  if (new Set(value).size !== value.length || !value.every((v) => typeof v === 'string' && ids.has(v)))
    return fail(problem)
  return { value: value as string[] }
}

function checkMatrix(t: SurveyT, question: Question, value: unknown): Check {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(t('answer.eachRow'))
  const rows = new Set((question.rows ?? []).map((r) => r.id))
  const scale = new Set((question.scale ?? []).map((s) => s.id))
  const out: Record<string, string> = {}
  for (const [row, choice] of Object.entries(value)) {
    if (!rows.has(row) || typeof choice !== 'string' || !scale.has(choice)) return fail(t('answer.rowListed'))
    out[row] = choice
  }
  if (question.required && Object.keys(out).length < rows.size) return fail(t('answer.eachRow'))
  return { value: out }
}

/** One answer's value checked and cleaned for its question's type. */
export function checkAnswer(t: SurveyT, question: Question, value: unknown): Check {
  switch (question.type) {
    case 'single':
      return checkSingle(t, question, value)
    case 'multiple':
      return checkMultiple(t, question, value)
    case 'rating':
      return checkInteger(t, value, 1, 5)
    case 'nps':
      return checkInteger(t, value, 0, 10)
    case 'yes_no':
      return typeof value === 'boolean' ? { value } : fail(t('answer.yesNo'))
    case 'short_text':
    case 'long_text':
      return cleanText(t, value, question.max ?? TEXT_LIMITS[question.type], question.min)
    case 'number':
      return checkNumber(t, question, value)
    case 'date':
      return checkDate(t, question, value)
    case 'ranking':
      return checkRanking(t, question, value)
    case 'matrix':
      return checkMatrix(t, question, value)
    case 'file':
      return checkFileAnswer(t, question, value)
  }
}

/**
 * The answers kept (shown questions only, cleaned) and the problems keyed by question id: a missing
 * required answer, a value outside the type or its choices, an answer to a hidden or unknown question.
 */
export function validateAnswers(
  t: SurveyT,
  questions: Question[],
  answers: Record<string, unknown>,
): { values: Answers; fieldErrors: Record<string, string[]> } {
  const byId = questionMap(questions)
  const values: Answers = {}
  const fieldErrors: Record<string, string[]> = {}
  for (const key of Object.keys(answers)) if (!byId.has(key)) fieldErrors[key] = [t('answer.unknown')]
  // Shown-ness is judged on the raw answers, in order, as the page does.
  const shownIds = shownQuestionIds(questions, answers as Answers)
  for (const question of questions) {
    const raw = answers[question.id]
    const shown = shownIds.has(question.id)
    if (isBlank(raw)) {
      if (shown && question.required) fieldErrors[question.id] = [t('answer.required')]
      continue
    }
    if (!shown) {
      fieldErrors[question.id] = [t('answer.hidden')]
      continue
    }
    const checked = checkAnswer(t, question, raw)
    if ('error' in checked) fieldErrors[question.id] = [checked.error]
    else values[question.id] = checked.value
  }
  return { values, fieldErrors }
}
