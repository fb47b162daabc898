import { describe, expect, test } from 'vitest'
import { Q, surveyInput } from '../../../tests/factories/surveys'
import { shownQuestionIds, validateAnswers } from './answers'
import { buildQuestions } from './definition'
import { SurveyInputSchema } from './schemas'
import type { Answers, Question } from './types'
import { surveyWords } from './words.server'
import { survey as english } from '~/i18n/messages/survey.en'

const en = surveyWords()

// Answer rules for every question type, and show-if, as the server applies them (the API tests send the
// same through POST /responses).

const { questions } = buildQuestions(SurveyInputSchema.parse(surveyInput()).questions)
const base: Answers = { [Q.single]: 'north' }
const check = (answers: Record<string, unknown>) => validateAnswers(en, questions, { ...base, ...answers })
const errorOf = (id: string, value: unknown) => check({ [id]: value }).fieldErrors[id]

describe('every question type', () => {
  test.each([
    ['single: a listed choice', Q.single, 'south', 'south'],
    ['single: other, trimmed', Q.single, { other: '  East wing ' }, { other: 'East wing' }],
    ['multiple: within min/max', Q.multiple, ['am', { other: 'Night' }], ['am', { other: 'Night' }]],
    ['rating: 1-5', Q.rating, 5, 5],
    ['nps: 0-10', Q.nps, 0, 0],
    ['yes/no', Q.yesNo, true, true],
    ['short text, trimmed', Q.short, '  cold ', 'cold'],
    ['long text', Q.long, 'Line one\nLine two', 'Line one\nLine two'],
    ['number in range', Q.number, 3.5, 3.5],
    ['date', Q.date, '2025-06-30', '2025-06-30'],
    ['ranking: every choice once', Q.ranking, ['shade', 'slide', 'lanes'], ['shade', 'slide', 'lanes']],
    [
      'matrix: a scale point per row',
      Q.matrix,
      { deck: 'good', showers: 'bad' },
      { deck: 'good', showers: 'bad' },
    ],
  ])('%s is kept', (_, id, value, kept) => {
    const result = check({ [id]: value })
    expect(result.fieldErrors).toEqual({})
    expect(result.values[id]).toEqual(kept)
  })

  test.each([
    ['single: not a choice', Q.single, 'west'],
    ['single: other left blank', Q.single, { other: '  ' }],
    ['single: a number', Q.single, 1],
    ['single without "other": other', Q.role, { other: 'Landlord' }],
    ['multiple: not a list', Q.multiple, 'am'],
    ['multiple: over max', Q.multiple, ['am', 'pm', 'eve']],
    ['multiple: twice the same', Q.multiple, ['am', 'am']],
    ['multiple: two others', Q.multiple, [{ other: 'a' }, { other: 'b' }]],
    ['multiple: unknown choice', Q.multiple, ['noon']],
    ['rating: 0', Q.rating, 0],
    ['rating: 6', Q.rating, 6],
    ['rating: 2.5', Q.rating, 2.5],
    ['rating: "4"', Q.rating, '4'],
    ['nps: 11', Q.nps, 11],
    ['nps: -1', Q.nps, -1],
    ['yes/no: "yes"', Q.yesNo, 'yes'],
    ['short text: over its max', Q.short, 'x'.repeat(21)],
    ['short text: a control character', Q.short, 'a\u0007b'],
    ['long text: over 5000', Q.long, 'x'.repeat(5001)],
    ['long text: a number', Q.long, 42],
    ['number: below min', Q.number, -1],
    ['number: above max', Q.number, 15],
    ['number: as text', Q.number, '3'],
    ['date: wrong format', Q.date, '06/30/2025'],
    ['date: no such day', Q.date, '2025-02-30'],
    ['ranking: one missing', Q.ranking, ['slide', 'lanes']],
    ['ranking: a repeat', Q.ranking, ['slide', 'slide', 'lanes']],
    ['ranking: unknown', Q.ranking, ['slide', 'lanes', 'sauna']],
    ['matrix: unknown row', Q.matrix, { deck: 'good', roof: 'ok' }],
    ['matrix: unknown scale point', Q.matrix, { deck: 'great' }],
    ['matrix: a list', Q.matrix, ['good']],
  ])('%s is refused', (_, id, value) => {
    expect(errorOf(id, value)).toHaveLength(1)
  })

  test('multiple: below min is refused with the number', () => {
    const min = buildQuestions(
      SurveyInputSchema.parse(
        surveyInput({
          questions: [
            {
              id: Q.multiple,
              type: 'multiple',
              prompt: 'Pick',
              min: 2,
              options: [{ label: 'a' }, { label: 'b' }],
            },
          ],
        }),
      ).questions,
    ).questions
    const id = min[0]!.options![0]!.id
    expect(validateAnswers(en, min, { [Q.multiple]: [id] }).fieldErrors[Q.multiple]).toEqual([
      'Please choose at least 2.',
    ])
  })

  test('a required question left blank, as null, "", [] or {}', () => {
    for (const blank of [undefined, null, '', '   ', [], {}])
      expect(validateAnswers(en, questions, { [Q.single]: blank }).fieldErrors[Q.single]).toEqual([
        english['answer.required'],
      ])
  })

  test('an optional question left blank is simply not kept', () => {
    const result = check({ [Q.rating]: null, [Q.short]: '' })
    expect(result.fieldErrors).toEqual({})
    expect(result.values).toEqual({ [Q.single]: 'north' })
  })

  test('an answer to a question the survey does not have', () => {
    expect(check({ 'not-a-question': 'x' }).fieldErrors).toEqual({
      'not-a-question': [english['answer.unknown']],
    })
  })
})

describe('show-if', () => {
  const isShown = (all: Question[], id: string, answers: Answers) => shownQuestionIds(all, answers).has(id)

  test('the follow-up shows when the earlier answer matches, and is then required', () => {
    expect(isShown(questions, Q.followUp, { [Q.yesNo]: false })).toBe(true)
    expect(check({ [Q.yesNo]: false }).fieldErrors).toEqual({ [Q.followUp]: [english['answer.required']] })
    expect(check({ [Q.yesNo]: false, [Q.followUp]: 'Too cold' }).fieldErrors).toEqual({})
  })

  test('hidden when it does not match or is unanswered; an answer to it is refused', () => {
    expect(isShown(questions, Q.followUp, { [Q.yesNo]: true })).toBe(false)
    expect(isShown(questions, Q.followUp, {})).toBe(false)
    expect(check({ [Q.yesNo]: true }).fieldErrors).toEqual({})
    expect(check({ [Q.yesNo]: true, [Q.followUp]: 'x' }).fieldErrors).toEqual({
      [Q.followUp]: [english['answer.hidden']],
    })
    expect(check({ [Q.followUp]: 'x' }).fieldErrors).toEqual({ [Q.followUp]: [english['answer.hidden']] })
  })

  test.each([
    ['equals on a choice', { operator: 'equals', value: 'north' }, 'north', true],
    ['equals on "other"', { operator: 'equals', value: 'other' }, { other: 'x' }, true],
    ['not equals', { operator: 'not_equals', value: 'north' }, 'south', true],
    ['not equals, unanswered', { operator: 'not_equals', value: 'north' }, undefined, false],
    ['includes on multiple', { operator: 'includes', value: 'pm' }, ['am', 'pm'], true],
    ['includes, absent', { operator: 'includes', value: 'eve' }, ['am'], false],
    ['answered', { operator: 'answered' }, 'x', true],
    ['equals a number', { operator: 'equals', value: 4 }, 4, true],
  ])('%s', (_, rule, value, shown) => {
    const source = { id: 's', type: 'single', prompt: 'S', help: null, required: false, page: 0 } as const
    const target = { ...source, id: 't', showIf: { questionId: 's', ...rule } as never }
    expect(isShown([source, target], 't', value === undefined ? {} : { s: value as never })).toBe(shown)
  })

  test('a chain: hidden when the question it depends on is itself hidden', () => {
    const a = { id: 'a', type: 'yes_no', prompt: 'A', help: null, required: false, page: 0 } as const
    const b = { ...a, id: 'b', showIf: { questionId: 'a', operator: 'equals' as const, value: true } }
    const c = { ...a, id: 'c', showIf: { questionId: 'b', operator: 'answered' as const } }
    expect(isShown([a, b, c], 'c', { a: false, b: true })).toBe(false)
    expect(isShown([a, b, c], 'c', { a: true, b: true })).toBe(true)
  })
})

describe('the builder’s rules', () => {
  test('show-if must point at an earlier question with a value it offers', () => {
    const input = SurveyInputSchema.parse(surveyInput())
    const moved = [...input.questions].reverse()
    expect(Object.keys(buildQuestions(moved).fieldErrors)).toContain('questions.0.showIf')
    const wrong = input.questions.map((q) =>
      q.id === Q.followUp
        ? { ...q, showIf: { questionId: Q.yesNo, operator: 'equals' as const, value: 'maybe' } }
        : q,
    )
    expect(Object.keys(buildQuestions(wrong).fieldErrors)).toEqual([
      `questions.${input.questions.length - 1}.showIf`,
    ])
  })

  test('choices, rows and scale where a type needs them; ids made when missing', () => {
    const input = SurveyInputSchema.parse({
      title: 'T',
      questions: [
        { type: 'single', prompt: 'One choice', options: [{ label: 'Only' }] },
        { type: 'matrix', prompt: 'No rows', scale: [{ label: 'a' }, { label: 'b' }] },
        { type: 'ranking', prompt: 'Fine', options: [{ label: 'x' }, { label: 'y' }] },
      ],
    })
    const built = buildQuestions(input.questions)
    expect(Object.keys(built.fieldErrors).sort()).toEqual(['questions.0.options', 'questions.1.rows'])
    expect(built.questions[2]!.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(built.questions[2]!.options!.map((o) => o.id)).toEqual([expect.any(String), expect.any(String)])
  })
})
