import type { Database } from '~/db/client.server'
import { AppError } from '~/lib/errors'
import { requireElection, type Actor } from './access.server'
import { appendAudit } from './audit.server'
import { requireRollUnit } from './snapshot.server'
import { checkChoices } from './ballot-rules'
import { recordBallot } from './cast.server'
import { contestsOf } from './contests.server'
import { requireUsableProxy } from './proxies.server'
import type { PaperBallot } from './schemas'

// Paper ballots and directed proxies, keyed by staff unit by unit (issue 12). A unit that already voted,
// in any way, is refused; the entry is recorded with who keyed it.

export async function enterPaperBallot(
  db: Database,
  actor: Actor,
  id: string | undefined,
  input: PaperBallot,
  hashKey: string,
) {
  return db.transaction(async (tx) => {
    const election = await requireElection(tx, actor, id, { write: true, lock: true })
    if (election.status !== 'open')
      throw new AppError('election_not_open', 409, 'Paper ballots are entered while the election is open.')
    const unit = await requireRollUnit(tx, election.id, input.unitId)
    if (input.method === 'proxy') await requireUsableProxy(tx, election.id, input.unitId, unit.label)
    const choices = checkChoices(await contestsOf(tx, election), input)
    const { receipt } = await recordBallot(tx, {
      election,
      unitId: input.unitId,
      choices,
      method: input.method,
      by: input.method === 'proxy' ? 'proxy' : 'owner',
      enteredBy: { id: actor.id, name: actor.name },
      allowReplace: false,
      hashKey,
    }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'already_voted')
        throw new AppError(
          'already_voted',
          409,
          `${unit.label} has already voted; its paper ballot cannot be counted.`,
        )
      throw error
    })
    await appendAudit(tx, election.id, actor, 'paper_ballot_entered', {
      unit: unit.label,
      method: input.method,
    })
    return { receipt }
  })
}
