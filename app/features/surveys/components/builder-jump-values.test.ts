import { expect, test } from 'vitest'
import { SurveyInputSchema } from '../schemas'
import type { StaffSurvey } from '../types'
import { emptyValues, newQuestion, surveyToValues, valuesToInput } from './builder-values'

// "After this page" in the builder: the choices per answer become the API's jumps (pages from 0), and a
// stored survey comes back as the same choices.

function survey() {
  const role = { ...newQuestion('single'), prompt: 'Do you own or rent?', allowOther: true }
  role.options = [
    { id: 'owner', label: 'Owner' },
    { id: 'renter', label: 'Renter' },
  ]
  role.jumps = { owner: 'next', renter: '3', other: 'end', gone: 'end' }
  const more = { ...newQuestion('yes_no', 2), prompt: 'Anything more?', jumps: { false: 'end' } }
  const last = { ...newQuestion('short_text', 3), prompt: 'Pool hours?' }
  return { ...emptyValues(), title: 'Pool survey', questions: [role, more, last] }
}

test('each answer’s choice is sent in the answers’ order; "next" and a removed choice send nothing', () => {
  const payload = valuesToInput(survey())
  expect(SurveyInputSchema.safeParse(payload).success).toBe(true)
  expect(payload.questions.map((q) => q.jumps)).toEqual([
    [
      { value: 'renter', to: 2 },
      { value: 'other', to: 'end' },
    ],
    [{ value: false, to: 'end' }],
    null,
  ])
})

test('a stored survey’s jumps come back as the builder’s choices, and a question of another type sends none', () => {
  const payload = valuesToInput(survey())
  const stored = { ...payload, questions: payload.questions.map((q) => ({ ...q, help: null })) }
  const values = surveyToValues(stored as unknown as StaffSurvey)
  expect(values.questions.map((q) => q.jumps)).toEqual([{ renter: '3', other: 'end' }, { false: 'end' }, {}])
  const asNumber = { ...values.questions[1]!, type: 'number' as const }
  expect(valuesToInput({ ...values, questions: [asNumber] }).questions[0]!.jumps).toBeNull()
})
