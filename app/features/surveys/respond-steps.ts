import { conditionsOf, shownQuestionIds, validateAnswers } from './answers'
import { formatNumber } from '~/i18n/format'
import { fullAnswerMessage } from './quotas'
import type { Answers, Condition, Question } from './types'
import type { SurveyT } from './words'

// The respondent's page one question group at a time (issue 13), on top of the rules the server applies
// (answers.ts): which questions show for the answers so far, the groups that still hold any, and the
// messages for one group before moving on.

/** Messages keyed by question id, one each: the page shows the first beside its question. */
export type QuestionErrors = Record<string, string>

export type Step = { page: number; questions: Question[] }

/** The questions shown for these answers, in order: on the pages reached, with their rules holding. */
export function visibleQuestions(questions: Question[], answers: Answers): Question[] {
  const shown = shownQuestionIds(questions, answers)
  return questions.filter((question) => shown.has(question.id))
}

/** The answers to shown questions only: what is sent (an answer to a hidden question is refused). */
export function visibleAnswers(questions: Question[], answers: Answers): Answers {
  const kept: Answers = {}
  for (const question of visibleQuestions(questions, answers))
    if (answers[question.id] !== undefined) kept[question.id] = answers[question.id]!
  return kept
}

/** Questions grouped by their page, in order; a page with no questions is no step. */
export function groupByPage(questions: Question[]): Step[] {
  const steps: Step[] = []
  for (const question of questions) {
    const last = steps[steps.length - 1]
    if (last && last.page === question.page) last.questions.push(question)
    else steps.push({ page: question.page, questions: [question] })
  }
  return steps
}

/**
 * The question groups that show anything, in order: the pages reached for these answers, so "Back" goes
 * to the page visited before and the progress counts only those; a group whose questions are all hidden
 * is skipped.
 */
export function stepsOf(questions: Question[], answers: Answers): Step[] {
  return groupByPage(visibleQuestions(questions, answers))
}

/** Saved answers that still belong to a question of the survey (it may have been edited since). */
export function knownAnswers(questions: Question[], answers: Answers): Answers {
  const kept: Answers = {}
  for (const question of questions)
    if (answers[question.id] !== undefined && answers[question.id] !== null)
      kept[question.id] = answers[question.id]!
  return kept
}

/**
 * The messages for the questions given (one group, or all), by the server's own rules: a later group's
 * missing answers do not stop the respondent moving on.
 */
export function checkQuestions(
  t: SurveyT,
  all: Question[],
  answers: Answers,
  only?: Question[],
): QuestionErrors {
  const { fieldErrors } = validateAnswers(t, all, visibleAnswers(all, answers))
  const required = t('answer.required')
  const ids = new Set((only ?? all).map((question) => question.id))
  const errors: QuestionErrors = {}
  for (const question of all) {
    const message = fieldErrors[question.id]?.[0] ?? fullAnswerMessage(t, question, answers[question.id])
    if (!message || !ids.has(question.id)) continue
    // A ranking left as shown has no answer yet: say how to give one.
    errors[question.id] =
      question.type === 'ranking' && message === required ? t('answer.rankingRequired') : message
  }
  return errors
}

/** The server's 422 fieldErrors (keyed by question id) as one message per question. */
export function firstMessages(fieldErrors: Record<string, string[] | undefined>): QuestionErrors {
  const errors: QuestionErrors = {}
  for (const [id, messages] of Object.entries(fieldErrors)) if (messages?.[0]) errors[id] = messages[0]
  return errors
}

/** The index of the step holding the first question with a message, or -1 when none is shown. */
export function stepOfFirstError(steps: Step[], errors: QuestionErrors): number {
  return steps.findIndex((step) => step.questions.some((question) => errors[question.id]))
}

/** The first question (in survey order) with a message. */
export function firstErrorQuestion(questions: Question[], errors: QuestionErrors): Question | undefined {
  return questions.find((question) => errors[question.id])
}

/**
 * Without JavaScript every question shows; one that depends on earlier answers says when it applies,
 * e.g. "Answer this only if you chose “Renter” for question 2."
 */
export function showIfNote(t: SurveyT, question: Question, questions: Question[]): string | undefined {
  const rule = question.showIf
  if (!rule) return undefined
  const clauses = conditionsOf(rule).map((condition) => clause(t, condition, questions))
  if (clauses.some((c) => c === undefined)) return undefined
  const join = rule.match === 'any' ? 'note.any' : 'note.all'
  const joined = (clauses as string[]).reduce((first, next) => t(join, { first, next }))
  return t('note.showIf', { clauses: joined })
}

function clause(t: SurveyT, rule: Condition, questions: Question[]): string | undefined {
  const index = questions.findIndex((q) => q.id === rule.questionId)
  const source = questions[index]
  if (!source) return undefined
  const number = index + 1
  if (rule.operator === 'answered') return t('note.answered', { number })
  const said = valueWords(source, rule.value, t)
  if (rule.operator === 'not_equals') return t('note.notEquals', { said, number })
  if (rule.operator === 'includes') return t('note.includes', { said, number })
  return source.type === 'single' || source.type === 'yes_no'
    ? t('note.equals', { said, number })
    : t('note.was', { said, number })
}

/** An answer in words, quoted: “Renter”, “Yes” (staff read English without `t`). */
export function valueWords(
  source: Question,
  value: string | number | boolean | undefined,
  t?: SurveyT,
): string {
  if (typeof value === 'number') return t ? formatNumber(t.locale, value) : String(value)
  const quote = (text: string) => (t ? t('words.quoted', { text }) : `“${text}”`)
  if (typeof value === 'boolean')
    return quote(t ? t(value ? 'choice.yes' : 'choice.no') : value ? 'Yes' : 'No')
  if (value === 'other') return quote(t ? t('choice.otherWord') : 'Other')
  const label = source.options?.find((option) => option.id === value)?.label
  return quote(label ?? value ?? '')
}
