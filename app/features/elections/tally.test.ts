import { describe, expect, test } from 'vitest'
import { computeResults, quorumOf, ruleText, type OptionSum, type TallyInput } from './tally'
import type { Contest, Quorum, Threshold, ThresholdBase } from './types'

// The rules of the count, on sums as the SQL tally hands them over: quorum, thresholds for each base, races.

const measure = (threshold: Threshold): Contest => ({
  id: 'm1',
  position: 0,
  kind: 'measure',
  title: 'Amendment',
  description: '',
  seats: 1,
  writeIn: false,
  method: 'plurality',
  threshold,
  options: [
    { id: 'yes', label: 'Yes', kind: 'yes', statement: '' },
    { id: 'no', label: 'No', kind: 'no', statement: '' },
    { id: 'abstain', label: 'Abstain', kind: 'abstain', statement: '' },
  ],
})

const race = (seats: number, labels: string[], writeIn = false): Contest => ({
  id: 'r1',
  position: 0,
  kind: 'candidates',
  title: 'Board',
  description: '',
  seats,
  writeIn,
  method: 'plurality',
  threshold: null,
  options: labels.map((label) => ({ id: label, label, kind: 'candidate', statement: '' })),
})

const sum = (optionId: string, weight: string, ballots = 1): OptionSum => ({
  optionId,
  writeIn: null,
  weight,
  ballots,
})

type Setup = {
  roll?: TallyInput['roll']
  participation?: TallyInput['participation']
  ballots?: TallyInput['ballots']
  quorum?: Quorum
}

function tally(contest: Contest, sums: OptionSum[], setup: Setup = {}) {
  const ballots = setup.ballots ?? { units: 10, weight: '10' }
  const input: TallyInput = {
    roll: setup.roll ?? { units: 10, weight: '10' },
    participation: setup.participation ?? ballots,
    ballots,
    quorum: setup.quorum ?? { percent: '0', basis: 'units' },
    contests: [{ contest, sums, blank: { ballots: 0, weight: '0' } }],
  }
  const results = computeResults(input)
  return { ...results.contests[0]!, quorum: results.quorum }
}

describe('quorum', () => {
  const roll = { units: 4, weight: '10' }
  test.each([
    [
      'units: exactly half of 4 units at 50%',
      { percent: '50', basis: 'units' },
      { units: 2, weight: '1' },
      true,
    ],
    ['units: one unit short', { percent: '50', basis: 'units' }, { units: 1, weight: '9' }, false],
    ['weight: exactly 25% of 10', { percent: '25', basis: 'weight' }, { units: 1, weight: '2.5' }, true],
    [
      'weight: one millionth below',
      { percent: '25', basis: 'weight' },
      { units: 4, weight: '2.499999' },
      false,
    ],
    [
      'weight: 33.33% needs 3.333',
      { percent: '33.33', basis: 'weight' },
      { units: 1, weight: '3.333' },
      true,
    ],
    [
      'weight: 33.33% and 3.332999',
      { percent: '33.33', basis: 'weight' },
      { units: 1, weight: '3.332999' },
      false,
    ],
    ['a quorum of 0 is met by nobody', { percent: '0', basis: 'weight' }, { units: 0, weight: '0' }, true],
    ['a quorum of 100 needs everyone', { percent: '100', basis: 'units' }, { units: 3, weight: '9' }, false],
  ] as const)('%s', (_, quorum, took, met) => {
    expect(quorumOf(quorum, roll, took).met).toBe(met)
  })

  test('by units, a fraction of a unit is not enough: 2 of 3 units is below 66.67%, at 66.66%', () => {
    const roll3 = { units: 3, weight: '3' }
    expect(quorumOf({ percent: '66.67', basis: 'units' }, roll3, { units: 2, weight: '2' })).toMatchObject({
      met: false,
      required: '3',
    })
    expect(quorumOf({ percent: '66.66', basis: 'units' }, roll3, { units: 2, weight: '2' })).toMatchObject({
      met: true,
      required: '2',
    })
  })

  test('reports the figures it compared, the required weight exact to the millionth', () => {
    expect(
      quorumOf({ percent: '33.33', basis: 'weight' }, { units: 3, weight: '1' }, { units: 1, weight: '0.4' }),
    ).toEqual({
      met: true,
      basis: 'weight',
      percent: '33.33',
      units: 1,
      weight: '0.4',
      rollUnits: 3,
      rollWeight: '1',
      required: '0.3333',
    })
  })
})

const threshold = (numerator: number, denominator: number, base: ThresholdBase): Threshold => ({
  numerator,
  denominator,
  base,
  comparison: numerator * 2 === denominator ? 'more_than' : 'at_least',
})

describe('measures', () => {
  const yesNo = (yes: string, no: string, abstain = '0') => [
    sum('yes', yes),
    sum('no', no),
    sum('abstain', abstain),
  ]

  test.each([
    ['majority: exactly half fails', threshold(1, 2, 'yes_no'), yesNo('5', '5'), false],
    ['majority: one millionth over half passes', threshold(1, 2, 'yes_no'), yesNo('5.000001', '5'), true],
    ['2/3: exactly two-thirds passes', threshold(2, 3, 'yes_no'), yesNo('2', '1'), true],
    ['2/3: a millionth short fails', threshold(2, 3, 'yes_no'), yesNo('1.999999', '1'), false],
    ['67%: exactly 67 of 100 passes', threshold(67, 100, 'yes_no'), yesNo('67', '33'), true],
    ['67%: 66.999999 of 100 fails', threshold(67, 100, 'yes_no'), yesNo('66.999999', '33.000001'), false],
    ['yes_no: abstentions are not in the base', threshold(1, 2, 'yes_no'), yesNo('3', '2', '5'), true],
  ] as const)('%s', (_, rule, sums, passed) => {
    const result = tally(measure(rule), [...sums])
    expect([result.thresholdMet, result.passed]).toEqual([passed, passed])
  })

  test('ballots cast: an abstention makes the base larger, never the yes', () => {
    // 6 ballots of weight 1: 3 yes, 1 no, 2 abstain. Of yes+no it is 3/4; of ballots cast only 3/6.
    const sums = [sum('yes', '3', 3), sum('no', '1'), sum('abstain', '2', 2)]
    const ballots = { units: 6, weight: '6' }
    expect(tally(measure(threshold(1, 2, 'yes_no')), sums, { ballots })).toMatchObject({
      passed: true,
      base: '4',
      required: '2.000001',
    })
    expect(tally(measure(threshold(1, 2, 'ballots_cast')), sums, { ballots })).toMatchObject({
      passed: false,
      base: '6',
      required: '3.000001',
      rule: 'More than half of the weight of all ballots cast must vote yes',
    })
    const abstain = tally(measure(threshold(1, 2, 'ballots_cast')), sums, { ballots }).options.find(
      (o) => o.kind === 'abstain',
    )
    expect(abstain).toMatchObject({ weight: '2', ballots: 2 })
  })

  test('all voting weight: the base is the whole roll, voters or not; 2/3 exactly at the line passes', () => {
    const roll = { units: 30, weight: '30' }
    const ballots = { units: 21, weight: '21' }
    expect(
      tally(measure(threshold(2, 3, 'all_weight')), [sum('yes', '20', 20), sum('no', '1')], {
        roll,
        ballots,
      }),
    ).toMatchObject({ passed: true, base: '30', required: '20' })
    expect(
      tally(measure(threshold(2, 3, 'all_weight')), [sum('yes', '19.999999', 20), sum('no', '1')], {
        roll,
        ballots,
      }),
    ).toMatchObject({ passed: false, required: '20' })
  })

  test('abstentions count toward quorum: a quorum met only by abstainers is met, and the measure still fails', () => {
    const result = tally(measure(threshold(1, 2, 'yes_no')), [sum('abstain', '6', 6)], {
      ballots: { units: 6, weight: '6' },
      quorum: { percent: '50', basis: 'units' },
    })
    expect(result.quorum.met).toBe(true)
    expect([result.thresholdMet, result.passed]).toEqual([false, false])
  })

  test('quorum not met: passed is false although the threshold is met', () => {
    const result = tally(measure(threshold(1, 2, 'yes_no')), [sum('yes', '2', 2)], {
      ballots: { units: 2, weight: '2' },
      quorum: { percent: '50', basis: 'units' },
    })
    expect(result.quorum).toMatchObject({ met: false, units: 2, rollUnits: 10, required: '5' })
    expect([result.thresholdMet, result.passed]).toEqual([true, false])
  })

  test('with no yes or no at all, nothing passes', () => {
    expect(tally(measure(threshold(1, 2, 'yes_no')), [])).toMatchObject({
      thresholdMet: false,
      passed: false,
    })
  })

  test.each([
    [threshold(1, 2, 'yes_no'), 'More than half of the weight voting yes or no must vote yes'],
    [threshold(2, 3, 'all_weight'), 'At least two-thirds of all voting weight on the roll must vote yes'],
    [threshold(67, 100, 'ballots_cast'), 'At least 67% of the weight of all ballots cast must vote yes'],
    [threshold(3, 4, 'yes_no'), 'At least 3/4 of the weight voting yes or no must vote yes'],
  ])('the rule reads in words: %j', (rule, words) => {
    expect(ruleText(rule)).toBe(words)
  })
})

describe('candidate races', () => {
  test('the seats go to the most weight, not the most ballots', () => {
    const result = tally(race(2, ['Ana', 'Ben', 'Cy']), [
      sum('Ana', '1.5', 1),
      sum('Ben', '3', 3),
      sum('Cy', '2.25', 1),
    ])
    expect(result.winners).toEqual(['Ben', 'Cy'])
    expect(result.tied).toEqual([])
    expect(result.options.map((o) => [o.label, o.weight, o.ballots])).toEqual([
      ['Ana', '1.5', 1],
      ['Ben', '3', 3],
      ['Cy', '2.25', 1],
    ])
  })

  test('a tie at the last seat is flagged, and only the seats above it are won', () => {
    const result = tally(race(2, ['Ana', 'Ben', 'Cy', 'Di']), [
      sum('Ana', '5'),
      sum('Ben', '3'),
      sum('Cy', '3'),
      sum('Di', '1'),
    ])
    expect(result.winners).toEqual(['Ana'])
    expect(result.tied.sort()).toEqual(['Ben', 'Cy'])
  })

  test('a tie above the last seat is not a tie: both are elected', () => {
    const result = tally(race(3, ['Ana', 'Ben', 'Cy', 'Di']), [
      sum('Ana', '5'),
      sum('Ben', '5'),
      sum('Cy', '3'),
      sum('Di', '1'),
    ])
    expect(result.winners.sort()).toEqual(['Ana', 'Ben', 'Cy'])
    expect(result.tied).toEqual([])
  })

  test('a millionth decides a seat', () => {
    const result = tally(race(1, ['Ana', 'Ben']), [sum('Ana', '2.000001'), sum('Ben', '2')])
    expect([result.winners, result.tied]).toEqual([['Ana'], []])
  })

  test('fewer candidates with votes than seats: all of them win, none with nothing', () => {
    const result = tally(race(3, ['Ana', 'Ben', 'Cy']), [sum('Ana', '1'), sum('Ben', '1')])
    expect([result.winners.sort(), result.tied]).toEqual([['Ana', 'Ben'], []])
  })

  test('write-ins are listed after the candidates and can win a seat', () => {
    const writeIn = (name: string, weight: string, ballots: number): OptionSum => ({
      optionId: null,
      writeIn: name,
      weight,
      ballots,
    })
    const result = tally(race(2, ['Ana', 'Ben'], true), [
      sum('Ana', '2'),
      writeIn('Zoe Park', '4', 2),
      writeIn('Max Hill', '0.5', 1),
    ])
    expect(result.options.map((o) => [o.label, o.kind, o.weight])).toEqual([
      ['Ana', 'candidate', '2'],
      ['Ben', 'candidate', '0'],
      ['Zoe Park', 'write_in', '4'],
      ['Max Hill', 'write_in', '0.5'],
    ])
    expect(result.winners).toEqual(['Zoe Park', 'Ana'])
    expect(result.passed).toBeNull()
  })
})
