import { expect, test } from 'vitest'
import { SurveyInputSchema } from '../schemas'
import type { StaffSurvey } from '../types'
import { localErrors, whereIs } from './builder-checks'
import { isoToUtahLocal, utahLocalToIso } from '~/lib/utah-local-time'
import {
  emptyValues,
  newQuestion,
  surveyToValues,
  valuesToInput,
  withoutSource,
  type BuilderValues,
} from './builder-values'

function threeQuestions(): BuilderValues {
  const often = { ...newQuestion('single'), prompt: 'How often do you use the pool?', required: true }
  often.options = [
    { id: 'weekly', label: 'Every week' },
    { id: 'never', label: 'Never' },
  ]
  const clean = { ...newQuestion('rating'), prompt: 'How clean is it?', page: '2' }
  const why = { ...newQuestion('long_text'), prompt: 'What keeps you away?', page: '2', max: '500' }
  why.showIf = { match: 'all', conditions: [{ questionId: often.id, operator: 'equals', value: 'never' }] }
  return { ...emptyValues(), title: 'Pool survey', questions: [often, clean, why] }
}

test('the builder sends what the API schema accepts: pages from 0, limits as numbers, rules kept', () => {
  const values = threeQuestions()
  const payload = valuesToInput(values)
  expect(SurveyInputSchema.safeParse(payload).success).toBe(true)
  const [often, clean, why] = payload.questions
  expect(often).toMatchObject({
    type: 'single',
    page: 0,
    required: true,
    options: values.questions[0]!.options,
  })
  expect(clean).toMatchObject({ type: 'rating', page: 1, options: undefined, min: null, max: null })
  expect(why).toMatchObject({
    page: 1,
    max: 500,
    showIf: { questionId: often!.id, operator: 'equals', value: 'never' },
  })
  expect(payload.communityId).toBeNull() // an open link for no particular community
})

test('a show-if value takes the type the earlier question answers with', () => {
  const values = threeQuestions()
  const yes = { ...newQuestion('yes_no'), prompt: 'Do you own a dog?' }
  const score = { ...newQuestion('nps'), prompt: 'Recommend us?' }
  const dogs = {
    ...newQuestion('short_text'),
    prompt: 'Its name?',
    showIf: {
      match: 'all' as const,
      conditions: [{ questionId: yes.id, operator: 'equals' as const, value: 'true' }],
    },
  }
  const low = {
    ...newQuestion('long_text'),
    prompt: 'Why so low?',
    showIf: {
      match: 'all' as const,
      conditions: [{ questionId: score.id, operator: 'not_equals' as const, value: '10' }],
    },
  }
  const any = {
    ...newQuestion('long_text'),
    prompt: 'Anything else?',
    showIf: {
      match: 'all' as const,
      conditions: [{ questionId: yes.id, operator: 'answered' as const, value: '' }],
    },
  }
  const payload = valuesToInput({ ...values, questions: [yes, score, dogs, low, any] })
  expect(payload.questions[2]!.showIf).toEqual({ questionId: yes.id, operator: 'equals', value: true })
  expect(payload.questions[3]!.showIf).toEqual({ questionId: score.id, operator: 'not_equals', value: 10 })
  expect(payload.questions[4]!.showIf).toEqual({ questionId: yes.id, operator: 'answered', value: undefined })
})

test('the communities list is asked for, not sent as choices', () => {
  const where = {
    ...newQuestion('single'),
    prompt: 'Where do you live?',
    communities: true,
    allowOther: true,
  }
  const [question] = valuesToInput({ ...emptyValues(), title: 'T', questions: [where] }).questions
  expect(question).toMatchObject({ dynamicOptions: 'communities', options: undefined, allowOther: true })
})

test('a stored draft comes back into the form as it was saved', () => {
  const values = threeQuestions()
  values.opensAt = '2026-12-01T08:00'
  values.responseLimit = '200'
  const payload = valuesToInput(values)
  const stored = {
    ...payload,
    slug: null,
    communityId: null,
    invitePer: 'owner',
    responseLimit: 200,
    communityQuestionId: null,
    roleQuestionId: null,
    questions: payload.questions.map((q) => ({ ...q, help: q.help || null, showIf: q.showIf ?? null })),
  } as unknown as StaffSurvey
  const back = surveyToValues(stored)
  expect(back.opensAt).toBe('2026-12-01T08:00')
  expect(back.responseLimit).toBe('200')
  expect(back.questions.map((q) => q.page)).toEqual(['1', '2', '2'])
  expect(back.questions[2]!.showIf).toEqual({
    match: 'all',
    conditions: [{ questionId: values.questions[0]!.id, operator: 'equals', value: 'never' }],
  })
})

test('a rule that points at a later question, and a half-made rule, are caught before saving', () => {
  const values = threeQuestions()
  const [often, clean, why] = values.questions
  expect(localErrors({ ...values, questions: [why!, often!, clean!] })).toEqual({
    'questions.0.showIf': ['Choose a question above this one.'],
  })
  const unfinished = {
    ...why!,
    showIf: {
      match: 'all' as const,
      conditions: [{ questionId: often!.id, operator: 'equals' as const, value: '' }],
    },
  }
  expect(localErrors({ ...values, questions: [often!, clean!, unfinished] })).toEqual({
    'questions.2.showIf.value': ['Choose the answer that shows this question.'],
  })
  expect(localErrors({ ...values, audience: 'invitation', responseLimit: '2.5' })).toEqual({
    communityId: ['Choose the community whose owners are invited.'],
    responseLimit: ['Enter the response limit as a whole number.'],
  })
})

test('an error key is said in words', () => {
  expect(whereIs('title')).toBe('Title')
  expect(whereIs('questions.2')).toBe('Question 3')
  expect(whereIs('questions.2.options')).toBe('Question 3, choices')
  expect(whereIs('questions.0.options.1.label')).toBe('Question 1, choices 2')
  expect(whereIs('questions.4.showIf')).toBe('Question 5, show-if rule')
})

test('opening and closing times are Utah wall-clock times, in winter and summer', () => {
  expect(utahLocalToIso('2026-12-08T17:00')).toBe('2026-12-09T00:00:00.000Z')
  expect(utahLocalToIso('2026-07-01T09:30')).toBe('2026-07-01T15:30:00.000Z')
  expect(isoToUtahLocal('2026-07-01T15:30:00.000Z')).toBe('2026-07-01T09:30')
  expect(utahLocalToIso('2026-02-30T10:00')).toBeNull()
  expect(isoToUtahLocal(null)).toBe('')
})

test('date limits: “no dates in the future” is sent as today and comes back as the box ticked', () => {
  const moveIn = {
    ...newQuestion('date'),
    prompt: 'When did you move in?',
    noFuture: true,
    earliest: '1990-01-01',
  }
  const payload = valuesToInput({ ...emptyValues(), title: 'Move-ins', questions: [moveIn] })
  expect(SurveyInputSchema.safeParse(payload).success).toBe(true)
  expect(payload.questions[0]).toMatchObject({ earliest: '1990-01-01', latest: 'today' })
  const stored = { ...payload, questions: payload.questions.map((q) => ({ ...q, help: null })) }
  expect(surveyToValues(stored as unknown as StaffSurvey).questions[0]).toMatchObject({
    earliest: '1990-01-01',
    latest: '',
    noPast: false,
    noFuture: true,
  })
})

test('several conditions: sent as the first plus `more` with all or any, and read back the same', () => {
  const values = threeQuestions()
  const [often, clean, why] = values.questions
  why!.showIf = {
    match: 'any',
    conditions: [
      { questionId: often!.id, operator: 'equals', value: 'never' },
      { questionId: clean!.id, operator: 'not_equals', value: '5' },
    ],
  }
  const payload = valuesToInput(values)
  expect(SurveyInputSchema.safeParse(payload).success).toBe(true)
  expect(payload.questions[2]!.showIf).toEqual({
    questionId: often!.id,
    operator: 'equals',
    value: 'never',
    match: 'any',
    more: [{ questionId: clean!.id, operator: 'not_equals', value: 5 }],
  })
  const stored = { ...payload, questions: payload.questions.map((q) => ({ ...q, help: null })) }
  expect(surveyToValues(stored as unknown as StaffSurvey).questions[2]!.showIf).toEqual(why!.showIf)
  // Removing a question takes its conditions with it; a rule with none left goes.
  expect(withoutSource(why!, often!.id).showIf).toEqual({
    match: 'any',
    conditions: [why!.showIf.conditions[1]],
  })
  expect(withoutSource(withoutSource(why!, often!.id), clean!.id).showIf).toBeNull()
})

test('Spanish text is saved only while “Also in Spanish” is ticked, and a draft with any opens with it ticked', () => {
  const values = threeQuestions()
  const often = values.questions[0]!
  const written: BuilderValues = {
    ...values,
    spanish: true,
    titleEs: 'Encuesta de la piscina',
    questions: [
      { ...often, options: [{ ...often.options[0]!, es: 'Cada semana' }, often.options[1]!] },
      ...values.questions.slice(1),
    ],
  }
  const saved = valuesToInput(written)
  expect(saved.translations).toMatchObject({ es: { title: 'Encuesta de la piscina' } })
  expect(saved.questions[0]!.translations).toMatchObject({ es: { options: { weekly: 'Cada semana' } } })

  const unticked = valuesToInput({ ...written, spanish: false })
  expect(unticked.translations).toMatchObject({ es: { title: '' } })
  expect(unticked.questions[0]!.translations).toMatchObject({ es: { options: {} } })

  const draft = (payload: typeof saved) =>
    surveyToValues({ ...payload, opensAt: null, closesAt: null } as unknown as StaffSurvey)
  expect(draft(saved).spanish).toBe(true)
  expect(draft(saved).titleEs).toBe('Encuesta de la piscina')
  expect(draft(unticked).spanish).toBe(false)
})
