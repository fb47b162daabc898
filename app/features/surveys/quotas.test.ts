import { describe, expect, test } from 'vitest'
import { localErrors } from './components/builder-checks'
import { quotasToInput } from './components/builder-quota-values'
import { emptyValues, newQuestion, surveyToValues, valuesToInput } from './components/builder-values'
import { buildQuestions } from './definition'
import { everyAnswerFull } from './quotas'
import { checkQuestions } from './respond-steps'
import { QuestionInputSchema } from './schemas'
import type { Question } from './types'
import { surveyWords } from './words.server'

const en = surveyWords()

// Per-answer quotas: what a survey may save, and what the respondent's page says about a full answer.

const ROLE = 'd0000000-0000-4000-8000-000000000001'

const roleInput = (quotas: unknown[], type = 'single') =>
  QuestionInputSchema.parse({
    id: ROLE,
    type,
    prompt: 'Do you own or rent?',
    options: [
      { id: 'owner', label: 'Owner' },
      { id: 'renter', label: 'Renter' },
    ],
    quotas,
  })

const saved = (quotas: unknown[], type = 'single') => buildQuestions([roleInput(quotas, type)])

describe('saving quotas', () => {
  test('a limit on a choice of the question is kept', () => {
    const { questions, fieldErrors } = saved([{ value: 'renter', limit: 40 }])
    expect(fieldErrors).toEqual({})
    expect(questions[0]!.quotas).toEqual([{ value: 'renter', limit: 40 }])
  })

  test('each bad limit is refused at its own place, questions.<i>.quotas.<j>', () => {
    const { fieldErrors } = saved([
      { value: 'owner', limit: 10 },
      { value: 'tenant', limit: 5 },
      { value: 'renter', limit: 0 },
      { value: 'renter', limit: 2.5 },
    ])
    expect(fieldErrors).toEqual({
      'questions.0.quotas.1': ['The limit is for an answer this question does not offer.'],
      'questions.0.quotas.2': ['Enter the limit as a whole number from 1 to 100,000.'],
      'questions.0.quotas.3': [
        'This answer already has a limit.',
        'Enter the limit as a whole number from 1 to 100,000.',
      ],
    })
    expect(saved([{ value: 'owner', limit: 100_001 }]).fieldErrors).toHaveProperty(['questions.0.quotas.0'])
    expect(saved([{ value: 'owner', limit: null }]).fieldErrors).toHaveProperty(['questions.0.quotas.0'])
  })

  test('only single choice and yes/no take quotas; a yes/no quota is on true or false', () => {
    expect(saved([{ value: 'owner', limit: 3 }], 'multiple').fieldErrors).toEqual({
      'questions.0.quotas.0': ['Only a single-choice or yes/no question with its own choices takes limits.'],
    })
    expect(saved([{ value: true, limit: 3 }], 'yes_no').fieldErrors).toEqual({})
    expect(saved([{ value: 'yes', limit: 3 }], 'yes_no').fieldErrors).toHaveProperty(['questions.0.quotas.0'])
  })

  test('the builder sends the limits typed, numbered as the save check numbers them', () => {
    const question = { ...newQuestion('yes_no'), quotas: { true: '', false: 'many' } }
    expect(quotasToInput(question)).toEqual([{ value: false, limit: null }])
    const values = { ...emptyValues(), questions: [question] }
    expect(localErrors(values)).toEqual({
      'questions.0.quotas.0': ['Enter the limit as a whole number from 1 to 100,000.'],
    })
    const fixed = { ...values, questions: [{ ...question, quotas: { true: '12', false: '' } }] }
    expect(valuesToInput(fixed).questions[0]!.quotas).toEqual([{ value: true, limit: 12 }])
  })

  test('a saved draft opens in the builder with its limits and saves them again unchanged', () => {
    const { questions } = saved([{ value: 'renter', limit: 40 }])
    const values = surveyToValues({ ...valuesToInput(emptyValues()), questions } as never)
    expect(values.questions[0]!.quotas).toEqual({ renter: '40' })
    expect(valuesToInput(values).questions[0]!.quotas).toEqual([{ value: 'renter', limit: 40 }])
  })
})

describe('a full answer on the respondent page', () => {
  const role: Question = {
    id: ROLE,
    type: 'single',
    prompt: 'Do you own or rent?',
    help: null,
    required: true,
    page: 0,
    options: [
      { id: 'owner', label: 'Owner' },
      { id: 'renter', label: 'Renter' },
    ],
    full: ['renter'],
  }

  test('choosing it says so at the question; another answer goes on', () => {
    expect(checkQuestions(en, [role], { [ROLE]: 'renter' })).toEqual({
      [ROLE]: 'Thank you. We already have all the answers we need from people who answered “Renter”.',
    })
    expect(checkQuestions(en, [role], { [ROLE]: 'owner' })).toEqual({})
  })

  test('the survey is full only when every answer of a question everyone must answer is full', () => {
    expect(everyAnswerFull([role])).toBe(false)
    expect(everyAnswerFull([{ ...role, full: ['owner', 'renter'] }])).toBe(true)
    expect(everyAnswerFull([{ ...role, full: ['owner', 'renter'], required: false }])).toBe(false)
    expect(everyAnswerFull([{ ...role, full: ['owner', 'renter'], allowOther: true }])).toBe(false)
    // On a page that an earlier answer may skip, not everyone reaches it.
    const gate: Question = { ...role, id: crypto.randomUUID(), quotas: undefined, full: undefined }
    const skippable = { ...role, page: 2, full: ['owner', 'renter'] }
    expect(everyAnswerFull([{ ...gate, jumps: [{ value: 'owner', to: 2 }] }, skippable])).toBe(false)
    expect(everyAnswerFull([gate, skippable])).toBe(true)
  })
})
