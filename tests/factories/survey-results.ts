import type { Database } from '~/db/client.server'
import type { Actor } from '~/features/surveys/access.server'
import type { Answers, QuestionResult } from '~/features/surveys/types'
import { answer, publishedSurvey, Q } from './surveys'

// Five responses to surveyInput() computed by hand, for the results' tests: three from North,
// one from South, one written in ("Annex"); two owners, two renters; one "Other" hour ("Night").

export const FIXTURE: Answers[] = [
  {
    [Q.single]: 'north',
    [Q.role]: 'owner',
    [Q.multiple]: ['am', 'pm'],
    [Q.rating]: 5,
    [Q.nps]: 10,
    [Q.yesNo]: true,
    [Q.short]: 'warm',
    [Q.number]: 2,
    [Q.ranking]: ['slide', 'lanes', 'shade'],
    [Q.matrix]: { deck: 'good', showers: 'ok' },
  },
  {
    [Q.single]: 'north',
    [Q.role]: 'owner',
    [Q.multiple]: ['am'],
    [Q.rating]: 4,
    [Q.nps]: 9,
    [Q.yesNo]: true,
    [Q.number]: 4,
    [Q.ranking]: ['lanes', 'slide', 'shade'],
    [Q.matrix]: { deck: 'good' },
  },
  {
    [Q.single]: 'south',
    [Q.role]: 'renter',
    [Q.multiple]: ['eve', { other: 'Night' }],
    [Q.rating]: 2,
    [Q.nps]: 6,
    [Q.yesNo]: false,
    [Q.followUp]: 'Too cold',
    [Q.ranking]: ['shade', 'lanes', 'slide'],
    [Q.matrix]: { deck: 'bad', showers: 'bad' },
  },
  {
    [Q.single]: { other: 'Annex' },
    [Q.role]: 'renter',
    [Q.multiple]: ['pm'],
    [Q.rating]: 3,
    [Q.nps]: 7,
    [Q.yesNo]: true,
    [Q.long]: 'More shade',
  },
  {
    [Q.single]: 'north',
    [Q.multiple]: ['am', 'eve'],
    [Q.nps]: 8,
    [Q.yesNo]: false,
    [Q.followUp]: 'Freezing',
  },
]

/** surveyInput() published with `overrides`, and answered with FIXTURE. */
export async function answeredSurvey(db: Database, actor: Actor, overrides: Record<string, unknown> = {}) {
  const { survey } = await publishedSurvey(db, actor, overrides)
  for (const answers of FIXTURE) await answer(db, survey.id, answers)
  return survey
}

export const byId = (questions: QuestionResult[]) => new Map(questions.map((q) => [q.questionId, q]))
export const counts = (q: QuestionResult | undefined) =>
  Object.fromEntries(q!.counts!.map((c) => [c.key, c.count]))
