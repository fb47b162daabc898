import type { AnswerValue, Answers, Question } from './types'

// The respondent's form as plain fields, so /survey/:surveyId answers without JavaScript too: the whole
// survey posts to the page's own action, which reads the fields back into the API's `answers` shape.
// Names: `a.<questionId>` (repeated for multiple choice and for a ranking's order), `a.<questionId>.other`
// for an "Other, please say" text, `a.<questionId>.<rowId>` for a matrix row. Option and row ids are
// letters, digits, "-" and "_" (schemas.ts CHOICE_ID), so the dot never appears inside them.

export const OTHER = '__other'

export const answerField = (questionId: string) => `a.${questionId}`
export const otherField = (questionId: string) => `a.${questionId}.other`
export const rowField = (questionId: string, rowId: string) => `a.${questionId}.${rowId}`

/** FormData in the browser, URLSearchParams on the server: both read the same way. */
export type FormLike = {
  get(name: string): FormDataEntryValue | null
  getAll(name: string): FormDataEntryValue[]
}

const strings = (values: FormDataEntryValue[]) =>
  values.filter((value): value is string => typeof value === 'string')
const first = (form: FormLike, name: string) => strings(form.getAll(name))[0] ?? ''

/** One question's answer as posted, or undefined when it was left blank. */
export function readAnswer(form: FormLike, question: Question): AnswerValue | undefined {
  const name = answerField(question.id)
  const value = first(form, name)
  switch (question.type) {
    case 'single': {
      const other = first(form, otherField(question.id)).trim()
      // Typing in the "Other" box without ticking it still means "Other".
      if (value === OTHER || (value === '' && other !== '')) return { other }
      return value === '' ? undefined : value
    }
    case 'multiple': {
      const chosen = strings(form.getAll(name))
      const other = first(form, otherField(question.id)).trim()
      const picked: Array<string | { other: string }> = chosen.filter((id) => id !== OTHER && id !== '')
      if (chosen.includes(OTHER) || other !== '') picked.push({ other })
      return picked.length > 0 ? picked : undefined
    }
    case 'rating':
    case 'nps':
      return value === '' ? undefined : Number(value)
    case 'yes_no':
      return value === 'yes' ? true : value === 'no' ? false : undefined
    case 'number':
      return numberAnswer(value)
    case 'ranking': {
      const order = strings(form.getAll(name)).filter(Boolean)
      return order.length > 0 ? order : undefined
    }
    case 'matrix': {
      const rows: Record<string, string> = {}
      for (const row of question.rows ?? []) {
        const choice = first(form, rowField(question.id, row.id))
        if (choice) rows[row.id] = choice
      }
      return Object.keys(rows).length > 0 ? rows : undefined
    }
    default:
      return value.trim() === '' ? undefined : value
  }
}

/** A typed number, or the text as typed when it is not one (the check then says so). */
export function numberAnswer(text: string): AnswerValue | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  const number = Number(trimmed)
  return Number.isFinite(number) ? number : trimmed
}

/** Every answer the form holds, keyed by question id. */
export function readAnswersForm(form: FormLike, questions: Question[]): Answers {
  const answers: Answers = {}
  for (const question of questions) {
    const value = readAnswer(form, question)
    if (value !== undefined) answers[question.id] = value
  }
  return answers
}

// Without JavaScript a ranking's Move up / Move down buttons post the form with an intent naming the
// move; the page comes back with every answer kept and the item moved.
export type RespondIntent =
  | { kind: 'send' }
  | { kind: 'move'; questionId: string; optionId: string; by: -1 | 1 }
  | { kind: 'keep'; questionId: string }

export const moveIntent = (questionId: string, optionId: string, by: -1 | 1) =>
  `move.${questionId}.${optionId}.${by === -1 ? 'up' : 'down'}`
export const keepIntent = (questionId: string) => `keep.${questionId}`

export function readIntent(form: FormLike): RespondIntent {
  const [kind, questionId = '', optionId = '', direction] = first(form, 'intent').split('.')
  if (kind === 'move' && questionId && optionId && (direction === 'up' || direction === 'down'))
    return { kind: 'move', questionId, optionId, by: direction === 'up' ? -1 : 1 }
  if (kind === 'keep' && questionId) return { kind: 'keep', questionId }
  return { kind: 'send' }
}

/** The order a ranking shows: the answer when there is one, the survey's order of options otherwise. */
export function rankingOrder(question: Question, value: AnswerValue | undefined): string[] {
  const ids = (question.options ?? []).map((option) => option.id)
  if (!Array.isArray(value)) return ids
  const given = value.filter((id): id is string => typeof id === 'string' && ids.includes(id))
  // An order saved before the survey changed: keep what still exists, then any new options.
  return [...new Set([...given, ...ids])]
}

/** The order with one item moved a place up (-1) or down (1); unchanged at either end. */
export function moveItem(order: string[], id: string, by: -1 | 1): string[] {
  const from = order.indexOf(id)
  const to = from + by
  if (from === -1 || to < 0 || to >= order.length) return order
  const next = [...order]
  next.splice(from, 1)
  next.splice(to, 0, id)
  return next
}

/** The answers after a ranking move or "keep this order" posted without JavaScript. */
export function applyIntent(intent: RespondIntent, answers: Answers, questions: Question[]): Answers {
  if (intent.kind === 'send') return answers
  const question = questions.find((q) => q.id === intent.questionId && q.type === 'ranking')
  if (!question) return answers
  const order = rankingOrder(question, answers[question.id])
  const next = intent.kind === 'move' ? moveItem(order, intent.optionId, intent.by) : order
  return { ...answers, [question.id]: next }
}
