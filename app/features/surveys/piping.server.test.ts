import { beforeEach, expect, test } from 'vitest'
import { staffActor } from '../../../tests/factories/communities'
import { answer, publishedSurvey, Q, surveyInput } from '../../../tests/factories/surveys'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import type { AppError } from '~/lib/errors'
import type { Actor } from './access.server'
import { responsesCsv } from './export.server'
import { getResults } from './results.server'
import { SurveyInputSchema } from './schemas'
import { createSurvey, duplicateSurvey, getStaffSurvey, updateSurvey } from './surveys.server'

// A piped answer through the services and a real database: refused when it names a later question, kept
// pointing at the right question in a copy, and read as "[answer to question 1]" in results and the CSV.

const t = setupTestDatabase()
let staff: Actor

beforeEach(async () => {
  staff = await staffActor(t.db, 'manager')
})

const PIPED = `Why would {{answer:${Q.single}}} need shade?`
const READABLE = 'Why would [answer to question 1] need shade?'

/** The test survey with its short-text question (the seventh) asking about the building chosen first. */
function pipedInput(prompt = PIPED) {
  const input = surveyInput()
  input.questions[6] = { ...input.questions[6]!, prompt }
  return SurveyInputSchema.parse({ ...input, anonymous: false })
}

test('a token naming a later question is refused at the prompt, and nothing is saved', async () => {
  const draft = await createSurvey(t.db, staff, pipedInput())
  const later = pipedInput(`About {{answer:${Q.date}}}?`)
  const refused = await updateSurvey(t.db, staff, draft.id, later).catch((error: AppError) => error)
  expect((refused as AppError).status).toBe(422)
  expect((refused as AppError).extra.fieldErrors).toEqual({
    'questions.6.prompt': ['Question 7 uses the answer to question 10, which comes after it.'],
  })
  expect((await getStaffSurvey(t.db, staff, draft.id)).questions[6]!.prompt).toBe(PIPED)
})

test('a copy pipes from its own first question', async () => {
  const draft = await createSurvey(t.db, staff, pipedInput())
  const copy = await duplicateSurvey(t.db, staff, draft.id)
  expect(copy.questions[6]!.prompt).toBe(`Why would {{answer:${copy.questions[0]!.id}}} need shade?`)
  expect(copy.questions[0]!.id).not.toBe(Q.single)
})

test('results and the CSV read the token as the question it names', async () => {
  const { survey } = await publishedSurvey(t.db, staff, pipedInput())
  await answer(t.db, survey.id, { [Q.single]: 'north', [Q.multiple]: ['am'], [Q.short]: 'Sun' })
  const view = await getResults(t.db, staff, survey.id, { group: {} })
  expect(view.results.questions[6]!.prompt).toBe(READABLE)
  expect(view.survey.questions[6]!.prompt).toBe(READABLE)
  const { pieces } = await responsesCsv(t.db, staff, survey.id)
  let csv = ''
  for await (const piece of pieces) csv += piece
  expect(csv).toContain(READABLE)
  expect(csv).not.toContain('{{answer:')
})
