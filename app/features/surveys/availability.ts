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

/** The sentence a 410 answers with for each reason a survey cannot be answered, as a catalogue key. */
export const UNAVAILABLE_KEYS = {
  closed: 'api.closed',
  not_open: 'api.notOpen',
  full: 'api.full',
  used: 'api.used',
  invitation_required: 'api.invitation',
} as const satisfies Record<Exclude<SurveyAvailability, 'open'>, string>
