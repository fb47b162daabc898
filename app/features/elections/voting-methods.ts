import type { Contest, VotingMethod } from './types'

// A race's voting method in words, for the console's race form, the ballot and the results. One place, so
// the console's promise, the voter's instructions and the rule the results state say the same thing.

export const votingMethodLabels: Record<VotingMethod, string> = {
  plurality: 'Plurality',
  cumulative: 'Cumulative voting',
  approval: 'Approval voting',
}

/** One line each for the console's "How owners vote" choice. */
export const votingMethodHints: Record<VotingMethod, string> = {
  plurality: 'Each unit chooses up to as many candidates as there are seats.',
  cumulative:
    'Each unit has as many votes as there are seats and may give several to one candidate (only where the bylaws provide it, Utah Code 16-6a-717).',
  approval: 'Each unit chooses every candidate it approves of, as many as it likes.',
}

const votes = (n: number) => `${n} ${n === 1 ? 'vote' : 'votes'}`

/** Who is elected, in words: "the 2 candidates with the most vote weight are elected". */
const elected = (seats: number, how: string) =>
  seats === 1 ? `the candidate ${how} is elected` : `the ${seats} candidates ${how} are elected`

/** The rule a race was counted by, as the results state it (no closing full stop). */
export function raceRule(contest: Pick<Contest, 'seats' | 'method'>): string {
  const { seats } = contest
  if (contest.method === 'cumulative')
    return `Cumulative voting: each unit had ${votes(seats)} to give, several to one candidate if it chose, each carrying the unit’s full weight; ${elected(seats, 'with the most vote weight')}`
  if (contest.method === 'approval')
    return `Approval voting: each unit chose every candidate it approved of, each with the unit’s full weight; ${elected(seats, 'approved by the most weight')}`
  return `Plurality: each unit chose up to ${seats} ${seats === 1 ? 'candidate' : 'candidates'} with its full weight; ${elected(seats, 'with the most vote weight')}`
}
