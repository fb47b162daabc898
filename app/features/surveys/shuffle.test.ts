import { describe, expect, test } from 'vitest'
import { showIfNote } from './respond-steps'
import { respondentOrder, seededOrder, usesShuffle } from './shuffle'
import { orderSeed } from './shuffle.server'
import type { Question, SurveyDefinition } from './types'
import { surveyWords } from './words.server'

const en = surveyWords()

// Each respondent's own order: the same for the same visit, different between visits, and never so that a
// follow-up comes before the question it depends on.

const letters = 'abcdefgh'.split('')
const choices = letters.map((id) => ({ id, label: id.toUpperCase() }))
const q = (n: number, page: number, extra: Partial<Question> = {}): Question => ({
  id: `q${n}`,
  type: 'short_text',
  prompt: `Question ${n}`,
  help: null,
  required: false,
  page,
  ...extra,
})

const survey = (questions: Question[], shuffleQuestions = false): SurveyDefinition => ({
  id: 's1',
  slug: null,
  title: 'Order',
  description: '',
  anonymous: true,
  status: 'published',
  audience: 'open',
  opensAt: null,
  closesAt: null,
  thankYou: '',
  shuffleQuestions,
  questions,
})

const seeds = Array.from({ length: 8 }, (_, i) => orderSeed('key-long-enough', 's1', `browser-${i}`))
const ids = (list: Array<{ id: string }>) => list.map((item) => item.id).join('')

describe('the order of choices', () => {
  const single = q(1, 0, { type: 'single', options: choices, allowOther: true, shuffle: true })

  test('the same visit sees the same order every time; other visits see others', () => {
    const orders = seeds.map((seed) => ids(respondentOrder(survey([single]), seed).questions[0]!.options!))
    expect(ids(respondentOrder(survey([single]), seeds[0]!).questions[0]!.options!)).toBe(orders[0])
    expect(new Set(orders).size).toBeGreaterThan(4)
    for (const order of orders) expect([...order].sort().join('')).toBe(letters.join(''))
  })

  test('"Other" stays the last choice, after the shuffled ones; a question without shuffle keeps its order', () => {
    const shown = respondentOrder(
      survey([single, q(2, 0, { type: 'multiple', options: choices })]),
      seeds[1]!,
    )
    expect(shown.questions[0]!.allowOther).toBe(true)
    expect(shown.questions[0]!.options!.map((o) => o.id)).not.toContain('other')
    expect(ids(shown.questions[1]!.options!)).toBe(letters.join(''))
  })

  test('the seed depends on the survey and the visit, and is not the visit itself', () => {
    expect(orderSeed('key-long-enough', 's1', 'token')).toBe(orderSeed('key-long-enough', 's1', 'token'))
    expect(orderSeed('key-long-enough', 's2', 'token')).not.toBe(orderSeed('key-long-enough', 's1', 'token'))
    expect(orderSeed('another-key-long-enough', 's1', 'token')).not.toBe(
      orderSeed('key-long-enough', 's1', 'token'),
    )
    expect(seededOrder([1, 2, 3], 'x', 'a')).toEqual(seededOrder([1, 2, 3], 'x', 'a'))
  })
})

describe('the order of questions on a page', () => {
  const rule = (source: string) => ({ questionId: source, operator: 'answered' as const })
  const questions = [
    q(1, 0),
    q(2, 0),
    q(3, 0),
    q(4, 0, { showIf: rule('q2') }),
    q(5, 0),
    q(6, 0),
    q(7, 1),
    q(8, 1),
    q(9, 1),
  ]

  test('each page is shuffled on its own; a follow-up and its question keep their places', () => {
    const orders = seeds.map((seed) => respondentOrder(survey(questions, true), seed).questions)
    for (const shown of orders) {
      expect(shown.map((x) => x.page)).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1])
      expect(shown[1]!.id).toBe('q2')
      expect(shown[3]!.id).toBe('q4')
      // The note names the number shown, which is the question it depends on.
      expect(showIfNote(en, shown[3]!, shown)).toBe('Answer this only if you answered question 2.')
    }
    expect(new Set(orders.map(ids)).size).toBeGreaterThan(4)
  })

  test('a question with skip rules, and a piped answer with its question, keep their places', () => {
    const uuid = (n: number) => `44444444-0000-4000-8000-${String(n).padStart(12, '0')}`
    const page = [1, 2, 3, 4, 5, 6].map((n) => ({ ...q(n, 0), id: uuid(n) }))
    page[1] = { ...page[1]!, type: 'yes_no', jumps: [{ value: false, to: 'end' }] }
    page[4] = { ...page[4]!, prompt: `You said {{answer:${uuid(3)}}}. Why?` }
    const orders = seeds.map((seed) => respondentOrder(survey(page, true), seed).questions)
    for (const shown of orders) expect([1, 2, 4].map((i) => shown[i]!.id)).toEqual([2, 3, 5].map(uuid))
    expect(new Set(orders.map(ids)).size).toBeGreaterThan(1)
  })

  test('a survey without shuffling needs no seed and keeps the author’s order', () => {
    expect(usesShuffle(survey(questions))).toBe(false)
    expect(usesShuffle(survey(questions, true))).toBe(true)
    expect(ids(respondentOrder(survey(questions), seeds[0]!).questions)).toBe(ids(questions))
  })
})
