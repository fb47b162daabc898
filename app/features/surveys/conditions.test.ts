import { expect, test } from 'vitest'
import { buildQuestions, remapQuestions } from './definition'
import { showIfNote, visibleQuestions } from './respond-steps'
import { QuestionInputSchema } from './schemas'
import type { Question, ShowIf } from './types'
import { validateAnswers } from './answers'
import { surveyWords } from './words.server'
import { survey as english } from '~/i18n/messages/survey.en'

const en = surveyWords()

// A question shown for all, or any, of several earlier answers.

const id = (n: number) => `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const ROLE = id(1)
const AMENITIES = id(2)
const POOL_HOURS = id(3)

const base = (n: number, type: Question['type'], prompt: string): Question => ({
  id: id(n),
  type,
  prompt,
  help: null,
  required: false,
  page: 0,
})
const role: Question = {
  ...base(1, 'single', 'Do you own or rent?'),
  options: [
    { id: 'owner', label: 'Owner' },
    { id: 'renter', label: 'Renter' },
  ],
}
const amenities: Question = {
  ...base(2, 'multiple', 'Which amenities do you use?'),
  options: [
    { id: 'pool', label: 'Pool' },
    { id: 'gym', label: 'Gym' },
  ],
}
const poolHours = (rule: ShowIf): Question => ({
  ...base(3, 'short_text', 'What pool hours suit you?'),
  showIf: rule,
})
const ownerAndPool = (match: 'all' | 'any'): ShowIf => ({
  questionId: ROLE,
  operator: 'equals',
  value: 'owner',
  match,
  more: [{ questionId: AMENITIES, operator: 'includes', value: 'pool' }],
})

const shown = (rule: ShowIf, answers: Record<string, unknown>) =>
  visibleQuestions([role, amenities, poolHours(rule)], answers as never).some((q) => q.id === POOL_HOURS)

test('all: every condition must hold; any: one is enough', () => {
  const ownerSwims = { [ROLE]: 'owner', [AMENITIES]: ['pool'] }
  const ownerLifts = { [ROLE]: 'owner', [AMENITIES]: ['gym'] }
  const renterSwims = { [ROLE]: 'renter', [AMENITIES]: ['pool', 'gym'] }
  expect([ownerSwims, ownerLifts, renterSwims].map((a) => shown(ownerAndPool('all'), a))).toEqual([
    true,
    false,
    false,
  ])
  expect([ownerSwims, ownerLifts, renterSwims, {}].map((a) => shown(ownerAndPool('any'), a))).toEqual([
    true,
    true,
    true,
    false,
  ])
})

test('the server refuses an answer to a question the conditions hide, and takes it when they show it', () => {
  const questions = [role, amenities, poolHours(ownerAndPool('all'))]
  const hidden = validateAnswers(en, questions, {
    [ROLE]: 'renter',
    [AMENITIES]: ['pool'],
    [POOL_HOURS]: '6-9',
  })
  expect(hidden.fieldErrors).toEqual({ [POOL_HOURS]: [english['answer.hidden']] })
  const taken = validateAnswers(en, questions, {
    [ROLE]: 'owner',
    [AMENITIES]: ['pool'],
    [POOL_HOURS]: '6-9',
  })
  expect(taken.fieldErrors).toEqual({})
})

test('without JavaScript the note says every condition, joined by “and” or “or”', () => {
  const questions = (match: 'all' | 'any') => [role, amenities, poolHours(ownerAndPool(match))]
  expect(showIfNote(en, questions('all')[2]!, questions('all'))).toBe(
    'Answer this only if you answered “Owner” to question 1 and you chose “Pool” in question 2.',
  )
  expect(showIfNote(en, questions('any')[2]!, questions('any'))).toBe(
    'Answer this only if you answered “Owner” to question 1 or you chose “Pool” in question 2.',
  )
})

test('each condition is checked when saved, its problems keyed under more.<i>; copies follow new ids', () => {
  const inputs = [role, amenities, poolHours(ownerAndPool('any'))].map((q) => QuestionInputSchema.parse(q))
  expect(buildQuestions(inputs).fieldErrors).toEqual({})
  const broken = structuredClone(inputs)
  broken[2]!.showIf!.more = [{ questionId: AMENITIES, operator: 'includes', value: 'sauna' }]
  expect(buildQuestions(broken).fieldErrors).toEqual({
    'questions.2.showIf.more.0': [
      'The answer that shows this question is not one the earlier question offers.',
    ],
  })
  const { questions, idMap } = remapQuestions(buildQuestions(inputs).questions)
  expect(questions[2]!.showIf).toMatchObject({
    questionId: idMap.get(ROLE),
    match: 'any',
    more: [{ questionId: idMap.get(AMENITIES), operator: 'includes', value: 'pool' }],
  })
})

test('a single condition is stored as before, with no match or more', () => {
  const single = {
    questionId: ROLE,
    operator: 'equals' as const,
    value: 'owner',
    match: 'any' as const,
    more: [],
  }
  const inputs = [role, amenities, poolHours(single)].map((q) => QuestionInputSchema.parse(q))
  expect(buildQuestions(inputs).questions[2]!.showIf).toEqual({
    questionId: ROLE,
    operator: 'equals',
    value: 'owner',
  })
})
