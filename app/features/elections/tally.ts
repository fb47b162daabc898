import { formatMillionths, toMillionths } from '~/lib/decimal'
import type { Contest, ContestResult, OptionResult, Quorum, QuorumResult, Threshold } from './types'
import { thresholdBaseLabels } from './types'
import { raceRule } from './voting-methods'

// The rules applied to the sums the database adds up (issue 12). Every comparison is exact: weights are
// bigint millionths, and a fraction n/d of a base is compared as yes·d against base·n, never divided.

export type Totals = { units: number; weight: string }

/** What took part, per option and per write-in name, as the SQL tally returns it. */
export type OptionSum = { optionId: string | null; writeIn: string | null; weight: string; ballots: number }

export type TallyInput = {
  roll: Totals
  /** Units that voted, and their weight (each unit's one ballot, whatever it chose). */
  participation: Totals
  /** Every ballot counted, and their weight (the base "ballots cast"). */
  ballots: Totals
  quorum: Quorum
  contests: Array<{ contest: Contest; sums: OptionSum[]; blank: { ballots: number; weight: string } }>
}

const m = toMillionths
const f = (value: bigint) => formatMillionths(value)

/**
 * Quorum is met when at least `percent`% of the roll's units (or weight) took part; abstentions and blank
 * ballots count, since the unit took part (Utah Code 16-6a-709(2)).
 */
export function quorumOf(quorum: Quorum, roll: Totals, took: Totals): QuorumResult {
  const percent = m(quorum.percent) // millionths of a percent
  const byUnits = quorum.basis === 'units'
  const have = byUnits ? BigInt(took.units) * 1_000_000n : m(took.weight)
  const total = byUnits ? BigInt(roll.units) * 1_000_000n : m(roll.weight)
  // have / total >= percent / 100  <=>  have * 100 * 10^6 >= total * percent
  const met = have * 100_000_000n >= total * percent
  const requiredMillionths = ceilDiv(total * percent, 100_000_000n)
  return {
    met,
    basis: quorum.basis,
    percent: quorum.percent,
    units: took.units,
    weight: took.weight,
    rollUnits: roll.units,
    rollWeight: roll.weight,
    required: byUnits ? String(ceilDiv(requiredMillionths, 1_000_000n)) : f(requiredMillionths),
  }
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b

export function ruleText(threshold: Threshold): string {
  const { numerator: n, denominator: d, base, comparison } = threshold
  const share = n * 2 === d ? 'half' : d === 100 ? `${n}%` : n === 2 && d === 3 ? 'two-thirds' : `${n}/${d}`
  const cmp = comparison === 'more_than' ? 'More than' : 'At least'
  return `${cmp} ${share} of ${base === 'all_weight' ? '' : 'the '}${thresholdBaseLabels[base]} must vote yes`
}

function measureResult(contest: Contest, options: OptionResult[], input: TallyInput, quorumMet: boolean) {
  const threshold = contest.threshold!
  const weightOf = (kind: string) => m(options.find((option) => option.kind === kind)?.weight ?? '0')
  const yes = weightOf('yes')
  const base =
    threshold.base === 'yes_no'
      ? yes + weightOf('no')
      : threshold.base === 'ballots_cast'
        ? m(input.ballots.weight)
        : m(input.roll.weight)
  const n = BigInt(threshold.numerator)
  const d = BigInt(threshold.denominator)
  const thresholdMet =
    base > 0n && (threshold.comparison === 'more_than' ? yes * d > base * n : yes * d >= base * n)
  // The least yes weight that would pass, to the millionth.
  const required = threshold.comparison === 'more_than' ? (base * n) / d + 1n : ceilDiv(base * n, d)
  const tied = measureTied(yes, weightOf('no'), base, threshold)
  return {
    tied: tied ? options.filter((o) => o.kind === 'yes' || o.kind === 'no').map((o) => o.label) : [],
    thresholdMet,
    passed: thresholdMet && quorumMet,
    rule: ruleText(threshold),
    base: f(base),
    required: f(required),
  }
}

/**
 * A measure is tied when its yes weight sits exactly on the threshold (yes × d = base × n, base above zero)
 * and as much weight voted no as yes: the owners split evenly just where the rule turns, which for the usual
 * majority of the yes-and-no weight is a 50–50 split. "More than half" would fail it and "at least half" pass
 * it on that technicality alone, so certification waits until staff record how the bylaws or the board
 * settled it (ties.server.ts). Any other result, however close, is decided by the rule.
 */
export function measureTied(yes: bigint, no: bigint, base: bigint, threshold: Threshold): boolean {
  const n = BigInt(threshold.numerator)
  const d = BigInt(threshold.denominator)
  return base > 0n && yes > 0n && yes === no && yes * d === base * n
}

function raceResult(contest: Contest, options: OptionResult[]) {
  const ranked = [...options].filter((o) => m(o.weight) > 0n).sort((a, b) => cmp(m(b.weight), m(a.weight)))
  if (ranked.length <= contest.seats) return { winners: ranked.map((o) => o.label), tied: [] as string[] }
  const cutoff = m(ranked[contest.seats - 1]!.weight)
  const above = ranked.filter((o) => m(o.weight) > cutoff).map((o) => o.label)
  const level = ranked.filter((o) => m(o.weight) === cutoff).map((o) => o.label)
  // Whatever the method, the most weight wins (Utah Code 16-6a-717 for cumulative votes). When more are level
  // at the last seat than seats remain, it is a tie.
  if (above.length + level.length <= contest.seats) return { winners: [...above, ...level], tied: [] }
  return { winners: above, tied: level }
}

const cmp = (a: bigint, b: bigint) => (a > b ? 1 : a < b ? -1 : 0)

export function contestResult(
  { contest, sums, blank }: TallyInput['contests'][number],
  input: TallyInput,
  quorumMet: boolean,
): ContestResult {
  const options: OptionResult[] = contest.options.map((option) => {
    const sum = sums.find((s) => s.optionId === option.id)
    return {
      optionId: option.id,
      label: option.label,
      kind: option.kind,
      weight: sum?.weight ?? '0',
      ballots: sum?.ballots ?? 0,
    }
  })
  for (const sum of sums.filter((s) => s.optionId === null))
    options.push({
      optionId: null,
      label: sum.writeIn ?? '',
      kind: 'write_in',
      weight: sum.weight,
      ballots: sum.ballots,
    })
  const base = {
    contestId: contest.id,
    title: contest.title,
    kind: contest.kind,
    seats: contest.seats,
    method: contest.method,
    options,
    blank,
  }
  if (contest.kind === 'measure')
    return { ...base, winners: [], ...measureResult(contest, options, input, quorumMet) }
  return {
    ...base,
    ...raceResult(contest, options),
    passed: null,
    thresholdMet: null,
    rule: raceRule(contest),
    base: null,
    required: null,
  }
}

/** Quorum and every contest's outcome from the sums; pure, so an independent tally can check it. */
export function computeResults(input: TallyInput) {
  const quorum = quorumOf(input.quorum, input.roll, input.participation)
  return {
    ballots: input.ballots.units,
    weight: input.ballots.weight,
    quorum,
    contests: input.contests.map((entry) => contestResult(entry, input, quorum.met)),
  }
}
