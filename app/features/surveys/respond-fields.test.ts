import { describe, expect, test } from 'vitest'
import {
  answerField,
  applyIntent,
  keepIntent,
  moveIntent,
  moveItem,
  OTHER,
  otherField,
  rankingOrder,
  readAnswersForm,
  readIntent,
  rowField,
} from './respond-fields'
import { answersKey, readSaved } from './respond-storage'
import { choiceHint, numberHint, privacySentence, textLimit, unavailableText } from './respond-text'
import type { Question } from './types'
import { surveyWords } from './words.server'

const en = surveyWords()

// The respondent's page without JavaScript posts plain fields; these read them back into the API's
// answer shapes, and apply a ranking's Move up / Move down.

const base = { help: null, required: false, page: 0, showIf: null }
const single: Question = {
  ...base,
  id: 's',
  type: 'single',
  prompt: 'Building?',
  options: [
    { id: 'north', label: 'North' },
    { id: 'south', label: 'South' },
  ],
  allowOther: true,
}
const multiple: Question = { ...single, id: 'm', type: 'multiple', min: 1, max: 2 }
const ranking: Question = {
  ...base,
  id: 'r',
  type: 'ranking',
  prompt: 'Rank',
  options: [
    { id: 'a', label: 'A' },
    { id: 'b', label: 'B' },
    { id: 'c', label: 'C' },
  ],
}
const matrix: Question = {
  ...base,
  id: 'x',
  type: 'matrix',
  prompt: 'Areas',
  rows: [
    { id: 'deck', label: 'Deck' },
    { id: 'showers', label: 'Showers' },
  ],
  scale: [
    { id: 'bad', label: 'Poor' },
    { id: 'good', label: 'Good' },
  ],
}
const plain = (id: string, type: Question['type']): Question => ({ ...base, id, type, prompt: id })
const questions = [
  single,
  multiple,
  ranking,
  matrix,
  plain('rating', 'rating'),
  plain('nps', 'nps'),
  plain('yes', 'yes_no'),
  plain('short', 'short_text'),
  plain('num', 'number'),
  plain('day', 'date'),
]

const form = (fields: Array<[string, string]>) => new URLSearchParams(fields)

describe('readAnswersForm', () => {
  test('every type comes back in the shape the API takes; blank fields are no answer', () => {
    const answers = readAnswersForm(
      form([
        [answerField('s'), 'south'],
        [otherField('s'), ''],
        [answerField('m'), 'north'],
        [answerField('m'), OTHER],
        [otherField('m'), '  Garage  '],
        [answerField('r'), 'c'],
        [answerField('r'), 'a'],
        [answerField('r'), 'b'],
        [rowField('x', 'deck'), 'good'],
        [answerField('rating'), '4'],
        [answerField('nps'), '0'],
        [answerField('yes'), 'no'],
        [answerField('short'), '   '],
        [answerField('num'), '2.5'],
        [answerField('day'), '2025-06-30'],
      ]),
      questions,
    )
    expect(answers).toEqual({
      s: 'south',
      m: ['north', { other: 'Garage' }],
      r: ['c', 'a', 'b'],
      x: { deck: 'good' },
      rating: 4,
      nps: 0,
      yes: false,
      num: 2.5,
      day: '2025-06-30',
    })
  })

  test('"Other" typed without ticking it still counts; ticked and empty is kept for the message', () => {
    expect(readAnswersForm(form([[otherField('s'), 'East wing']]), [single])).toEqual({
      s: { other: 'East wing' },
    })
    expect(readAnswersForm(form([[answerField('s'), OTHER]]), [single])).toEqual({ s: { other: '' } })
  })

  test('a number that is not one stays as typed, so the check can say so', () => {
    expect(readAnswersForm(form([[answerField('num'), 'twelve']]), questions)).toEqual({ num: 'twelve' })
  })
})

describe('ranking moves without JavaScript', () => {
  test('the intent names the question, the item and the direction', () => {
    expect(readIntent(form([['intent', moveIntent('r', 'b', -1)]]))).toEqual({
      kind: 'move',
      questionId: 'r',
      optionId: 'b',
      by: -1,
    })
    expect(readIntent(form([['intent', keepIntent('r')]]))).toEqual({ kind: 'keep', questionId: 'r' })
    expect(readIntent(form([['intent', 'send']]))).toEqual({ kind: 'send' })
    expect(readIntent(form([['intent', 'move.r.b.sideways']]))).toEqual({ kind: 'send' })
  })

  test('a move starts from the survey order the first time, then from the answer', () => {
    const first = applyIntent({ kind: 'move', questionId: 'r', optionId: 'c', by: -1 }, {}, questions)
    expect(first).toEqual({ r: ['a', 'c', 'b'] })
    const second = applyIntent({ kind: 'move', questionId: 'r', optionId: 'c', by: -1 }, first, questions)
    expect(second).toEqual({ r: ['c', 'a', 'b'] })
    expect(applyIntent({ kind: 'keep', questionId: 'r' }, {}, questions)).toEqual({ r: ['a', 'b', 'c'] })
  })

  test('moving past either end changes nothing; an unknown item changes nothing', () => {
    expect(moveItem(['a', 'b'], 'a', -1)).toEqual(['a', 'b'])
    expect(moveItem(['a', 'b'], 'b', 1)).toEqual(['a', 'b'])
    expect(moveItem(['a', 'b'], 'z', 1)).toEqual(['a', 'b'])
  })

  test('a saved order keeps what still exists and adds new options at the end', () => {
    expect(rankingOrder(ranking, ['c', 'gone', 'a'])).toEqual(['c', 'a', 'b'])
  })
})

describe('sentences and hints', () => {
  test('multiple choice says how many', () => {
    expect(choiceHint(en, { min: null, max: null })).toBe('Choose any that apply.')
    expect(choiceHint(en, { min: 1, max: 2 })).toBe('Choose 1 or 2.')
    expect(choiceHint(en, { min: 1, max: 3 })).toBe('Choose 1 to 3.')
    expect(choiceHint(en, { min: 2, max: 2 })).toBe('Choose 2.')
    expect(choiceHint(en, { min: null, max: 3 })).toBe('Choose up to 3.')
    expect(choiceHint(en, { min: 2, max: null })).toBe('Choose at least 2.')
  })

  test('numbers and text say their limits', () => {
    expect(numberHint(en, { min: 0, max: 14 })).toBe('A number from 0 to 14.')
    expect(numberHint(en, { min: null, max: null })).toBeNull()
    expect(textLimit({ type: 'short_text', max: 20 })).toBe(20)
    expect(textLimit({ type: 'long_text', max: null })).toBeGreaterThan(
      textLimit({ type: 'short_text', max: null }),
    )
  })

  test('each reason a survey cannot be answered has its own sentence, with the date where it applies', () => {
    const times = {
      opens: 'Monday, June 1, 2026 at 8:00 AM MDT',
      closes: 'Friday, May 1, 2026 at 5:00 PM MDT',
    }
    expect(unavailableText(en, 'not_open', times, false).sentence).toContain(times.opens)
    expect(unavailableText(en, 'closed', times, false).sentence).toContain(times.closes)
    expect(unavailableText(en, 'used', times, true).sentence).toMatch(/invitation link/)
    expect(unavailableText(en, 'used', times, false).sentence).toMatch(/browser/)
    expect(unavailableText(en, 'invitation_required', times, false).sentence).toMatch(/invitation only/)
    const all = (['not_open', 'closed', 'full', 'used', 'invitation_required'] as const).map(
      (reason) => unavailableText(en, reason, times, false).sentence,
    )
    expect(new Set(all).size).toBe(all.length)
  })

  test('the privacy sentence says what is kept', () => {
    expect(privacySentence(en, true, false)).toMatch(
      /not linked to you or your invitation; only the day is kept/,
    )
    expect(privacySentence(en, false, true)).toMatch(/your name is recorded with your answers/)
  })
})

describe('saved answers', () => {
  test('the key is per survey and per link, and never holds the link itself', () => {
    const token = 'A'.repeat(43)
    const key = answersKey('survey-1', token)
    expect(key).not.toContain(token)
    expect(key).not.toBe(answersKey('survey-1', 'B'.repeat(43)))
    expect(key).not.toBe(answersKey('survey-1', null))
  })

  test('anything unreadable is ignored', () => {
    const storage = (value: string | null) => ({
      getItem: () => value,
      setItem: () => {},
      removeItem: () => {},
    })
    expect(readSaved(storage('{not json'), 'k')).toBeNull()
    expect(readSaved(storage('[1,2]'), 'k')).toBeNull()
    expect(readSaved(storage(null), 'k')).toBeNull()
    expect(readSaved(null, 'k')).toBeNull()
    expect(readSaved(storage('{"answers":{"q":1},"step":-3}'), 'k')).toEqual({ answers: { q: 1 }, step: 0 })
  })
})
