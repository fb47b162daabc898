import { sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { AppError } from '~/lib/errors'
import { secretFingerprint } from '~/lib/keyring.server'
import type { ElectionRow } from './access.server'
import { sumBallots, type CountedBallot } from './ballot-sums'
import { loadContests } from './contests.server'
import { normalize, participationOf } from './elections.server'
import { openBallot } from './sealed-ballot.server'
import { computeResults } from './tally'
import type { ElectionResults } from './types'

// The count: every ballot is opened with the election's key (sealed-ballot.server.ts) and added up in
// exact millionths (ballot-sums.ts); the rules in tally.ts decide. Nothing here reads a unit next to a choice.

export const SECRET_CHANGED_MESSAGE =
  'The server secret has changed since this election opened, so its sealed ballots cannot be opened: restore the SESSION_SECRET (or DATA_DIR/session-secret) it opened with.'

/** Refuses to go on when the server secret is not the one the election's ballots were sealed under. */
export function requireElectionKey(row: Pick<ElectionRow, 'keyFingerprint'>) {
  if (row.keyFingerprint && row.keyFingerprint !== secretFingerprint())
    throw new AppError('election_key_changed', 503, SECRET_CHANGED_MESSAGE)
}

/** Every ballot's content, opened; a ballot that does not open was changed in the database. */
export async function openBallots(tx: DbOrTransaction, row: ElectionRow): Promise<CountedBallot[]> {
  requireElectionKey(row)
  // As base64 text: PGlite hands 10,000 bytea values over in about 1.3 s, the same bytes as base64 in 0.2 s.
  const stored = (
    (await tx.execute(sql`
      select receipt, encode(sealed, 'base64') as sealed from election_ballots
      where election_id = ${row.id}::uuid order by receipt`)) as unknown as {
      rows: Array<{ receipt: string; sealed: string }>
    }
  ).rows.map((ballot) => ({ receipt: ballot.receipt, sealed: Buffer.from(ballot.sealed, 'base64') }))
  const opened = stored.map((ballot) => openBallot(row.id, ballot.receipt, ballot.sealed))
  const broken = opened.filter((ballot) => ballot === null).length
  if (broken)
    throw new AppError(
      'ballots_unreadable',
      409,
      `${broken} of the ${stored.length} ballots of this election do not open: they were changed in the database. Nothing was counted; the election’s audit record and ballot digest show what changed.`,
    )
  return opened as CountedBallot[]
}

export async function tallyElection(tx: DbOrTransaction, row: ElectionRow): Promise<ElectionResults> {
  const contests = (await loadContests(tx, [row.id])).get(row.id) ?? []
  const sums = sumBallots(contests, await openBallots(tx, row))
  const took = await participationOf(tx, row.id)
  const results = computeResults({
    roll: { units: row.rollUnits ?? 0, weight: row.rollWeight ?? '0' },
    participation: { units: took.units, weight: took.weight },
    ballots: sums.ballots,
    quorum: { percent: row.quorumPercent, basis: row.quorumBasis },
    contests: sums.contests,
  })
  return {
    electionId: row.id,
    computedAt: new Date().toISOString(),
    ...results,
    weight: normalize(results.weight),
    digest: await ballotDigest(tx, row.id),
    certified: false,
  }
}

/**
 * A SHA-256 over every ballot as stored, one line each, sorted by receipt: `receipt|day|unit|sealed`.
 * Sealed into the keyed audit chain at close, so a ballot changed, added or removed afterwards no longer
 * matches; the sealed content is authenticated by its key, so it cannot be forged to match either. Computed
 * in SQL: the lines never leave the database, and anyone checking needs no key.
 */
export async function ballotDigest(db: DbOrTransaction, electionId: string): Promise<string> {
  const result = (await db.execute(sql`
    select encode(sha256(convert_to(coalesce(string_agg(
      receipt || '|' || cast_on::text || '|' || coalesce(unit_id::text, '') || '|' || encode(sealed, 'base64'),
      E'\n' order by receipt), ''), 'UTF8')), 'hex') as digest
    from election_ballots where election_id = ${electionId}::uuid`)) as { rows: Array<{ digest: string }> }
  return result.rows[0]!.digest
}

/**
 * A secret election's ballots are written again at close, in receipt order, in one transaction: each was
 * written with its unit's participation row, so the transaction id PostgreSQL keeps on every row (xmin)
 * and the order on disk would otherwise pair a sealed ballot with the unit that cast it (decision 0011).
 */
export async function rewriteSecretBallots(tx: DbOrTransaction, electionId: string): Promise<void> {
  await tx.execute(sql`create temp table shuffled_ballots on commit drop as
    select * from election_ballots where election_id = ${electionId}::uuid`)
  await tx.execute(sql`delete from election_ballots where election_id = ${electionId}::uuid`)
  // Without the revote keys: once voting closes no ballot is replaced, and with the secret they name the unit.
  await tx.execute(sql`update shuffled_ballots set revote_key = null`)
  await tx.execute(sql`insert into election_ballots select * from shuffled_ballots order by receipt`)
}
