// An independent count of an election, in memory, from the ballots a test cast (issue 12: "a property test
// compares the SQL tally with an independent in-memory tally"). It shares no code with app/features/
// elections/tally.ts or the SQL: weights are parsed and written here, sums are bigint millionths, and the
// rules are written again from the issue text. Percentages are kept in hundredths (the quorum has at most
// two places), thresholds as integer fractions, so every comparison is a product of integers.

export type RefContest =
  | {
      kind: 'candidates'
      seats: number
      candidates: string[]
      /** Plurality when absent; cumulative picks repeat a candidate once per vote. */
      method?: 'plurality' | 'cumulative' | 'approval'
    }
  | {
      kind: 'measure'
      numerator: number
      denominator: number
      base: 'yes_no' | 'ballots_cast' | 'all_weight'
      comparison?: 'more_than' | 'at_least'
    }

/**
 * One unit's counted ballot: per contest, the chosen candidate indexes (or Yes 0 / No 1 / Abstain 2) and a
 * write-in. In a cumulative race an index appears once per vote given to that candidate.
 */
export type RefBallot = { weight: string; choices: Array<{ picks: number[]; writeIn: string | null } | null> }

export type RefElection = {
  roll: string[]
  quorum: { hundredths: number; basis: 'units' | 'weight' }
  contests: RefContest[]
  ballots: RefBallot[]
}

export function micro(text: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(text)
  if (!match) throw new Error(`reference tally: not a weight: ${text}`)
  return BigInt(match[1]!) * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'))
}

export function show(value: bigint): string {
  const whole = value / 1_000_000n
  const part = (value % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '')
  return part ? `${whole}.${part}` : `${whole}`
}

/** A write-in's identity: the same name however it was spaced or capitalised. */
export const writeInKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()

const ceilDiv = (a: bigint, b: bigint) => (a % b === 0n ? a / b : a / b + 1n)
const total = (weights: bigint[]) => weights.reduce((a, b) => a + b, 0n)

export function referenceTally(election: RefElection) {
  const rollWeight = total(election.roll.map(micro))
  const weights = election.ballots.map((b) => micro(b.weight))
  const castWeight = total(weights)
  const rollUnits = BigInt(election.roll.length)
  const voted = BigInt(election.ballots.length)

  const { hundredths, basis } = election.quorum
  const [have, whole] = basis === 'units' ? [voted, rollUnits] : [castWeight, rollWeight]
  const quorumMet = have * 10_000n >= whole * BigInt(hundredths)
  const needed = ceilDiv(whole * BigInt(hundredths), 10_000n)
  const quorum = {
    met: quorumMet,
    basis,
    units: election.ballots.length,
    weight: show(castWeight),
    rollUnits: election.roll.length,
    rollWeight: show(rollWeight),
    required: basis === 'units' ? needed.toString() : show(needed),
  }

  const contests = election.contests.map((contest, c) => {
    // Per option: the weight of every vote (a unit's full weight each), and the ballots that gave it any.
    const perOption = new Map<string, { weight: bigint; ballots: number }>()
    const add = (key: string, weight: bigint, sameBallot: Set<string>) => {
      const entry = perOption.get(key) ?? { weight: 0n, ballots: 0 }
      const firstOnBallot = !sameBallot.has(key)
      sameBallot.add(key)
      perOption.set(key, { weight: entry.weight + weight, ballots: entry.ballots + (firstOnBallot ? 1 : 0) })
    }
    let blankBallots = 0
    let blankWeight = 0n
    for (const [b, ballot] of election.ballots.entries()) {
      const choice = ballot.choices[c]
      if (!choice || (choice.picks.length === 0 && !choice.writeIn)) {
        blankBallots += 1
        blankWeight += weights[b]!
        continue
      }
      const sameBallot = new Set<string>()
      for (const pick of choice.picks) add(`#${pick}`, weights[b]!, sameBallot)
      if (choice.writeIn) add(`w:${writeInKey(choice.writeIn)}`, weights[b]!, sameBallot)
    }
    const labels = contest.kind === 'measure' ? ['Yes', 'No', 'Abstain'] : contest.candidates
    const options = labels.map((label, i) => {
      const sum = perOption.get(`#${i}`) ?? { weight: 0n, ballots: 0 }
      return { key: label, weight: sum.weight, ballots: sum.ballots }
    })
    const writeIns = [...perOption.entries()]
      .filter(([key]) => key.startsWith('w:'))
      .map(([key, sum]) => ({ key: key.slice(2), weight: sum.weight, ballots: sum.ballots }))
      .sort((a, b) => (a.key < b.key ? -1 : 1))
    const blank = { ballots: blankBallots, weight: show(blankWeight) }
    const shown = [...options, ...writeIns].map((o) => ({
      key: o.key,
      weight: show(o.weight),
      ballots: o.ballots,
    }))
    if (contest.kind === 'measure') {
      const [yes, no] = [options[0]!.weight, options[1]!.weight]
      const base =
        contest.base === 'yes_no' ? yes + no : contest.base === 'ballots_cast' ? castWeight : rollWeight
      const [n, d] = [BigInt(contest.numerator), BigInt(contest.denominator)]
      // The issue: a majority is more than half; 2/3, 67% and the like are "at least".
      const strict =
        (contest.comparison ?? (contest.numerator * 2 === contest.denominator ? 'more_than' : 'at_least')) ===
        'more_than'
      const thresholdMet = base > 0n && (strict ? yes * d > base * n : yes * d >= base * n)
      const required = strict ? (base * n) / d + 1n : ceilDiv(base * n, d)
      // A tie: as much weight no as yes, above zero, with yes exactly on the threshold.
      const tie = yes > 0n && yes === no && base > 0n && yes * d === base * n
      return {
        method: 'plurality',
        options: shown,
        blank,
        winners: [] as string[],
        tied: tie ? ['No', 'Yes'] : [],
        thresholdMet,
        passed: thresholdMet && quorumMet,
        base: show(base),
        required: show(required),
      }
    }
    const voted = [...options, ...writeIns].filter((o) => o.weight > 0n)
    const byWeight = [...voted].sort((a, b) => (b.weight > a.weight ? 1 : b.weight < a.weight ? -1 : 0))
    let winners = byWeight.map((o) => o.key)
    let tied: string[] = []
    if (byWeight.length > contest.seats) {
      const last = byWeight[contest.seats - 1]!.weight
      const above = voted.filter((o) => o.weight > last).map((o) => o.key)
      const level = voted.filter((o) => o.weight === last).map((o) => o.key)
      if (above.length + level.length > contest.seats) [winners, tied] = [above, level]
      else winners = [...above, ...level]
    }
    return {
      method: contest.method ?? 'plurality',
      options: shown,
      blank,
      winners: winners.sort(),
      tied: tied.sort(),
      thresholdMet: null,
      passed: null,
      base: null,
      required: null,
    }
  })
  return { ballots: election.ballots.length, weight: show(castWeight), quorum, contests }
}
