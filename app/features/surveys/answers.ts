import { CONTROL_CHARACTERS } from '~/lib/control-characters'
import { dateOutsideLimits } from './date-limits'
import type { AnswerValue, Answers, Condition, Question, ShowIf } from './types'

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

/**
 * Whether a question is shown given the answers so far: all (or any) of its rule's conditions hold, each
 * on an earlier question that is itself shown. A condition on an unanswered question never holds (not
 * even "not equals").
 */
export function isShown(
  question: Question,
  answers: Answers,
  byId: Map<string, Question>,
  depth = 0,
): boolean {
  const rule = question.showIf
  if (!rule) return true
  const holds = (condition: Condition) => {
    const source = byId.get(condition.questionId)
    if (!source || depth > 50 || !isShown(source, answers, byId, depth + 1)) return false
    return matches(condition, answers[condition.questionId])
  }
  const conditions = conditionsOf(rule)
  return rule.match === 'any' ? conditions.some(holds) : conditions.every(holds)
}

export const questionMap = (questions: Question[]) => new Map(questions.map((q) => [q.id, q]))

type Check = { value: AnswerValue } | { error: string }
const fail = (error: string): Check => ({ error })

function cleanText(value: unknown, limit: number, min?: number | null): Check {
  if (typeof value !== 'string') return fail('Please answer with text.')
  const text = value.trim()
  if (CONTROL_CHARACTERS.test(text)) return fail('The answer contains a character that is not allowed.')
  if (text.length > limit) return fail(`Please keep the answer to ${limit} characters or fewer.`)
  if (min && text.length < min) return fail(`Please write at least ${min} characters.`)
  return { value: text }
}

function cleanOther(question: Question, value: { other: string }): Check {
  if (!question.allowOther) return fail('Please choose one of the listed answers.')
  const text = cleanText(value.other, OTHER_LIMIT)
  if ('error' in text) return text
  if (text.value === '') return fail('Please say what your other answer is.')
  return { value: { other: text.value as string } }
}

const optionIds = (question: Question) => new Set((question.options ?? []).map((o) => o.id))

function checkSingle(question: Question, value: unknown): Check {
  if (isOther(value)) return cleanOther(question, value)
  if (typeof value === 'string' && optionIds(question).has(value)) return { value }
  return fail('Please choose one of the listed answers.')
}

function checkMultiple(question: Question, value: unknown): Check {
  if (!Array.isArray(value)) return fail('Please choose from the listed answers.')
  const ids = optionIds(question)
  const out: Array<string | { other: string }> = []
  const seen = new Set<string>()
  for (const item of value) {
    const key = isOther(item) ? 'other' : item
    if (typeof key !== 'string' || seen.has(key)) return fail('Please choose each answer at most once.')
    seen.add(key)
    if (isOther(item)) {
      const other = cleanOther(question, item)
      if ('error' in other) return other
      out.push(other.value as { other: string })
    } else if (ids.has(item as string)) out.push(item as string)
    else return fail('Please choose from the listed answers.')
  }
  if (question.min != null && out.length < question.min)
    return fail(`Please choose at least ${question.min}.`)
  if (question.max != null && out.length > question.max) return fail(`Please choose at most ${question.max}.`)
  return { value: out }
}

function checkInteger(value: unknown, low: number, high: number): Check {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < low || value > high)
    return fail(`Please choose a whole number from ${low} to ${high}.`)
  return { value }
}

function checkNumber(question: Question, value: unknown): Check {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fail('Please enter a number.')
  if (question.min != null && value < question.min) return fail(`Please enter ${question.min} or more.`)
  if (question.max != null && value > question.max) return fail(`Please enter ${question.max} or less.`)
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

function checkDate(question: Question, value: unknown): Check {
  if (!isCalendarDay(value)) return fail('Please enter a date as year-month-day, for example 2025-06-30.')
  const outside = dateOutsideLimits(question, value)
  return outside ? fail(outside) : { value }
}

function checkRanking(question: Question, value: unknown): Check {
  const ids = optionIds(question)
  const problem = 'Please put every choice in order, each once.'
  if (!Array.isArray(value) || value.length !== ids.size) return fail(problem)
  if (new Set(value).size !== value.length || !value.every((v) => typeof v === 'string' && ids.has(v)))
    return fail(problem)
  return { value: value as string[] }
}

function checkMatrix(question: Question, value: unknown): Check {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail('Please choose an answer on each row.')
  const rows = new Set((question.rows ?? []).map((r) => r.id))
  const scale = new Set((question.scale ?? []).map((s) => s.id))
  const out: Record<string, string> = {}
  for (const [row, choice] of Object.entries(value)) {
    if (!rows.has(row) || typeof choice !== 'string' || !scale.has(choice))
      return fail('Please choose one of the listed answers on each row.')
    out[row] = choice
  }
  if (question.required && Object.keys(out).length < rows.size)
    return fail('Please choose an answer on each row.')
  return { value: out }
}

/** One answer's value checked and cleaned for its question's type. */
export function checkAnswer(question: Question, value: unknown): Check {
  switch (question.type) {
    case 'single':
      return checkSingle(question, value)
    case 'multiple':
      return checkMultiple(question, value)
    case 'rating':
      return checkInteger(value, 1, 5)
    case 'nps':
      return checkInteger(value, 0, 10)
    case 'yes_no':
      return typeof value === 'boolean' ? { value } : fail('Please answer yes or no.')
    case 'short_text':
    case 'long_text':
      return cleanText(value, question.max ?? TEXT_LIMITS[question.type], question.min)
    case 'number':
      return checkNumber(question, value)
    case 'date':
      return checkDate(question, value)
    case 'ranking':
      return checkRanking(question, value)
    case 'matrix':
      return checkMatrix(question, value)
  }
}

export const REQUIRED_MESSAGE = 'Please answer this question.'
export const HIDDEN_MESSAGE =
  'This question was not shown for your earlier answers, so it cannot be answered.'
export const UNKNOWN_MESSAGE = 'There is no such question in this survey.'

/**
 * The answers kept (shown questions only, cleaned) and the problems keyed by question id: a missing
 * required answer, a value outside the type or its choices, an answer to a hidden or unknown question.
 */
export function validateAnswers(
  questions: Question[],
  answers: Record<string, unknown>,
): { values: Answers; fieldErrors: Record<string, string[]> } {
  const byId = questionMap(questions)
  const values: Answers = {}
  const fieldErrors: Record<string, string[]> = {}
  for (const key of Object.keys(answers)) if (!byId.has(key)) fieldErrors[key] = [UNKNOWN_MESSAGE]
  // Shown-ness is judged on the raw answers, in order, as the page does.
  for (const question of questions) {
    const raw = answers[question.id]
    const shown = isShown(question, answers as Answers, byId)
    if (isBlank(raw)) {
      if (shown && question.required) fieldErrors[question.id] = [REQUIRED_MESSAGE]
      continue
    }
    if (!shown) {
      fieldErrors[question.id] = [HIDDEN_MESSAGE]
      continue
    }
    const checked = checkAnswer(question, raw)
    if ('error' in checked) fieldErrors[question.id] = [checked.error]
    else values[question.id] = checked.value
  }
  return { values, fieldErrors }
}
