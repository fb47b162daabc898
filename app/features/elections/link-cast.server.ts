import type { Database } from '~/db/client.server'
import { castBallot } from './ballot.server'
import { retireOtherOwnerLinks } from './credentials.server'
import type { BallotSubmission } from './schemas'

// A unit may hold several live owner links at once (the invitation, reminders, "Lost your link?"): none
// of them is revoked when another is sent, so nobody can take an owner's working link away by asking for
// a new one. A vote settles which link is the unit's: the others are retired in the same transaction as
// the ballot, so a spare link cannot outlive the vote it could otherwise replace.

/** castBallot for a voting link (the ballot endpoint and the vote page): 201's receipt, or its refusals. */
export async function castWithLink(
  db: Database,
  token: string | undefined,
  submission: BallotSubmission,
  hashKey: string,
) {
  return db.transaction(async (tx) => {
    // castBallot's own transaction becomes a savepoint of this one.
    const cast = await castBallot(tx, token, submission, hashKey)
    await retireOtherOwnerLinks(tx, token!) // castBallot refused anything but a well-formed token
    return cast
  })
}
