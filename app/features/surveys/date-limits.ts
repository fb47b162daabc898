import { formatCalendarDay, utahToday } from '~/lib/dates'
import type { Question } from './types'
import type { SurveyT } from './words'

// A date question's limits: each a calendar day `YYYY-MM-DD` or `today`, the respondent's day in Utah when
// the answer is given (so "no dates in the future" stays true as the survey runs). Plain code with no
// server imports: the page sets the date field's range and the server checks the answer by the same rule.

export const TODAY = 'today'

/** A limit as the day it stands for now. */
const dayOf = (bound: string, today: string) => (bound === TODAY ? today : bound)

/** A limit as words: "today" or "Nov 30, 2026" (staff read English; a respondent their language). */
const wordsOf = (bound: string, t?: SurveyT) =>
  bound === TODAY ? (t ? t('date.today') : 'today') : formatCalendarDay(bound, t?.locale)

type Limits = Pick<Question, 'earliest' | 'latest'>

/** The first and last day accepted now, for the date field's `min` and `max`. */
export function dateRange(question: Limits, today = utahToday()): { min?: string; max?: string } {
  return {
    min: question.earliest ? dayOf(question.earliest, today) : undefined,
    max: question.latest ? dayOf(question.latest, today) : undefined,
  }
}

/** The range in words, e.g. "from Jan 1, 2020 to today"; null without limits. */
function rangeWords({ earliest, latest }: Limits, t?: SurveyT): string | null {
  if (t) {
    if (earliest && latest)
      return t('date.between', { earliest: wordsOf(earliest, t), latest: wordsOf(latest, t) })
    if (earliest) return t('date.onOrAfter', { earliest: wordsOf(earliest, t) })
    if (latest) return t('date.onOrBefore', { latest: wordsOf(latest, t) })
    return null
  }
  if (earliest && latest) return `from ${wordsOf(earliest)} to ${wordsOf(latest)}`
  if (earliest) return `on or after ${wordsOf(earliest)}`
  if (latest) return `on or before ${wordsOf(latest)}`
  return null
}

/** The hint under a date question with limits: "A date on or before today." (English without `t`). */
export function dateHint(question: Limits, t?: SurveyT): string | null {
  const range = rangeWords(question, t)
  if (!range) return null
  return t ? t('hint.date', { range }) : `A date ${range}.`
}

/** Why a well-formed date is outside the question's limits, or null when it is inside. */
export function dateOutsideLimits(
  t: SurveyT,
  question: Limits,
  day: string,
  today = utahToday(),
): string | null {
  const { min, max } = dateRange(question, today)
  if ((min && day < min) || (max && day > max))
    return t('answer.dateRange', { range: rangeWords(question, t) ?? '' })
  return null
}

/**
 * The author's limits checked as a whole: a fixed latest day before a fixed earliest one, or before today
 * when the earliest is today, would accept no date at all.
 */
export function limitsProblem(question: Limits, today = utahToday()): string | null {
  const { earliest, latest } = question
  if (!earliest || !latest || latest === TODAY) return null
  if (earliest === TODAY && latest < today)
    return 'No date would be accepted: the latest date has passed and earlier dates are not allowed.'
  if (earliest !== TODAY && latest < earliest) return 'The latest date must not be before the earliest.'
  return null
}
