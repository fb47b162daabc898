import { formatCalendarDay } from '~/lib/dates'
import { isBlank, isOther } from './answers'
import { choiceLabel } from './labels'
import type { AnswerValue, Answers, Question, QuestionType } from './types'
import { joinWords, type SurveyT } from './words'

// An earlier answer shown inside a later question's wording ("You said {{Q2}}. How urgent is it?").
// Stored in the prompt and help text by question id, `{{answer:<question id>}}`, so moving questions keeps
// the link; authors read and type it by number, `{{Q2}}`. Plain code with no server imports: the builder,
// the respondent page, the server's checks and the staff displays all read tokens through this file.

const STORED = /\{\{answer:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\}\}/gi
const AUTHORED = /\{\{Q(\d{1,3})\}\}/g
/** Anything between double braces: a stored token, or text the author meant as one. */
const BRACED = /\{\{[^{}]*\}\}/g

/** Questions whose answer reads as a few words, so it can stand inside a sentence. */
export const PIPEABLE_TYPES: ReadonlySet<QuestionType> = new Set<QuestionType>([
  'single',
  'multiple',
  'yes_no',
  'rating',
  'nps',
  'number',
  'date',
  'short_text',
])

/** The token an author types for question `number` (1-based). */
export const authorToken = (number: number) => `{{Q${number}}}`

/** Whether the text holds any braces at all: most prompts do not, and are passed through untouched. */
const mayPipe = (text: string | null | undefined): text is string => Boolean(text?.includes('{{'))

/** The question ids a text's stored tokens name, in order of appearance, each once. */
export function pipedIds(text: string | null | undefined): string[] {
  if (!mayPipe(text)) return []
  return [...new Set([...text.matchAll(STORED)].map((m) => m[1]!.toLowerCase()))]
}

/** Double-brace text that is not a stored token: an unknown number, a typo, or `{{Q3}}` never converted. */
export function strayTokens(text: string | null | undefined): string[] {
  if (!mayPipe(text)) return []
  return (text.match(BRACED) ?? []).filter((t) => !new RegExp(`^${STORED.source}$`, 'i').test(t))
}

/** Each stored token replaced by `words(questionId)`; the rest of the text as it is. */
export function replaceTokens(text: string, words: (questionId: string) => string): string {
  return mayPipe(text) ? text.replace(STORED, (_, id: string) => words(id.toLowerCase())) : text
}

/** Stored tokens as the author reads them (`{{Q3}}`), by the questions' order; an unknown id stays as it is. */
export function toAuthorText(text: string, order: string[]): string {
  return replaceTokens(text, (id) => {
    const index = order.indexOf(id)
    return index === -1 ? `{{answer:${id}}}` : authorToken(index + 1)
  })
}

/** `{{Q3}}` turned back into the stored token of the third question; a number with no question stays. */
export function fromAuthorText(text: string, order: string[]): string {
  if (!mayPipe(text)) return text
  return text.replace(AUTHORED, (token, n: string) => {
    const id = order[Number(n) - 1]
    return id ? `{{answer:${id}}}` : token
  })
}

/** Staff read a token as "[answer to question 3]", by the questions' order. */
export function readableText(text: string, order: string[]): string {
  return replaceTokens(text, (id) => {
    const index = order.indexOf(id)
    return index === -1 ? '[an earlier answer]' : `[answer to question ${index + 1}]`
  })
}

/** The questions with readable prompts and help, for the pages and files staff and the public read. */
export function readableQuestions(questions: Question[]): Question[] {
  if (!questions.some((q) => mayPipe(q.prompt) || mayPipe(q.help))) return questions
  const order = questions.map((q) => q.id)
  return questions.map((q) => ({
    ...q,
    prompt: readableText(q.prompt, order),
    help: q.help === null ? null : readableText(q.help, order),
  }))
}

/** "A", "A and B", "A, B and C". */
export function listWords(items: string[]): string {
  if (items.length < 2) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/**
 * An answer as words inside a sentence: a choice's label, what was written under "Other", Yes or No; in
 * the respondent's language with `t` (staff displays read English).
 */
export function answerWords(question: Question, value: AnswerValue, t?: SurveyT): string {
  const item = (v: unknown) => (isOther(v) ? v.other : choiceLabel(question, String(v)))
  switch (question.type) {
    case 'single':
      return item(value)
    case 'multiple':
      return Array.isArray(value)
        ? t
          ? joinWords(t, value.map(item), 'words.and')
          : listWords(value.map(item))
        : ''
    case 'yes_no':
      if (typeof value !== 'boolean') return ''
      return t ? t(value ? 'choice.yes' : 'choice.no') : value ? 'Yes' : 'No'
    case 'date':
      return typeof value === 'string' ? formatCalendarDay(value, t?.locale) : ''
    default:
      return typeof value === 'object' ? '' : String(value)
  }
}

/** What stands in for an answer not given (or not shown): "(your answer to question 3)". */
export const placeholderWords = (t: SurveyT, number: number | undefined) =>
  number ? t('piping.placeholder', { number }) : t('piping.earlier')

export type PipingContext = {
  /** The respondent's language: the placeholder's words, Yes and No, dates. */
  t: SurveyT
  questions: Question[]
  answers: Answers
  /** The number the respondent sees a question under; none when it is not shown. */
  numberOf: (questionId: string) => number | undefined
  /** Whether the question is shown for these answers: a hidden question's answer is not used. */
  isShown?: (questionId: string) => boolean
}

/** The text with each token replaced by the respondent's answer in words, or a placeholder. */
export function pipedText(text: string, context: PipingContext): string {
  return replaceTokens(text, (id) => {
    const source = context.questions.find((q) => q.id === id)
    const value = context.answers[id]
    const shown = context.isShown?.(id) ?? true
    const words = source && shown && !isBlank(value) ? answerWords(source, value!, context.t).trim() : ''
    return words || placeholderWords(context.t, context.numberOf(id))
  })
}

/** The question with its prompt and help in the respondent's words; the same object when it pipes nothing. */
export function pipedQuestion(question: Question, context: PipingContext): Question {
  if (!mayPipe(question.prompt) && !mayPipe(question.help)) return question
  return {
    ...question,
    prompt: pipedText(question.prompt, context),
    help: question.help === null ? null : pipedText(question.help, context),
  }
}

/** A copied question's tokens pointing at the copies of their questions. */
export function remapTokens(text: string, idMap: Map<string, string>): string {
  return replaceTokens(text, (id) => `{{answer:${idMap.get(id) ?? id}}}`)
}

/** The context of a page that numbers the questions it shows: `numbers` holds only those. */
export const shownContext = (
  t: SurveyT,
  questions: Question[],
  answers: Answers,
  numbers: Map<string, number>,
): PipingContext => ({
  t,
  questions,
  answers,
  numberOf: (id) => numbers.get(id),
  isShown: (id) => numbers.has(id),
})
