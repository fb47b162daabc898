import type { SurveyAvailability } from './types'

// Whether a survey can be answered now, before anything about the respondent is known.

type Timing = {
  status: 'draft' | 'published' | 'closed'
  opensAt: Date | null
  closesAt: Date | null
  responseLimit: number | null
  responseCount: number
}

export function surveyAvailability(survey: Timing, now = new Date()): SurveyAvailability {
  if (survey.status === 'closed') return 'closed'
  if (survey.closesAt && survey.closesAt <= now) return 'closed'
  if (survey.status === 'draft' || (survey.opensAt && survey.opensAt > now)) return 'not_open'
  if (survey.responseLimit !== null && survey.responseCount >= survey.responseLimit) return 'full'
  return 'open'
}

/** The sentence a 410 answers with, and the page shows, for each reason a survey cannot be answered. */
export const UNAVAILABLE_MESSAGES: Record<Exclude<SurveyAvailability, 'open'>, string> = {
  closed: 'This survey is closed and no longer takes answers. Thank you for your interest.',
  not_open: 'This survey is not open yet. Please come back when it opens.',
  full: 'This survey has all the responses it asked for and no longer takes answers.',
  used: 'This survey has already been answered from this link or browser. Each person answers once.',
  invitation_required:
    'This survey is by invitation: please use the personal link from your email. If you cannot find it, ask us for a new one.',
}
