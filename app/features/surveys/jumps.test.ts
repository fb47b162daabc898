import { describe, expect, test } from 'vitest'
import { buildQuestions, remapQuestions } from './definition'
import { jumpNotes, jumpRuleText } from './jump-notes'
import { showIfNote, stepsOf, visibleQuestions } from './respond-steps'
import { QuestionInputSchema } from './schemas'
import type { Answers, Question } from './types'
import { validateAnswers } from './answers'
import { surveyWords } from './words.server'
import { survey as english } from '~/i18n/messages/survey.en'

const en = surveyWords()

// "Skip to page" and "end the survey" on an answer: which pages a respondent reaches, what the server
// then demands and refuses, what the builder may save and the words shown without JavaScript.

const q = (id: string, page: number, more: Partial<Question> = {}): Question => ({
  id,
  type: 'short_text',
  prompt: `Question ${id}`,
  help: null,
  required: false,
  page,
  ...more,
})

// Page 1 asks owner or renter; renters skip the owners' page 2; page 3 asks whether to go on; "No" ends.
const role = q('role', 0, {
  type: 'single',
  required: true,
  options: [
    { id: 'owner', label: 'Owner' },
    { id: 'renter', label: 'Renter' },
  ],
  allowOther: true,
  jumps: [
    { value: 'renter', to: 2 },
    { value: 'other', to: 2 },
  ],
})
const assessment = q('assessment', 1, { required: true })
const reserve = q('reserve', 1)
const more = q('more', 2, { type: 'yes_no', required: true, jumps: [{ value: false, to: 'end' }] })
const amenities = q('amenities', 2)
const pool = q('pool', 3, { required: true })
const survey = [role, assessment, reserve, more, amenities, pool]

const ids = (answers: Answers) => visibleQuestions(survey, answers).map((x) => x.id)
const pages = (answers: Answers) => stepsOf(survey, answers).map((step) => step.page)

describe('reaching pages', () => {
  test('an answer with a jump skips the pages between; others go on to the next page', () => {
    expect(pages({ role: 'owner' })).toEqual([0, 1, 2, 3])
    expect(pages({ role: 'renter' })).toEqual([0, 2, 3])
    expect(pages({ role: { other: 'Family of the owner' } })).toEqual([0, 2, 3])
  })

  test('an answer that ends the survey hides every later page, not the rest of its own page', () => {
    expect(ids({ role: 'owner', more: false })).toEqual([
      'role',
      'assessment',
      'reserve',
      'more',
      'amenities',
    ])
    expect(ids({ role: 'renter', more: true })).toEqual(['role', 'more', 'amenities', 'pool'])
  })

  test('jumps chain: a page reached by a jump decides by its own answers, a skipped page’s answers do not count', () => {
    const chain = [
      q('a', 0, { type: 'yes_no', jumps: [{ value: true, to: 2 }] }),
      q('b', 1, {
        type: 'yes_no',
        jumps: [{ value: true, to: 'end' }],
      }),
      q('c', 2, { type: 'yes_no', jumps: [{ value: true, to: 4 }] }),
      q('d', 3),
      q('e', 4),
    ]
    const reached = (answers: Answers) => stepsOf(chain, answers).map((step) => step.page)
    expect(reached({ a: true, b: true, c: true })).toEqual([0, 2, 4])
    expect(reached({ a: false, b: true })).toEqual([0, 1])
    expect(reached({ a: false, b: false, c: false })).toEqual([0, 1, 2, 3, 4])
  })

  test('the first matching jump on a page wins, among its shown questions only', () => {
    const first = q('first', 0, { type: 'yes_no', jumps: [{ value: true, to: 3 }] })
    const second = q('second', 0, { type: 'yes_no', jumps: [{ value: true, to: 'end' }] })
    const list = [first, second, q('p1', 1), q('p2', 2), q('p3', 3)]
    expect(stepsOf(list, { first: true, second: true }).map((s) => s.page)).toEqual([0, 3])
    expect(stepsOf(list, { first: false, second: true }).map((s) => s.page)).toEqual([0])
    const hidden = { ...first, showIf: { questionId: 'second', operator: 'answered' as const } }
    const moved = [second, hidden, q('p1', 1), q('p3', 3)]
    expect(stepsOf(moved, { first: true }).map((s) => s.page)).toEqual([0, 1, 3])
  })

  test('a show-if rule on a question of a skipped page never holds', () => {
    const followUp = q('followUp', 2, { showIf: { questionId: 'assessment', operator: 'answered' } })
    const list = [role, assessment, followUp, q('last', 3)]
    expect(visibleQuestions(list, { role: 'owner', assessment: 'Too high' }).map((x) => x.id)).toContain(
      'followUp',
    )
    expect(visibleQuestions(list, { role: 'renter', assessment: 'Too high' }).map((x) => x.id)).toEqual([
      'role',
      'last',
    ])
  })
})

describe('what the server demands and refuses', () => {
  test('a required question on a skipped page or after the end is not demanded', () => {
    expect(validateAnswers(en, survey, { role: 'renter', more: false }).fieldErrors).toEqual({})
    expect(validateAnswers(en, survey, { role: 'owner', more: false }).fieldErrors).toEqual({
      assessment: [english['answer.required']],
    })
    expect(validateAnswers(en, survey, { role: 'renter', more: true }).fieldErrors).toEqual({
      pool: [english['answer.required']],
    })
  })

  test('an answer on a skipped page or after the end is refused like a hidden question', () => {
    const { fieldErrors, values } = validateAnswers(en, survey, {
      role: 'renter',
      assessment: 'Too high',
      more: false,
      pool: 'Later hours',
    })
    expect(fieldErrors).toEqual({ assessment: [english['answer.hidden']], pool: [english['answer.hidden']] })
    expect(values).toEqual({ role: 'renter', more: false })
  })
})

describe('saving', () => {
  const build = (inputs: Array<Record<string, unknown>>) =>
    buildQuestions(inputs.map((input) => QuestionInputSchema.parse({ prompt: 'Which?', ...input })))
  const choice = (more: Record<string, unknown>) => ({
    type: 'single',
    options: [
      { id: 'owner', label: 'Owner' },
      { id: 'renter', label: 'Renter' },
    ],
    ...more,
  })

  test('jumps to a later page or the end are kept; a survey copy keeps them', () => {
    const { questions, fieldErrors } = build([
      choice({ jumps: [{ value: 'renter', to: 2 }] }),
      { type: 'yes_no', page: 1, jumps: [{ value: false, to: 'end' }] },
      { type: 'short_text', page: 2 },
    ])
    expect(fieldErrors).toEqual({})
    expect(questions.map((x) => x.jumps)).toEqual([
      [{ value: 'renter', to: 2 }],
      [{ value: false, to: 'end' }],
      null,
    ])
    expect(remapQuestions(questions).questions[0]!.jumps).toEqual([{ value: 'renter', to: 2 }])
  })

  test('a target that is not a later page with questions, or an answer not offered, is refused at the field', () => {
    const { fieldErrors } = build([
      { type: 'short_text' },
      choice({
        page: 1,
        jumps: [
          { value: 'renter', to: 1 },
          { value: 'owner', to: 5 },
          { value: 'other', to: 'end' },
          { value: 'renter', to: 'end' },
        ],
      }),
      { type: 'yes_no', page: 1, jumps: [{ value: 'renter', to: 'end' }] },
      { type: 'number', page: 2, jumps: [{ value: true, to: 'end' }] },
    ])
    const later = 'Choose a page after this one that has questions, or the end of the survey.'
    expect(fieldErrors).toEqual({
      'questions.1.jumps.0': [later],
      'questions.1.jumps.1': [later],
      'questions.1.jumps.2': ['This answer is not one the question offers.'],
      'questions.1.jumps.3': ['Each answer can lead to one place only.'],
      'questions.2.jumps.0': ['This answer is not one the question offers.'],
      'questions.3.jumps': ['Only a single-choice or yes/no question can lead to another page.'],
    })
  })

  test('the input schema refuses a target that is neither a page nor the end', () => {
    const parsed = QuestionInputSchema.safeParse({
      type: 'yes_no',
      prompt: 'Go on?',
      jumps: [{ value: true, to: 'next' }],
    })
    expect(parsed.success).toBe(false)
  })
})

describe('in words', () => {
  test('without JavaScript, the first skipped question and the question that may end say when', () => {
    const notes = jumpNotes(en, survey)
    expect(notes.get('assessment')).toEqual([
      'Skip questions 2 to 3 if you answered “Renter” or “Other” to question 1.',
    ])
    expect(notes.get('more')).toEqual([
      'If you answer “No”, you can stop after question 5 and send your answers.',
    ])
    expect(jumpNotes(en, [more, pool]).get('more')).toEqual([
      'If you answer “No”, you can stop here and send your answers.',
    ])
    expect(showIfNote(en, assessment, survey)).toBeUndefined()
  })

  test('staff read each question’s jumps', () => {
    expect(jumpRuleText(role)).toBe('After this page: “Renter” or “Other” skips to page 3.')
    expect(jumpRuleText(more)).toBe('After this page: “No” ends the survey.')
    expect(jumpRuleText(pool)).toBeNull()
  })
})
