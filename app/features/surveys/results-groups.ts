import { bucketsOf } from './labels'
import type { AnswerFilter, GroupFilter } from './results-query'
import type { ResultsWords } from './results-words'
import type { Choice, Question } from './types'

// The answers a group can be narrowed by, and a group in words ("owners in Maple Hollow who answered
// “Pool” to question 4"), for the results page, its report and the PDF alike.

export const FILTERABLE = ['single', 'multiple', 'yes_no'] as const
type Filterable = (typeof FILTERABLE)[number]

/** A question whose answers can narrow the results: its number on the page, prompt and choices. */
export type AnswerQuestion = {
  questionId: string
  number: number
  prompt: string
  choices: Array<Choice & { lang?: 'en' }>
  /** On a page in another language: the prompt fell back to English. */
  promptLang?: 'en'
}

/**
 * Single-choice, multiple-choice and yes/no questions, "Other" included. The community and owner/renter
 * questions have filters of their own; a private question's answers are never shown, so never used.
 */
export function answerQuestions(
  questions: Question[],
  own: { communityQuestionId: string | null; roleQuestionId: string | null },
): AnswerQuestion[] {
  return questions.flatMap((q, index) =>
    (FILTERABLE as readonly string[]).includes(q.type) &&
    !q.confidential &&
    q.id !== own.communityQuestionId &&
    q.id !== own.roleQuestionId
      ? [
          {
            questionId: q.id,
            number: index + 1,
            prompt: q.prompt,
            choices: bucketsOf(q).map((b) => ({ id: b.key, label: b.label })),
          },
        ]
      : [],
  )
}

/** The answer filter with its question's type, or null when the survey has no such answer to filter by. */
export function resolveAnswer(questions: Question[], listed: AnswerQuestion[], answer: AnswerFilter) {
  const entry = listed.find((q) => q.questionId === answer.questionId)
  if (!entry?.choices.some((c) => c.id === answer.choice)) return null
  const type = questions.find((q) => q.id === answer.questionId)!.type as Filterable
  return { ...answer, type }
}

type Words = { communities: Choice[]; answerQuestions: AnswerQuestion[] }

/** The answer filter in words: who answered “Pool” to question 4. */
export function answerWords(answer: AnswerFilter, words: Words, t: ResultsWords): string | null {
  const question = words.answerQuestions.find((q) => q.questionId === answer.questionId)
  const choice = question?.choices.find((c) => c.id === answer.choice)
  return question && choice ? t('group.answered', { choice: choice.label, number: question.number }) : null
}

/** "owners in Maple Hollow who answered “Pool” to question 4"; "" for everyone. */
export function groupWords(filter: GroupFilter, words: Words, t: ResultsWords): string {
  const listed = words.communities.find((c) => c.id === filter.community)
  const community = filter.community === 'other' ? t('group.unlisted') : listed?.label
  const answered = filter.answer ? answerWords(filter.answer, words, t) : null
  const people =
    filter.role === 'owner'
      ? t('group.owners')
      : filter.role === 'renter'
        ? t('group.renters')
        : community
          ? t('group.residents')
          : ''
  const who = community ? t(filter.role ? 'group.in' : 'group.of', { people, community }) : people
  return [who || (answered ? t('group.people') : ''), answered].filter(Boolean).join(' ')
}

/** A group's name as a heading: "Everyone", or its words with a capital. */
export function groupTitle(filter: GroupFilter, words: Words, t: ResultsWords): string {
  const text = groupWords(filter, words, t)
  return text ? text[0]!.toLocaleUpperCase(t.locale) + text.slice(1) : t('group.everyone')
}
