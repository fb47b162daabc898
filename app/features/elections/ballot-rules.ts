import { AppError } from '~/lib/errors'
import type { BallotSubmission } from './schemas'
import type { Contest } from './types'

// What a ballot may say: each contest at most once, options of that contest only, one answer to a measure,
// a write-in only where the race allows. A race's method sets the rest (types.ts, VotingMethod): plurality
// chooses up to `seats` distinct candidates; cumulative casts up to `seats` votes, an option repeated once per
// vote (Utah Code 16-6a-717) and a write-in taking one; approval chooses any number of distinct candidates.
// Leaving a contest blank is allowed: the unit still took part.

export type CheckedChoice = { contestId: string; optionId: string | null; writeIn: string | null }

const refuse = (message: string) =>
  new AppError('invalid_ballot', 422, message, { fieldErrors: { choices: [message] } })

const squeeze = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()

const votes = (n: number) => `${n} ${n === 1 ? 'vote' : 'votes'}`

/** Why this many choices break the contest's limit, or null. */
export function overLimit(contest: Contest, count: number): string | null {
  if (contest.kind === 'measure') return count > 1 ? `Choose one answer for “${contest.title}”.` : null
  if (contest.method === 'approval' || count <= contest.seats) return null
  return contest.method === 'cumulative'
    ? `You have ${votes(contest.seats)} in “${contest.title}” and gave ${votes(count)}: take ${count - contest.seats} back.`
    : `Choose up to ${contest.seats} in “${contest.title}” (you chose ${count}).`
}

export function checkChoices(contests: Contest[], submission: BallotSubmission): CheckedChoice[] {
  const seen = new Set<string>()
  const checked: CheckedChoice[] = []
  for (const choice of submission.choices) {
    const contest = contests.find((c) => c.id === choice.contestId)
    if (!contest) throw refuse('One of the choices is for a contest that is not on this ballot.')
    if (seen.has(contest.id)) throw refuse(`“${contest.title}” appears twice on the ballot.`)
    seen.add(contest.id)
    const cumulative = contest.kind === 'candidates' && contest.method === 'cumulative'
    if (!cumulative && new Set(choice.optionIds).size !== choice.optionIds.length)
      throw refuse(`A choice is repeated in “${contest.title}”.`)
    for (const optionId of new Set(choice.optionIds))
      if (!contest.options.some((o) => o.id === optionId))
        throw refuse(`One of the choices is not an option in “${contest.title}”.`)
    const writeIn = choice.writeIn?.trim().replace(/\s+/g, ' ') || null
    if (writeIn && !contest.writeIn) throw refuse(`“${contest.title}” does not take write-in candidates.`)
    if (writeIn && contest.options.some((o) => squeeze(o.label) === squeeze(writeIn)))
      throw refuse(
        `${writeIn} is already a candidate in “${contest.title}”: choose them from the list instead.`,
      )
    const problem = overLimit(contest, choice.optionIds.length + (writeIn ? 1 : 0))
    if (problem) throw refuse(problem)
    // A cumulative vote repeated stays repeated: each entry is one vote (ballot-sums.ts).
    for (const optionId of choice.optionIds) checked.push({ contestId: contest.id, optionId, writeIn: null })
    if (writeIn) checked.push({ contestId: contest.id, optionId: null, writeIn })
  }
  return checked
}
