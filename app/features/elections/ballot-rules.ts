import { AppError } from '~/lib/errors'
import type { BallotSubmission } from './schemas'
import type { Contest } from './types'

// What a ballot may say (issue 12): each contest at most once, options of that contest only, no more
// choices than seats ("Choose up to 3"), one answer to a measure, a write-in only where the race allows.
// Leaving a contest blank is allowed: the unit still took part.

export type CheckedChoice = { contestId: string; optionId: string | null; writeIn: string | null }

const refuse = (message: string) =>
  new AppError('invalid_ballot', 422, message, { fieldErrors: { choices: [message] } })

const squeeze = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()

export function checkChoices(contests: Contest[], submission: BallotSubmission): CheckedChoice[] {
  const seen = new Set<string>()
  const checked: CheckedChoice[] = []
  for (const choice of submission.choices) {
    const contest = contests.find((c) => c.id === choice.contestId)
    if (!contest) throw refuse('One of the choices is for a contest that is not on this ballot.')
    if (seen.has(contest.id)) throw refuse(`“${contest.title}” appears twice on the ballot.`)
    seen.add(contest.id)
    const optionIds = [...new Set(choice.optionIds)]
    if (optionIds.length !== choice.optionIds.length)
      throw refuse(`A choice is repeated in “${contest.title}”.`)
    for (const optionId of optionIds)
      if (!contest.options.some((o) => o.id === optionId))
        throw refuse(`One of the choices is not an option in “${contest.title}”.`)
    const writeIn = choice.writeIn?.trim().replace(/\s+/g, ' ') || null
    if (writeIn && !contest.writeIn) throw refuse(`“${contest.title}” does not take write-in candidates.`)
    if (writeIn && contest.options.some((o) => squeeze(o.label) === squeeze(writeIn)))
      throw refuse(
        `${writeIn} is already a candidate in “${contest.title}”: choose them from the list instead.`,
      )
    const count = optionIds.length + (writeIn ? 1 : 0)
    if (count > contest.seats)
      throw refuse(
        contest.kind === 'measure'
          ? `Choose one answer for “${contest.title}”.`
          : `Choose up to ${contest.seats} in “${contest.title}” (you chose ${count}).`,
      )
    for (const optionId of optionIds) checked.push({ contestId: contest.id, optionId, writeIn: null })
    if (writeIn) checked.push({ contestId: contest.id, optionId: null, writeIn })
  }
  return checked
}
