import { TEXT_LIMITS } from './answers'
import type { Question, SurveyAvailability } from './types'

// The sentences of the respondent's page (issue 13): what a survey that cannot be answered now says, and
// the hints under questions with limits. Kept here, pure, so the tests read the exact words.

/** The survey's dates, already written in Utah time by the loader (STYLE.md rule 12). */
export type SurveyTimes = { opens: string | null; closes: string | null }

export const ANONYMOUS_SENTENCE =
  'This survey is anonymous: your answers are not linked to you or your invitation; only the day is kept.'
export const NAMED_SENTENCE = 'This survey is not anonymous: your name is recorded with your answers.'
/** Not anonymous, but an open link knows no name: only what the respondent writes identifies them. */
export const OPEN_NAMED_SENTENCE =
  'This survey is not anonymous: your answers are kept with the time you sent them, and any name or contact details you give are kept with them.'

/** Said before the first question (issue 13). */
export function privacySentence(anonymous: boolean, invited: boolean): string {
  if (anonymous) return ANONYMOUS_SENTENCE
  return invited ? NAMED_SENTENCE : OPEN_NAMED_SENTENCE
}

/** A heading and one sentence for each reason a survey cannot be answered now. */
export function unavailableText(
  availability: Exclude<SurveyAvailability, 'open'>,
  times: SurveyTimes,
  hasToken: boolean,
): { heading: string; sentence: string } {
  switch (availability) {
    case 'not_open':
      return {
        heading: 'This survey is not open yet',
        sentence: times.opens
          ? `This survey opens ${times.opens}; come back then with this same link.`
          : 'This survey has not opened yet; come back later with this same link.',
      }
    case 'closed':
      return {
        heading: 'This survey is closed',
        sentence: times.closes
          ? `This survey closed ${times.closes} and no longer takes answers; thank you for your interest.`
          : 'This survey is closed and no longer takes answers; thank you for your interest.',
      }
    case 'full':
      return {
        heading: 'This survey has all the answers it needs',
        sentence:
          'This survey has reached the number of answers it was set up to collect, so it takes no more.',
      }
    case 'used':
      return hasToken
        ? {
            heading: 'This link has been used',
            sentence:
              'This invitation link has already been used to answer the survey, and each link answers once.',
          }
        : {
            heading: 'You have already answered',
            sentence: 'This browser has already sent answers to this survey, and each person answers once.',
          }
    case 'invitation_required':
      return hasToken
        ? {
            heading: 'This invitation link does not work',
            sentence:
              'This invitation link is not valid: open the newest link from your invitation or reminder email.',
          }
        : {
            heading: 'This survey is by invitation',
            sentence:
              'This survey is answered by invitation only: open the personal link from your invitation email.',
          }
  }
}

/** The API's status, in the words of the page, when sending the answers failed (issue 13 contract). */
export function sendFailureText(status: number, message: string): string {
  if (status === 0)
    return 'Your answers were not sent because the connection failed; they are kept here, so try again.'
  if (status === 409 || status === 410 || status === 429) return message
  if (status === 422) return message || 'Some answers need a look: see the message at the question.'
  return `Your answers were not sent (${message}); they are kept here, so try again in a moment.`
}

/** Multiple choice: how many may be chosen. */
export function choiceHint(question: Pick<Question, 'min' | 'max'>): string {
  const min = question.min ?? null
  const max = question.max ?? null
  if (min !== null && max !== null && min === max) return `Choose ${min}.`
  if (min !== null && min > 0 && max !== null) return `Choose ${min} ${max === min + 1 ? 'or' : 'to'} ${max}.`
  if (max !== null) return `Choose up to ${max}.`
  if (min !== null && min > 0) return `Choose at least ${min}.`
  return 'Choose any that apply.'
}

/** Number: the range allowed. */
export function numberHint(question: Pick<Question, 'min' | 'max'>): string | null {
  const min = question.min ?? null
  const max = question.max ?? null
  if (min !== null && max !== null) return `A number from ${min} to ${max}.`
  if (min !== null) return `A number of at least ${min}.`
  if (max !== null) return `A number of at most ${max}.`
  return null
}

/** Short and long text: the length allowed (the server's defaults when the survey sets none). */
export function textLimit(question: Pick<Question, 'type' | 'max'>): number {
  return question.max ?? (question.type === 'long_text' ? TEXT_LIMITS.long_text : TEXT_LIMITS.short_text)
}
