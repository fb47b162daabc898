import { beforeEach, describe, expect, test } from 'vitest'
import { staffActor } from '../../../tests/factories/communities'
import { answer, HASH_KEY, publishedSurvey, Q, surveyInput } from '../../../tests/factories/surveys'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { isAppError } from '~/lib/errors'
import type { Actor } from './access.server'
import { getSurveyView } from './respond.server'
import { getStaffSurvey } from './surveys.server'
import type { Answers, StaffSurvey } from './types'

// Per-answer quotas on the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): exact when many
// responses race for the last places, read from the role column or the answers' JSON, shown to the
// respondent as "full" and to staff as progress.

const t = setupTestDatabase()
let staff: Actor

beforeEach(async () => {
  staff = await staffActor(t.db, 'manager')
})

const RENTER_SENTENCE =
  'Thank you. We already have all the answers we need from people who answered “Renter”.'
const base: Answers = { [Q.single]: 'north' }
const unheated: Answers = { [Q.yesNo]: false, [Q.followUp]: 'Too cold' }

/** The survey of every question type with quotas on some of them. */
function withQuotas(
  quotas: Record<string, Array<{ value: string | boolean; limit: number }>>,
  required = false,
) {
  const input = surveyInput()
  const questions = input.questions.map((q) =>
    quotas[q.id] ? { ...q, quotas: quotas[q.id], required: required || q.required } : q,
  )
  return publishedSurvey(t.db, staff, { questions })
}

/** 201 or the refusal's status, code and messages. */
async function tryAnswer(surveyId: string, answers: Answers) {
  try {
    await answer(t.db, surveyId, answers)
    return { status: 201 }
  } catch (error) {
    if (!isAppError(error)) throw error
    return { status: error.status, code: error.code, message: error.message, at: error.extra.fieldErrors }
  }
}

const publicView = (id: string) => getSurveyView(t.db, id, { hashKey: HASH_KEY })

describe('per-answer quotas', () => {
  test('20 renters at once against 5 places: exactly 5 kept, the rest told why at the question', async () => {
    const { survey } = await withQuotas({ [Q.role]: [{ value: 'renter', limit: 5 }] })
    const results = await Promise.all(
      Array.from({ length: 20 }, () => tryAnswer(survey.id, { ...base, [Q.role]: 'renter' })),
    )
    expect(results.filter((r) => r.status === 201)).toHaveLength(5)
    const refused = results.filter((r) => r.status === 409)
    expect(refused).toHaveLength(15)
    expect(refused[0]).toEqual({
      status: 409,
      code: 'survey_quota_full',
      message: RENTER_SENTENCE,
      at: { [Q.role]: [RENTER_SENTENCE] },
    })
    // Owners, and those who did not say, still answer.
    expect(await tryAnswer(survey.id, { ...base, [Q.role]: 'owner' })).toEqual({ status: 201 })
    expect(await tryAnswer(survey.id, base)).toEqual({ status: 201 })
    const staffView = (await getStaffSurvey(t.db, staff, survey.id)) as StaffSurvey
    expect(staffView.responses).toBe(7)
    expect(staffView.quotas).toEqual([{ questionId: Q.role, answer: 'Renter', count: 5, limit: 5 }])
  })

  test('a yes/no and a choice counted from the answers: the full one is refused, the others go on', async () => {
    const { survey } = await withQuotas({
      [Q.yesNo]: [{ value: true, limit: 2 }],
      [Q.single]: [
        { value: 'north', limit: 10 },
        { value: 'south', limit: 1 },
      ],
    })
    const heated = { ...base, [Q.yesNo]: true }
    expect((await tryAnswer(survey.id, heated)).status).toBe(201)
    expect((await tryAnswer(survey.id, heated)).status).toBe(201)
    expect(await tryAnswer(survey.id, heated)).toMatchObject({
      status: 409,
      at: {
        [Q.yesNo]: ['Thank you. We already have all the answers we need from people who answered “Yes”.'],
      },
    })
    expect((await tryAnswer(survey.id, { ...base, ...unheated })).status).toBe(201)
    expect((await tryAnswer(survey.id, { ...base, [Q.single]: 'south' })).status).toBe(201)
    expect((await tryAnswer(survey.id, { ...base, [Q.single]: 'south' })).status).toBe(409)
    // A written-in "Other" is no choice with a quota.
    expect((await tryAnswer(survey.id, { ...base, [Q.single]: { other: 'East' } })).status).toBe(201)

    const view = await publicView(survey.id)
    const question = (id: string) => view.questions.find((q) => q.id === id)!
    expect(question(Q.yesNo).full).toEqual([true])
    expect(question(Q.single).full).toEqual(['south'])
    // The respondent learns which answers are full, never the limits or the counts.
    expect(view.questions.some((q) => 'quotas' in q)).toBe(false)
    expect(view.availability).toBe('open')
    const progress = ((await getStaffSurvey(t.db, staff, survey.id)) as StaffSurvey).quotas
    expect(progress).toEqual([
      { questionId: Q.single, answer: 'North', count: 3, limit: 10 },
      { questionId: Q.single, answer: 'South', count: 1, limit: 1 },
      { questionId: Q.yesNo, answer: 'Yes', count: 2, limit: 2 },
    ])
  })

  test('every answer of a question everyone must answer is full: the survey reads as full', async () => {
    const quotas = [
      { value: true, limit: 1 },
      { value: false, limit: 1 },
    ]
    const { survey } = await withQuotas({ [Q.yesNo]: quotas }, true)
    await answer(t.db, survey.id, { ...base, [Q.yesNo]: true })
    expect((await publicView(survey.id)).availability).toBe('open')
    await answer(t.db, survey.id, { ...base, ...unheated })
    expect((await publicView(survey.id)).availability).toBe('full')
  })
})
