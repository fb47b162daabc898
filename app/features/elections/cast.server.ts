import { and, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { electionBallots, electionParticipation, electionProxies, electionRoll } from '~/db/schema'
import { utahToday } from '~/lib/dates'
import { AppError } from '~/lib/errors'
import type { ElectionRow } from './access.server'
import type { CheckedChoice } from './ballot-rules'
import { newReceipt, revokeProxyCredentials, revoteKey } from './credentials.server'
import { sealBallot } from './sealed-ballot.server'
import { requireElectionKey } from './tally.server'
import type { ParticipationMethod } from './types'

// Recording one unit's ballot (issue 12), for a voting link, a paper ballot or a directed proxy. The
// unit's row of the frozen roll is locked first, so however many requests race for one unit, one ballot
// is written and the rest are refused.

export const ALREADY_VOTED_MESSAGE = 'This unit has already voted; each unit has one vote.'

/** Why a proxy ended when its unit's owner voted (Utah Code 16-6a-712(5)). */
export const OWNER_VOTED_REASON = 'The owner voted.'

/**
 * A proxy as a board account sees it in a secret election: one that ended because its owner voted still shows
 * as in force, as staff revoking it would show an end, a reason and an audit event; anything else would tell the
 * board that the unit voted.
 */
export const hideOwnerVote = <T extends { revokedAt: string | null; revokedReason: string | null }>(
  proxy: T,
): T =>
  proxy.revokedReason === OWNER_VOTED_REASON ? { ...proxy, revokedAt: null, revokedReason: null } : proxy

export type CastRequest = {
  election: ElectionRow
  unitId: string
  choices: CheckedChoice[]
  method: ParticipationMethod
  /** `owner` when an owner's link (or staff for the owner) votes; voting revokes any live proxy. */
  by: 'owner' | 'proxy'
  enteredBy?: { id: string | null; name: string }
  /** Paper and proxy ballots are refused for a unit that voted; an owner's link may replace its own. */
  allowReplace: boolean
  hashKey: string
}

export async function recordBallot(
  tx: DbOrTransaction,
  request: CastRequest,
): Promise<{ receipt: string; replaced: boolean }> {
  const { election, unitId } = request
  // A ballot sealed under another secret could never be opened by the count.
  requireElectionKey(election)
  const [unit] = await tx
    .select({ weight: electionRoll.weight })
    .from(electionRoll)
    .where(and(eq(electionRoll.electionId, election.id), eq(electionRoll.unitId, unitId)))
    .for('update')
  if (!unit) throw new AppError('unit_not_on_roll', 422, 'That unit is not on this election’s roll.')
  const [voted] = await tx
    .select({ method: electionParticipation.method })
    .from(electionParticipation)
    .where(and(eq(electionParticipation.electionId, election.id), eq(electionParticipation.unitId, unitId)))
  const replace = Boolean(voted) && request.allowReplace && election.revoteAllowed
  if (voted && !replace) throw new AppError('already_voted', 409, ALREADY_VOTED_MESSAGE)
  const key =
    election.secret && election.revoteAllowed ? revoteKey(request.hashKey, election.id, unitId) : null
  if (replace)
    await tx
      .delete(electionBallots)
      .where(
        and(
          eq(electionBallots.electionId, election.id),
          election.secret ? eq(electionBallots.revoteKey, key!) : eq(electionBallots.unitId, unitId),
        ),
      )
  const receipt = newReceipt()
  // The weight and the choices are sealed (sealed-ballot.server.ts); a secret ballot keeps no unit and only
  // the day it was cast (no finer time, no sequence).
  await tx.insert(electionBallots).values({
    electionId: election.id,
    receipt,
    castOn: utahToday(),
    unitId: election.secret ? null : unitId,
    revoteKey: key,
    sealed: sealBallot(election.id, receipt, { weight: unit.weight, choices: request.choices }),
  })
  const participation = {
    method: request.method,
    // The owners' confirmation is queued by a sweep (confirmations.server.ts), not on the cast's path.
    confirmationDue: election.sendConfirmations,
    votedAt: sql`now()`,
    enteredBy: request.enteredBy?.id ?? null,
    enteredByName: request.enteredBy?.name ?? null,
  }
  if (voted)
    await tx
      .update(electionParticipation)
      .set({ ...participation, revotes: sql`${electionParticipation.revotes} + 1` })
      .where(and(eq(electionParticipation.electionId, election.id), eq(electionParticipation.unitId, unitId)))
  else await tx.insert(electionParticipation).values({ electionId: election.id, unitId, ...participation })
  // Utah Code 16-6a-712(5): an owner who votes revokes the proxy they gave.
  if (request.by === 'owner') await revokeLiveProxy(tx, election.id, unitId, OWNER_VOTED_REASON)
  return { receipt, replaced: replace }
}

export async function revokeLiveProxy(
  tx: DbOrTransaction,
  electionId: string,
  unitId: string,
  reason: string,
) {
  const revoked = await tx
    .update(electionProxies)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(electionProxies.electionId, electionId),
        eq(electionProxies.unitId, unitId),
        isNull(electionProxies.revokedAt),
      ),
    )
    .returning({ id: electionProxies.id })
  for (const proxy of revoked) await revokeProxyCredentials(tx, proxy.id)
  return revoked.length
}

/** Voting is accepted while the election is open and inside its window. */
export function votingState(
  election: Pick<ElectionRow, 'status' | 'opensAt' | 'closesAt'>,
  now = new Date(),
): 'open' | 'not_open' | 'closed' {
  if (election.status !== 'open') return 'closed'
  if (now < election.opensAt) return 'not_open'
  if (now >= election.closesAt) return 'closed'
  return 'open'
}
