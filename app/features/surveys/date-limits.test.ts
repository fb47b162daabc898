import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { validateAnswers } from './answers'
import { dateHint, dateRange } from './date-limits'
import { buildQuestions } from './definition'
import { QuestionInputSchema } from './schemas'
import type { Question } from './types'
import { surveyWords } from './words.server'

const en = surveyWords()

// A date question's earliest and latest day: fixed days, or "today" in Utah as the respondent answers.

const moveIn = (limits: Pick<Question, 'earliest' | 'latest'>): Question => ({
  id: 'move-in',
  type: 'date',
  prompt: 'When did you move in?',
  help: null,
  required: true,
  page: 0,
  ...limits,
})

const problem = (question: Question, day: string) =>
  validateAnswers(en, [question], { [question.id]: day }).fieldErrors[question.id]?.[0]

// 2026-11-27 at 23:30 in Utah is already the 28th in UTC: "today" must be Utah's day.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-28T06:30:00Z') }))
afterEach(() => vi.useRealTimers())

describe('answering', () => {
  test('“no dates in the future” refuses tomorrow in Utah and takes today', () => {
    const question = moveIn({ latest: 'today' })
    expect(problem(question, '2030-06-01')).toBe('Please enter a date on or before today.')
    expect(problem(question, '2026-11-28')).toBe('Please enter a date on or before today.')
    expect(problem(question, '2026-11-27')).toBeUndefined()
    expect(problem(question, '1998-04-15')).toBeUndefined()
  })

  test('fixed days on both sides are inclusive and named in the message', () => {
    const question = moveIn({ earliest: '2020-01-01', latest: '2025-12-31' })
    expect(problem(question, '2019-12-31')).toBe('Please enter a date from Jan 1, 2020 to Dec 31, 2025.')
    expect(problem(question, '2026-01-01')).toBe('Please enter a date from Jan 1, 2020 to Dec 31, 2025.')
    expect(problem(question, '2020-01-01')).toBeUndefined()
    expect(problem(question, '2025-12-31')).toBeUndefined()
  })

  test('“no dates in the past” with a fixed latest day', () => {
    const question = moveIn({ earliest: 'today', latest: '2027-06-30' })
    expect(problem(question, '2026-11-26')).toBe('Please enter a date from today to Jun 30, 2027.')
    expect(problem(question, '2026-11-27')).toBeUndefined()
  })

  test('the field gets the same range and a hint saying it', () => {
    const question = moveIn({ earliest: '2020-01-01', latest: 'today' })
    expect(dateRange(question)).toEqual({ min: '2020-01-01', max: '2026-11-27' })
    expect(dateHint(question)).toBe('A date from Jan 1, 2020 to today.')
    expect(dateHint(moveIn({}))).toBeNull()
  })

  test('a malformed date is still refused for its form before its range', () => {
    expect(problem(moveIn({ latest: 'today' }), '2026-02-30')).toBe(
      'Please enter a date as year-month-day, for example 2025-06-30.',
    )
  })
})

describe('authoring', () => {
  const build = (limits: Record<string, unknown>, type = 'date') =>
    buildQuestions([QuestionInputSchema.parse({ type, prompt: 'When?', ...limits })])

  test('limits are kept on a date question and dropped from other types', () => {
    expect(build({ earliest: '2020-01-01', latest: 'today' }).questions[0]).toMatchObject({
      earliest: '2020-01-01',
      latest: 'today',
    })
    expect(build({ earliest: '2020-01-01' }, 'short_text').questions[0]).toMatchObject({
      earliest: null,
      latest: null,
    })
  })

  test('a range that accepts no date is refused at the latest day', () => {
    expect(build({ earliest: '2025-01-01', latest: '2024-12-31' }).fieldErrors).toEqual({
      'questions.0.latest': ['The latest date must not be before the earliest.'],
    })
    expect(build({ earliest: 'today', latest: '2026-11-26' }).fieldErrors).toEqual({
      'questions.0.latest': [
        'No date would be accepted: the latest date has passed and earlier dates are not allowed.',
      ],
    })
  })

  test('a limit that is not a day is a schema message', () => {
    const parsed = QuestionInputSchema.safeParse({ type: 'date', prompt: 'When?', latest: '2025-02-30' })
    expect(parsed.success).toBe(false)
    expect(parsed.error!.issues[0]!.message).toBe('Enter the latest date as year-month-day, or choose today.')
  })
})
