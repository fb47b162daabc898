import { translator } from '~/i18n/catalogues.server'
import { describe, expect, test } from 'vitest'
import {
  checkBallotForm,
  choiceField,
  choicesInWords,
  countText,
  intentOf,
  limitText,
  readBallotForm,
  votesField,
  VOTES_PROBLEM,
  writeInField,
} from './ballot-form'
import type { Contest } from './types'

const en = translator('en', 'vote')

const board: Contest = {
  id: 'race',
  position: 0,
  kind: 'candidates',
  title: 'Board of Trustees',
  description: '',
  seats: 2,
  writeIn: true,
  method: 'plurality',
  threshold: null,
  options: [
    { id: 'ana', label: 'Ana Reyes', kind: 'candidate', statement: '' },
    { id: 'dale', label: 'Dale Whitaker', kind: 'candidate', statement: '' },
    { id: 'carmen', label: 'Carmen Ortiz', kind: 'candidate', statement: '' },
  ],
}
const measure: Contest = {
  id: 'pool',
  position: 1,
  kind: 'measure',
  title: 'Resurface the pool',
  description: '',
  seats: 1,
  writeIn: false,
  method: 'plurality',
  threshold: { numerator: 1, denominator: 2, base: 'yes_no', comparison: 'more_than' },
  options: [
    { id: 'yes', label: 'Yes', kind: 'yes', statement: '' },
    { id: 'no', label: 'No', kind: 'no', statement: '' },
    { id: 'abstain', label: 'Abstain', kind: 'abstain', statement: '' },
  ],
}
const contests = [board, measure]

function form(fields: Array<[string, string]>) {
  const data = new FormData()
  for (const [name, value] of fields) data.append(name, value)
  return data
}

describe('readBallotForm', () => {
  test('groups the posted fields by contest and leaves blank contests out', () => {
    const posted = form([
      [choiceField('race'), 'ana'],
      [choiceField('race'), 'carmen'],
      [writeInField('race'), '  '],
      [choiceField('pool'), ''],
      ['intent', 'review'],
    ])
    expect(readBallotForm(posted)).toEqual({ choices: [{ contestId: 'race', optionIds: ['ana', 'carmen'] }] })
  })

  test('reads URLSearchParams (the server) the same as FormData (the browser)', () => {
    const fields: Array<[string, string]> = [
      [choiceField('pool'), 'no'],
      [writeInField('race'), ' Jo Park '],
    ]
    const expected = {
      choices: [
        { contestId: 'pool', optionIds: ['no'] },
        { contestId: 'race', optionIds: [], writeIn: 'Jo Park' },
      ],
    }
    expect(readBallotForm(new URLSearchParams(fields))).toEqual(expected)
    expect(readBallotForm(form(fields))).toEqual(expected)
  })
})

describe('checkBallotForm', () => {
  test('a ballot within every limit has no problems', () => {
    const { submission, problems } = checkBallotForm(
      form([
        [choiceField('race'), 'dale'],
        [writeInField('race'), 'Jo Park'],
        [choiceField('pool'), 'yes'],
      ]),
      contests,
    )
    expect(problems).toEqual({})
    expect(submission.choices).toHaveLength(2)
  })

  test('each contest gets its own message, in the words the server uses', () => {
    const { problems } = checkBallotForm(
      form([
        [choiceField('race'), 'ana'],
        [choiceField('race'), 'dale'],
        [choiceField('race'), 'carmen'],
        [choiceField('pool'), 'yes'],
        [choiceField('pool'), 'no'],
      ]),
      contests,
    )
    expect(problems).toEqual({
      race: 'Choose up to 2 in “Board of Trustees” (you chose 3).',
      pool: 'Choose one answer for “Resurface the pool”.',
    })
  })

  test('a write-in that repeats a listed candidate, or is too long, is refused at its contest', () => {
    expect(checkBallotForm(form([[writeInField('race'), 'ana reyes']]), contests).problems.race).toMatch(
      /already a candidate/,
    )
    expect(checkBallotForm(form([[writeInField('race'), 'x'.repeat(121)]]), contests).problems.race).toBe(
      'A write-in name is at most 120 characters.',
    )
  })

  test('a choice for a contest that is not on the ballot is a problem of the whole form', () => {
    const { problems } = checkBallotForm(form([[choiceField('other'), 'yes']]), contests)
    expect(problems).toEqual({ _form: 'One of the choices is for a contest that is not on this ballot.' })
  })

  test('an option of another contest is refused', () => {
    const { problems } = checkBallotForm(form([[choiceField('pool'), 'ana']]), contests)
    expect(problems.pool).toBe('One of the choices is not an option in “Resurface the pool”.')
  })
})

test('intentOf knows only the three steps', () => {
  expect(intentOf(form([['intent', 'cast']]))).toBe('cast')
  expect(intentOf(form([['intent', 'delete']]))).toBeNull()
  expect(intentOf(form([]))).toBeNull()
})

test('choicesInWords names the chosen options and the write-in', () => {
  const submission = { choices: [{ contestId: 'race', optionIds: ['carmen'], writeIn: 'Jo Park' }] }
  expect(choicesInWords(board, submission, en)).toEqual(['Carmen Ortiz', 'Jo Park (write-in)'])
  expect(choicesInWords(measure, submission, en)).toEqual([])
})

test('limitText says how many may be chosen', () => {
  expect(limitText(board, en)).toBe('Choose up to 2')
  expect(limitText({ kind: 'candidates', seats: 1, method: 'plurality' }, en)).toBe('Choose one')
  expect(limitText(measure, en)).toBe('Choose one')
})

describe('a cumulative race on the form', () => {
  const cumulative: Contest = { ...board, method: 'cumulative', seats: 3 }

  test('each candidate’s number of votes becomes that many repeats; the review says votes per candidate', () => {
    const posted = form([
      [votesField('race', 'ana'), '2'],
      [votesField('race', 'dale'), '1'],
      [votesField('race', 'carmen'), '0'],
      ['intent', 'review'],
    ])
    const { submission, problems } = checkBallotForm(posted, [cumulative, measure])
    expect(problems).toEqual({})
    expect(submission.choices).toEqual([{ contestId: 'race', optionIds: ['ana', 'ana', 'dale'] }])
    expect(choicesInWords(cumulative, submission, en)).toEqual([
      'Ana Reyes — 2 votes',
      'Dale Whitaker — 1 vote',
    ])
    // The review carries them as one field per vote, which reads back the same.
    const carried = form(submission.choices[0]!.optionIds.map((id) => [choiceField('race'), id]))
    expect(readBallotForm(carried)).toEqual(submission)
  })

  test('more votes than the unit has is the server’s sentence at the contest; a number not on the list too', () => {
    const over = form([
      [votesField('race', 'ana'), '3'],
      [votesField('race', 'dale'), '1'],
    ])
    expect(checkBallotForm(over, [cumulative]).problems).toEqual({
      race: 'You have 3 votes in “Board of Trustees” and gave 4 votes: take 1 back.',
    })
    const changed = form([[votesField('race', 'ana'), '-1']])
    expect(checkBallotForm(changed, [cumulative]).problems).toEqual({ race: VOTES_PROBLEM })
  })

  test('the running count: votes left, chosen of the seats, and past the limit at once', () => {
    expect(countText(cumulative, 2, en)).toEqual({ text: 'Votes left: 1 of 3', over: false })
    expect(countText(cumulative, 4, en)).toEqual({
      text: 'You have given 4 votes but have 3 votes: take 1 back.',
      over: true,
    })
    expect(countText(board, 2, en)).toEqual({ text: '2 of 2 chosen', over: false })
    expect(countText(board, 3, en)).toEqual({ text: '3 chosen, but only 2 may be: untick 1.', over: true })
    expect(countText({ ...board, method: 'approval' }, 3, en)).toEqual({ text: '3 chosen', over: false })
    expect(countText(measure, 1, en)).toBeNull()
    expect(limitText({ ...board, method: 'approval' }, en)).toBe('Choose any number')
  })
})
