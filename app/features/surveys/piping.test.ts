import { expect, test } from 'vitest'
import { buildQuestions, remapQuestions } from './definition'
import {
  answerWords,
  fromAuthorText,
  pipedIds,
  pipedQuestion,
  readableQuestions,
  strayTokens,
  toAuthorText,
  type PipingContext,
} from './piping'
import { QuestionInputSchema } from './schemas'
import type { Answers, Question } from './types'
import { surveyWords } from './words.server'

const en = surveyWords()

// An earlier answer inside a later question's wording: stored by id, typed by number, read as words.

const id = (n: number) => `d0000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const token = (n: number) => `{{answer:${id(n)}}}`

const question = (n: number, type: Question['type'], prompt: string, more: Partial<Question> = {}) =>
  ({ id: id(n), type, prompt, help: null, required: false, page: 0, ...more }) as Question

const amenity = question(1, 'single', 'Which amenity needs work?', {
  options: [
    { id: 'pool', label: 'The pool' },
    { id: 'gym', label: 'The gym' },
  ],
  allowOther: true,
})
const rating = question(2, 'rating', 'How do you rate the management?')
const urgent = question(3, 'short_text', `You said ${token(1)} needs work. How urgent is it?`, {
  help: `You rated the management ${token(2)} out of 5.`,
})
const survey = [amenity, rating, urgent]
const order = survey.map((q) => q.id)

const context = (answers: Answers, shown = (_: string) => true): PipingContext => ({
  t: en,
  questions: survey,
  answers,
  numberOf: (qid) => (shown(qid) ? order.indexOf(qid) + 1 : undefined),
  isShown: shown,
})

test('authors read and type tokens by number; the stored form keeps the question id', () => {
  const authored = toAuthorText(urgent.prompt, order)
  expect(authored).toBe('You said {{Q1}} needs work. How urgent is it?')
  expect(fromAuthorText(authored, order)).toBe(urgent.prompt)
  // Moving the amenity question to third place: its token now reads {{Q3}}, and still names it.
  expect(toAuthorText(urgent.prompt, [rating.id, urgent.id, amenity.id])).toContain('{{Q3}}')
  // A number with no question stays as typed, and is what the save check refuses.
  expect(fromAuthorText('About {{Q9}}?', order)).toBe('About {{Q9}}?')
  expect(strayTokens(fromAuthorText('About {{Q9}} and {{Q1}}', order))).toEqual(['{{Q9}}'])
  expect(pipedIds(`${token(1)} ${token(2)} ${token(1)}`)).toEqual([id(1), id(2)])
})

test('a respondent reads the answer in words, or a placeholder when there is none to show', () => {
  const piped = pipedQuestion(urgent, context({ [id(1)]: 'pool', [id(2)]: 4 }))
  expect(piped.prompt).toBe('You said The pool needs work. How urgent is it?')
  expect(piped.help).toBe('You rated the management 4 out of 5.')
  expect(pipedQuestion(urgent, context({ [id(1)]: { other: 'The tennis court' } })).prompt).toContain(
    'said The tennis court needs',
  )
  expect(pipedQuestion(urgent, context({})).prompt).toBe(
    'You said (your answer to question 1) needs work. How urgent is it?',
  )
  // An answer to a question now hidden is not used, and the hidden question has no number to give.
  const hidden = context({ [id(1)]: 'pool' }, (qid) => qid !== id(1))
  expect(pipedQuestion(urgent, hidden).prompt).toBe(
    'You said (your earlier answer) needs work. How urgent is it?',
  )
  expect(pipedQuestion(amenity, context({}))).toBe(amenity)
})

test('each kind of answer reads as words', () => {
  const several = question(4, 'multiple', 'Which?', { options: amenity.options, allowOther: true })
  expect(answerWords(several, ['pool', 'gym', { other: 'Sauna' }])).toBe('The pool, The gym and Sauna')
  expect(answerWords(several, ['gym'])).toBe('The gym')
  expect(answerWords(question(5, 'yes_no', 'Own?'), false)).toBe('No')
  expect(answerWords(question(6, 'date', 'When?'), '2026-03-07')).toBe('Mar 7, 2026')
  expect(answerWords(question(7, 'number', 'How many?'), 12.5)).toBe('12.5')
})

test('markup in an answer stays text: it is never read as HTML', () => {
  const piped = pipedQuestion(urgent, context({ [id(1)]: { other: '<img src=x onerror=alert(1)>' } }))
  expect(piped.prompt).toBe('You said <img src=x onerror=alert(1)> needs work. How urgent is it?')
})

test('staff read tokens as the question they name', () => {
  const [, , readable] = readableQuestions(survey)
  expect(readable!.prompt).toBe('You said [answer to question 1] needs work. How urgent is it?')
  expect(readable!.help).toBe('You rated the management [answer to question 2] out of 5.')
  expect(readableQuestions([amenity, rating])).toEqual([amenity, rating])
})

const inputs = (questions: Question[]) => questions.map((q) => QuestionInputSchema.parse(q))

test('a survey saves only tokens naming an earlier question whose answer reads as words', () => {
  expect(buildQuestions(inputs(survey)).fieldErrors).toEqual({})
  // The amenity question moved below the one that uses it.
  expect(buildQuestions(inputs([rating, urgent, amenity])).fieldErrors).toEqual({
    'questions.1.prompt': ['Question 2 uses the answer to question 3, which comes after it.'],
  })
  // The rating question deleted.
  expect(buildQuestions(inputs([amenity, urgent])).fieldErrors).toEqual({
    'questions.1.help': ['Question 2 uses the answer to a question that is no longer in this survey.'],
  })
  const essay = question(2, 'long_text', 'Tell us more.')
  expect(buildQuestions(inputs([amenity, essay, urgent])).fieldErrors).toEqual({
    'questions.2.help': [
      'Question 3 uses the answer to question 2, a long-text question, whose answer cannot be shown in a sentence.',
    ],
  })
  const typo = { ...urgent, prompt: 'You said {{Q7}}. Why {{answer:nobody}}?', help: null }
  expect(buildQuestions(inputs([amenity, rating, typo])).fieldErrors['questions.2.prompt']).toEqual([
    expect.stringMatching(/^Question 3 has “\{\{Q7\}\}”, which names no question of this survey\./),
    expect.stringMatching(/^Question 3 has “\{\{answer:nobody\}\}”/),
  ])
  const own = { ...urgent, prompt: `Really ${token(3)}?` }
  expect(buildQuestions(inputs([amenity, rating, own])).fieldErrors['questions.2.prompt']).toEqual([
    'Question 3 cannot use its own answer.',
  ])
})

test('a copied survey’s tokens name the copies of their questions', () => {
  const { questions, idMap } = remapQuestions(survey)
  expect(questions[2]!.prompt).toBe(`You said {{answer:${idMap.get(id(1))}}} needs work. How urgent is it?`)
  expect(questions[2]!.help).toBe(`You rated the management {{answer:${idMap.get(id(2))}}} out of 5.`)
  expect(buildQuestions(inputs(questions)).fieldErrors).toEqual({})
})
