import { sql } from 'drizzle-orm'
import type { Database, DbOrTransaction } from '~/db/client.server'
import type { ElectionStatus } from '~/db/schema'
import { executePrepared } from '~/db/prepared.server'
import { utahToday } from '~/lib/dates'
import { AppError } from '~/lib/errors'
import { castBallot, notValid, refuseEndedLink, requireVotingOpen } from './ballot.server'
import { checkChoices } from './ballot-rules'
import { inCastQueue } from './cast-queue.server'
import {
  castKey,
  claimCastKey,
  keepCastAnswer,
  replayCast,
  type CastAnswer,
  type CastKey,
} from './cast-replay.server'
import { ALREADY_VOTED_MESSAGE, OWNER_VOTED_REASON, revokeLiveProxy } from './cast.server'
import { contestsOf } from './contests.server'
import { hashToken, looksLikeToken, newReceipt, retireOtherOwnerLinks, revoteKey } from './credentials.server'
import type { BallotSubmission } from './schemas'
import { sealBallot } from './sealed-ballot.server'
import { requireElectionKey } from './tally.server'

// A cast by voting link, the path every online voter takes, in two statements between BEGIN and COMMIT
// (decision 0017 has the figures): one finds the link and locks its unit's row of the frozen roll (and the
// election FOR SHARE, so closing waits for casts in flight); one writes the participation row, the ballot
// and the retirement of the unit's other owner links. A unit that voted meanwhile makes the participation
// insert a no-op and so writes nothing else; a unit's second ballot (where the election lets it change its
// vote) takes the general path (castBallot, recordBallot). The proxy a voting owner revokes is looked for
// only where the unit has one.
//
// A unit may hold several live owner links at once (the invitation, reminders, "Lost your link?"): none of
// them is revoked when another is sent, so nobody can take an owner's working link away by asking for a new
// one. A vote settles which link is the unit's: the others are retired with the ballot, so a spare link
// cannot outlive the vote it could otherwise replace.

type LockedLink = {
  credential_id: string
  unit_id: string
  holder: 'owner' | 'proxy'
  revoked: boolean
  proxy_ended: boolean
  election_id: string
  status: ElectionStatus
  opens_at: Date | string
  closes_at: Date | string
  secret: boolean
  revote_allowed: boolean
  send_confirmations: boolean
  key_fingerprint: string | null
  weight: string
  voted: boolean
  live_proxy: boolean
}

const lockLink = (tokenHash: string) => sql`
  select c.id as credential_id, c.unit_id, c.holder, c.revoked_at is not null as revoked,
    coalesce(pr.revoked_at is not null or pr.expires_on < ${utahToday()}::date, false) as proxy_ended,
    e.id as election_id, e.status, e.opens_at, e.closes_at, e.secret, e.revote_allowed,
    e.send_confirmations, e.key_fingerprint, r.weight, p.unit_id is not null as voted,
    exists (select 1 from election_proxies lp where lp.election_id = c.election_id
      and lp.unit_id = c.unit_id and lp.revoked_at is null) as live_proxy
  from election_credentials c
  join elections e on e.id = c.election_id
  join election_roll r on r.election_id = c.election_id and r.unit_id = c.unit_id
  left join election_proxies pr on pr.id = c.proxy_id
  left join election_participation p on p.election_id = c.election_id and p.unit_id = c.unit_id
  where c.token_hash = ${tokenHash}
  for share of e for update of r`

type CastRow = {
  electionId: string
  unitId: string
  credentialId: string
  method: 'online' | 'proxy'
  confirmationDue: boolean
  receipt: string
  /** The unit, kept on the ballot only where the election is not secret. */
  ballotUnit: string | null
  revoteKey: string | null
  sealed: Uint8Array
  retireOwnerLinks: boolean
}

const writeCast = (row: CastRow) => sql`
  with p as (
    insert into election_participation (election_id, unit_id, method, voted_at, confirmation_due)
    values (${row.electionId}::uuid, ${row.unitId}::uuid, ${row.method}, now(), ${row.confirmationDue}::boolean)
    on conflict (election_id, unit_id) do nothing
    returning unit_id
  ), b as (
    insert into election_ballots (election_id, receipt, cast_on, unit_id, revote_key, sealed)
    select ${row.electionId}::uuid, ${row.receipt}, ${utahToday()}::date, ${row.ballotUnit}::uuid,
      ${row.revoteKey}::text, ${row.sealed}::bytea
    from p
    returning id
  ), o as (
    ${retireOtherOwnerLinks(row)}
      and ${row.retireOwnerLinks}::boolean and exists (select 1 from p)
  )
  select count(*)::int as written from b`

/** An earlier cast holds the request's key: thrown inside the transaction, so this one writes nothing. */
class CastKeyTaken extends Error {}

/**
 * Casts a voting link's ballot in its turn (cast-queue.server.ts): 201's receipt, or the refusals castBallot
 * gives. With the client's idempotency `key`, a repeat of a cast that was recorded gets its answer again.
 */
export async function castWithLink(
  db: Database,
  token: string | undefined,
  submission: BallotSubmission,
  hashKey: string,
  options: { key?: string } = {},
): Promise<CastAnswer & { replayed: boolean }> {
  if (!looksLikeToken(token)) throw notValid()
  const key = options.key ? castKey(options.key, token, submission) : null
  return inCastQueue(async () => {
    try {
      return { ...(await db.transaction((tx) => cast(tx, token, submission, hashKey, key))), replayed: false }
    } catch (error) {
      const earlier = error instanceof CastKeyTaken ? await replayCast(db, key!) : null
      if (!earlier) throw error
      return { ...earlier, replayed: true }
    }
  })
}

async function cast(
  tx: DbOrTransaction,
  token: string,
  submission: BallotSubmission,
  hashKey: string,
  key: CastKey | null,
): Promise<CastAnswer> {
  const receipt = newReceipt()
  // First: a second request with the same key waits here (PostgreSQL) until the first ends, then replays it.
  if (key && !(await claimCastKey(tx, key, { receipt, replaced: false }))) throw new CastKeyTaken()
  const [link] = (await executePrepared<LockedLink>(tx, 'cast_lock_link', lockLink(hashToken(token)))).rows
  if (!link) throw notValid()
  refuseEndedLink({ holder: link.holder, revoked: link.revoked, proxyEnded: link.proxy_ended })
  const election = {
    id: link.election_id,
    status: link.status,
    opensAt: new Date(link.opens_at),
    closesAt: new Date(link.closes_at),
    keyFingerprint: link.key_fingerprint,
  }
  requireVotingOpen(election)
  requireElectionKey(election)
  const choices = checkChoices(await contestsOf(tx, election), submission)
  if (link.voted) return changeVote(tx, link, token, submission, hashKey, key)
  const [write] = (
    await executePrepared<{ written: number }>(
      tx,
      'cast_write',
      writeCast({
        electionId: election.id,
        unitId: link.unit_id,
        credentialId: link.credential_id,
        method: link.holder === 'proxy' ? 'proxy' : 'online',
        confirmationDue: link.send_confirmations,
        receipt,
        ballotUnit: link.secret ? null : link.unit_id,
        revoteKey: link.secret && link.revote_allowed ? revoteKey(hashKey, election.id, link.unit_id) : null,
        sealed: sealBallot(election.id, receipt, { weight: link.weight, choices }),
        retireOwnerLinks: link.holder === 'owner',
      }),
    )
  ).rows
  // Another request for the unit was recorded between this one's read and its lock.
  if (!write || write.written === 0) return changeVote(tx, link, token, submission, hashKey, key)
  // Utah Code 16-6a-712(5): an owner who votes revokes the proxy they gave.
  if (link.holder === 'owner' && link.live_proxy)
    await revokeLiveProxy(tx, election.id, link.unit_id, OWNER_VOTED_REASON)
  return { receipt, replaced: false }
}

/** A unit that voted: refused, or where the election allows it, its ballot replaced by the general path. */
async function changeVote(
  tx: DbOrTransaction,
  link: LockedLink,
  token: string,
  submission: BallotSubmission,
  hashKey: string,
  key: CastKey | null,
) {
  if (!link.revote_allowed) throw new AppError('already_voted', 409, ALREADY_VOTED_MESSAGE)
  // castBallot's own transaction becomes a savepoint of this one.
  const changed = await castBallot(tx as Database, token, submission, hashKey)
  if (link.holder === 'owner')
    await tx.execute(
      retireOtherOwnerLinks({
        electionId: link.election_id,
        unitId: link.unit_id,
        credentialId: link.credential_id,
      }),
    )
  if (key) await keepCastAnswer(tx, key, changed)
  return changed
}
