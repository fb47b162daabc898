import { describe, expect, test } from 'vitest'
import { validateAnswers } from './answers'
import {
  checkQuestions,
  firstMessages,
  groupByPage,
  knownAnswers,
  showIfNote,
  stepOfFirstError,
  stepsOf,
  visibleAnswers,
  visibleQuestions,
} from './respond-steps'
import { SURVEY_2025, SURVEY_2025_IDS as Q } from './seed-2025'
import type { Answers, Question } from './types'
import { surveyWords } from './words.server'

const en = surveyWords()

// The respondent's page one group at a time: show-if evaluated live on the answers so far, a group with
// nothing to show skipped, and the messages of one group, by the same rules the server applies.

const base = { help: null, required: false, showIf: null }
const q = (id: string, page: number, extra: Partial<Question> = {}): Question => ({
  ...base,
  id,
  type: 'short_text',
  prompt: `Question ${id}`,
  page,
  ...extra,
})
const pets = q('pets', 0, {
  type: 'single',
  required: true,
  options: [
    { id: 'dog', label: 'A dog' },
    { id: 'none', label: 'No pets' },
  ],
})
const breed = q('breed', 1, {
  required: true,
  showIf: { questionId: 'pets', operator: 'equals', value: 'dog' },
})
// Depends on a question that is itself hidden unless there is a dog.
const walks = q('walks', 1, {
  type: 'number',
  min: 0,
  max: 10,
  showIf: { questionId: 'breed', operator: 'answered' },
})
const notes = q('notes', 2)
const survey = [pets, breed, walks, notes]

describe('show-if and steps', () => {
  test('a question shows only when the earlier answer says so, and a chain follows its source', () => {
    expect(visibleQuestions(survey, {}).map((x) => x.id)).toEqual(['pets', 'notes'])
    expect(visibleQuestions(survey, { pets: 'dog' }).map((x) => x.id)).toEqual(['pets', 'breed', 'notes'])
    expect(visibleQuestions(survey, { pets: 'dog', breed: 'Collie' }).map((x) => x.id)).toEqual([
      'pets',
      'breed',
      'walks',
      'notes',
    ])
    // Changing the first answer hides the chain, even though "breed" still has an answer in memory.
    expect(visibleQuestions(survey, { pets: 'none', breed: 'Collie' }).map((x) => x.id)).toEqual([
      'pets',
      'notes',
    ])
  })

  test('a hidden question’s answer is dropped before sending, and the server then accepts the rest', () => {
    const answers: Answers = { pets: 'none', breed: 'Collie', walks: 3, notes: 'Quiet street' }
    const sent = visibleAnswers(survey, answers)
    expect(sent).toEqual({ pets: 'none', notes: 'Quiet street' })
    expect(validateAnswers(en, survey, sent).fieldErrors).toEqual({})
    // Sent as it was, the server refuses the hidden answers.
    expect(Object.keys(validateAnswers(en, survey, answers).fieldErrors).sort()).toEqual(['breed', 'walks'])
  })

  test('a group whose questions are all hidden is no step; the count follows the answers', () => {
    expect(stepsOf(survey, {}).map((step) => step.page)).toEqual([0, 2])
    expect(stepsOf(survey, { pets: 'dog' }).map((step) => step.page)).toEqual([0, 1, 2])
    expect(groupByPage(survey).map((step) => step.questions.length)).toEqual([1, 2, 1])
  })
})

describe('checks before moving on', () => {
  test('one group’s messages only: a later required answer does not stop the respondent', () => {
    const answers: Answers = { pets: 'dog' }
    const [first, second] = stepsOf(survey, answers)
    expect(checkQuestions(en, survey, answers, first!.questions)).toEqual({})
    expect(checkQuestions(en, survey, answers, second!.questions)).toEqual({
      breed: 'Please answer this question.',
    })
    expect(checkQuestions(en, survey, { pets: 'dog', breed: 'Collie', walks: 11 })).toEqual({
      walks: 'Please enter 10 or less.',
    })
  })

  test('a ranking left as shown says how to answer it', () => {
    const rank = q('rank', 0, {
      type: 'ranking',
      required: true,
      options: [
        { id: 'a', label: 'A' },
        { id: 'b', label: 'B' },
      ],
    })
    expect(checkQuestions(en, [rank], {})).toEqual({
      rank: 'Please put these in order, or choose “This order is right as shown”.',
    })
  })

  test('the server’s fieldErrors lead to the step holding the first', () => {
    const answers: Answers = { pets: 'dog' }
    const errors = firstMessages({ breed: ['Please answer this question.', 'second'], unknown: [] })
    expect(errors).toEqual({ breed: 'Please answer this question.' })
    expect(stepOfFirstError(stepsOf(survey, answers), errors)).toBe(1)
    expect(stepOfFirstError(stepsOf(survey, answers), {})).toBe(-1)
  })

  test('saved answers to questions no longer in the survey are left out', () => {
    expect(knownAnswers(survey, { pets: 'dog', gone: 'x' })).toEqual({ pets: 'dog' })
  })
})

describe('without JavaScript', () => {
  test('a dependent question says when it applies', () => {
    expect(showIfNote(en, breed, survey)).toBe('Answer this only if you answered “A dog” to question 1.')
    expect(showIfNote(en, walks, survey)).toBe('Answer this only if you answered question 2.')
    expect(showIfNote(en, pets, survey)).toBeUndefined()
  })

  test('on the 2025 survey, the contact details apply only after a yes', () => {
    const name = SURVEY_2025.questions.find((x) => x.id === Q.name)!
    expect(showIfNote(en, name, SURVEY_2025.questions)).toMatch(
      /^Answer this only if you answered “Yes” to question \d+\.$/,
    )
    const steps = stepsOf(SURVEY_2025.questions, { [Q.contact]: false })
    expect(steps).toHaveLength(4)
    expect(steps[3]!.questions.map((x) => x.id)).toEqual([Q.contact])
    expect(stepsOf(SURVEY_2025.questions, { [Q.contact]: true })[3]!.questions).toHaveLength(4)
  })
})
