import { TEXT_LIMITS } from './answers'
import type { Question, SurveyAvailability } from './types'
import type { SurveyT } from './words'

// The sentences of the respondent's page (issue 13): what a survey that cannot be answered now says, and
// the hints under questions with limits, in the respondent's language (the `survey` catalogue).

/** The survey's dates, already written in Utah time by the loader (STYLE.md rule 12). */
export type SurveyTimes = { opens: string | null; closes: string | null }

/** Said before the first question (issue 13). */
export function privacySentence(t: SurveyT, anonymous: boolean, invited: boolean): string {
  if (anonymous) return t('intro.anonymous')
  return invited ? t('intro.named') : t('intro.openNamed')
}

/** A heading and one sentence for each reason a survey cannot be answered now. */
export function unavailableText(
  t: SurveyT,
  availability: Exclude<SurveyAvailability, 'open'>,
  times: SurveyTimes,
  hasToken: boolean,
): { heading: string; sentence: string } {
  switch (availability) {
    case 'not_open':
      return {
        heading: t('unavailable.notOpen.heading'),
        sentence: times.opens
          ? t('unavailable.notOpen.at', { opens: times.opens })
          : t('unavailable.notOpen'),
      }
    case 'closed':
      return {
        heading: t('unavailable.closed.heading'),
        sentence: times.closes
          ? t('unavailable.closed.at', { closes: times.closes })
          : t('unavailable.closed'),
      }
    case 'full':
      return { heading: t('unavailable.full.heading'), sentence: t('unavailable.full') }
    case 'used':
      return hasToken
        ? { heading: t('unavailable.usedLink.heading'), sentence: t('unavailable.usedLink') }
        : { heading: t('unavailable.usedBrowser.heading'), sentence: t('unavailable.usedBrowser') }
    case 'invitation_required':
      return hasToken
        ? { heading: t('unavailable.badLink.heading'), sentence: t('unavailable.badLink') }
        : { heading: t('unavailable.invitation.heading'), sentence: t('unavailable.invitation') }
  }
}

/** The API's status, in the words of the page, when sending the answers failed (issue 13 contract). */
export function sendFailureText(t: SurveyT, status: number, message: string): string {
  if (status === 0) return t('send.connection')
  if (status === 409 || status === 410 || status === 429) return message
  if (status === 422) return message || t('send.check')
  return t('send.failed', { message })
}

/** Multiple choice: how many may be chosen. */
export function choiceHint(t: SurveyT, question: Pick<Question, 'min' | 'max'>): string {
  const min = question.min ?? null
  const max = question.max ?? null
  if (min !== null && max !== null && min === max) return t('hint.chooseExactly', { min })
  if (min !== null && min > 0 && max !== null)
    return t(max === min + 1 ? 'hint.chooseOr' : 'hint.chooseTo', { min, max })
  if (max !== null) return t('hint.chooseUpTo', { max })
  if (min !== null && min > 0) return t('hint.chooseAtLeast', { min })
  return t('hint.chooseAny')
}

/** Number: the range allowed. */
export function numberHint(t: SurveyT, question: Pick<Question, 'min' | 'max'>): string | null {
  const min = question.min ?? null
  const max = question.max ?? null
  if (min !== null && max !== null) return t('hint.numberRange', { min, max })
  if (min !== null) return t('hint.numberMin', { min })
  if (max !== null) return t('hint.numberMax', { max })
  return null
}

/** Short and long text: the length allowed (the server's defaults when the survey sets none). */
export function textLimit(question: Pick<Question, 'type' | 'max'>): number {
  return question.max ?? (question.type === 'long_text' ? TEXT_LIMITS.long_text : TEXT_LIMITS.short_text)
}
