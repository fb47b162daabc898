import { formatMillionths, toMillionths } from '~/lib/decimal'
import type { OptionSum, TallyInput, Totals } from './tally'
import type { Contest } from './types'

// Adding up opened ballots (the content sealed-ballot.server.ts stores): per option and per write-in name,
// the unit's weight once for each vote (a cumulative ballot may give one candidate several) and each ballot
// once in the count of ballots, and per contest the ballots that chose nothing. Weights are summed
// as bigint millionths, so the totals are exact to the last place whatever their number.

export type CountedBallot = {
  weight: string
  choices: Array<{ contestId: string; optionId: string | null; writeIn: string | null }>
}

/** A write-in's identity: the same name however it was spaced or capitalised. */
const writeInKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()

type Sum = { optionId: string | null; writeIn: string | null; weight: bigint; ballots: number }

export function sumBallots(
  contests: Contest[],
  ballots: CountedBallot[],
): { ballots: Totals; contests: TallyInput['contests'] } {
  let total = 0n
  const perContest = new Map(
    contests.map((c) => [c.id, { sums: new Map<string, Sum>(), blank: [0, 0n] as [number, bigint] }]),
  )
  for (const ballot of ballots) {
    const weight = toMillionths(ballot.weight)
    total += weight
    const chose = new Set<string>()
    const counted = new Set<string>()
    for (const choice of ballot.choices) {
      const entry = perContest.get(choice.contestId)
      if (!entry) continue
      chose.add(choice.contestId)
      const key = choice.optionId ?? `write-in:${writeInKey(choice.writeIn ?? '')}`
      const sum = entry.sums.get(key) ?? { optionId: choice.optionId, writeIn: null, weight: 0n, ballots: 0 }
      // The label of a write-in is the first of its spellings in code-point order, whatever order ballots came in.
      const name = choice.writeIn?.trim() ?? null
      if (name !== null && (sum.writeIn === null || name < sum.writeIn)) sum.writeIn = name
      sum.weight += weight
      const ballotKey = `${choice.contestId}|${key}`
      if (!counted.has(ballotKey)) sum.ballots += 1
      counted.add(ballotKey)
      entry.sums.set(key, sum)
    }
    for (const [contestId, entry] of perContest)
      if (!chose.has(contestId)) entry.blank = [entry.blank[0] + 1, entry.blank[1] + weight]
  }
  return {
    ballots: { units: ballots.length, weight: formatMillionths(total) },
    contests: contests.map((contest) => {
      const entry = perContest.get(contest.id)!
      return {
        contest,
        sums: [...entry.sums.values()]
          .sort(
            (a, b) =>
              (a.optionId ?? '').localeCompare(b.optionId ?? '') || (a.writeIn! < b.writeIn! ? -1 : 1),
          )
          .map((sum): OptionSum => ({
            ...sum,
            weight: formatMillionths(sum.weight),
          })),
        blank: { ballots: entry.blank[0], weight: formatMillionths(entry.blank[1]) },
      }
    }),
  }
}
