import { describe, expect, test } from 'vitest'
import { checkChoices } from './ballot-rules'
import { sumBallots, type CountedBallot } from './ballot-sums'
import { showResults } from './results-precision'
import { computeResults, measureTied } from './tally'
import type { Contest, VotingMethod } from './types'

// Plurality, cumulative and approval races, from what a ballot may say to who is elected and the shares shown.

const race = (method: VotingMethod, seats = 3, writeIn = true): Contest => ({
  id: 'race',
  position: 0,
  kind: 'candidates',
  title: 'Board',
  description: '',
  seats,
  method,
  writeIn,
  threshold: null,
  options: ['Ana Reyes', 'Dale Whitaker', 'Carmen Ortiz', 'Ben Cho'].map((label, i) => ({
    id: `o${i}`,
    label,
    kind: 'candidate',
    statement: '',
  })),
})

const check = (contest: Contest, optionIds: string[], writeIn?: string) =>
  checkChoices([contest], { choices: [{ contestId: contest.id, optionIds, writeIn }] })

describe('what a ballot may say', () => {
  test('cumulative: 3 votes to one, 2+1 or 1+1+1, each repeat one vote, kept as cast', () => {
    const c = race('cumulative')
    expect(check(c, ['o0', 'o0', 'o0']).map((x) => x.optionId)).toEqual(['o0', 'o0', 'o0'])
    expect(check(c, ['o0', 'o1', 'o0']).map((x) => x.optionId)).toEqual(['o0', 'o1', 'o0'])
    expect(check(c, ['o0', 'o1', 'o2'])).toHaveLength(3)
    expect(check(c, ['o1', 'o1'], 'Pat Quinn')).toHaveLength(3)
  })

  test('cumulative: more votes than seats, a write-in counting as one, is refused with the numbers', () => {
    expect(() => check(race('cumulative'), ['o0', 'o0', 'o0', 'o1'])).toThrow(
      'You have 3 votes in “Board” and gave 4 votes: take 1 back.',
    )
    expect(() => check(race('cumulative'), ['o0', 'o0', 'o0'], 'Pat Quinn')).toThrow(
      'You have 3 votes in “Board” and gave 4 votes: take 1 back.',
    )
    expect(() => check(race('cumulative', 1), ['o0', 'o0'])).toThrow(
      'You have 1 vote in “Board” and gave 2 votes: take 1 back.',
    )
  })

  test('approval: any number of distinct candidates; a repeat is refused', () => {
    expect(check(race('approval', 1), ['o0', 'o1', 'o2', 'o3'], 'Pat Quinn')).toHaveLength(5)
    expect(() => check(race('approval', 1), ['o0', 'o0'])).toThrow('A choice is repeated in “Board”.')
  })

  test('plurality: up to the seats, each once', () => {
    expect(() => check(race('plurality', 2), ['o0', 'o1', 'o2'])).toThrow(
      'Choose up to 2 in “Board” (you chose 3).',
    )
    expect(() => check(race('plurality', 3), ['o0', 'o0'])).toThrow('A choice is repeated in “Board”.')
  })
})

describe('the count', () => {
  const ballot = (weight: string, ...optionIds: string[]): CountedBallot => ({
    weight,
    choices: optionIds.map((optionId) => ({ contestId: 'race', optionId, writeIn: null })),
  })

  test('cumulative: each vote carries the unit’s full weight; a ballot counts once per candidate', () => {
    const contest = race('cumulative', 2)
    const sums = sumBallots(
      [contest],
      [ballot('1.5', 'o0', 'o0'), ballot('2', 'o1', 'o0'), ballot('0.25', 'o2', 'o2')],
    )
    const results = computeResults({
      roll: { units: 3, weight: '3.75' },
      participation: sums.ballots,
      ballots: sums.ballots,
      quorum: { percent: '0', basis: 'units' },
      contests: sums.contests,
    })
    const [counted] = results.contests
    const figures = Object.fromEntries(counted!.options.map((o) => [o.label, [o.weight, o.ballots]]))
    expect(figures).toEqual({
      'Ana Reyes': ['5', 2], // 2 × 1.5 + 1 × 2
      'Dale Whitaker': ['2', 1],
      'Carmen Ortiz': ['0.5', 1],
      'Ben Cho': ['0', 0],
    })
    expect(counted).toMatchObject({ method: 'cumulative', winners: ['Ana Reyes', 'Dale Whitaker'], tied: [] })
    expect(counted!.rule).toMatch(/^Cumulative voting: each unit had 2 votes to give/)

    // A cumulative share is of all the votes' weight in the race (7.5), not of the weight cast (3.75).
    const stored = { electionId: 'e', computedAt: '', digest: '', certified: false, ...results }
    const shares = (precision: 'exact' | 'rounded') =>
      showResults(stored, precision).contests[0]!.options.map((o) => o.share)
    expect(shares('exact')).toEqual(['66.7', '26.7', '6.7', '0.0'])
    // Rounded, a candidate on 1 or 2 ballots shows none, as in any race.
    expect(shares('rounded')).toEqual([null, null, null, '0.0'])
  })

  test('approval: the seats go to the candidates approved by the most weight; level at the last seat is a tie', () => {
    const contest = race('approval', 1)
    const sums = sumBallots([contest], [ballot('2', 'o0', 'o1'), ballot('1', 'o1'), ballot('1', 'o0')])
    const results = computeResults({
      roll: { units: 3, weight: '4' },
      participation: sums.ballots,
      ballots: sums.ballots,
      quorum: { percent: '0', basis: 'units' },
      contests: sums.contests,
    })
    expect(results.contests[0]).toMatchObject({
      method: 'approval',
      winners: [],
      tied: ['Ana Reyes', 'Dale Whitaker'],
    })
  })
})

describe('a tied measure', () => {
  const half = { numerator: 1, denominator: 2, base: 'yes_no', comparison: 'more_than' } as const
  test('is yes equal to no, above zero, exactly on the threshold', () => {
    expect(measureTied(5n, 5n, 10n, half)).toBe(true)
    expect(measureTied(5n, 4n, 9n, half)).toBe(false)
    expect(measureTied(0n, 0n, 0n, half)).toBe(false)
    // Yes equals no but sits below a two-thirds threshold: the rule decides, it fails.
    expect(measureTied(5n, 5n, 10n, { ...half, numerator: 2, denominator: 3 })).toBe(false)
    // Exactly half of the ballots cast, with as much against: tied; with abstentions in the base: not.
    expect(measureTied(5n, 5n, 10n, { ...half, base: 'ballots_cast' })).toBe(true)
    expect(measureTied(5n, 5n, 12n, { ...half, base: 'ballots_cast' })).toBe(false)
  })
})
