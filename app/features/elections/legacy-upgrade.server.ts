import { asc, eq, sql } from 'drizzle-orm'
import type { Database, DbOrTransaction } from '~/db/client.server'
import { elections } from '~/db/schema'
import { secretFingerprint } from '~/lib/keyring.server'
import type { Actor, ElectionRow } from './access.server'
import { appendAudit } from './audit.server'
import { canonicalJson, chainHash, chainSeal, GENESIS_HASH, sha256 } from './chain.server'
import { keyStoredHash } from './credentials.server'
import { sealBallot } from './sealed-ballot.server'
import { storeResults } from './stored-results.server'
import { ballotDigest, tallyElection } from './tally.server'
import type { ElectionResults } from './types'

// Elections recorded before ballots were sealed and the audit chain keyed (migration 0010_sealed_ballots).
// Run after migrating while the legacy tables are there (app/db/data-migrations.server.ts), since only the
// server holds the secret the new keys come from. Per election: the old chain and ballot digest are
// checked as they were written; ballots are sealed; a chain that checked is keyed again, event by event,
// and a `record_upgraded` event vouches for the new digest and results hash, only where the old ones held.
// A record that no longer held before the upgrade is left failing verification, never laundered.

const UPGRADE_ACTOR: Actor = { id: null, name: 'System (record upgrade)', role: 'system' }

type LegacyEvent = {
  seq: number
  kind: string
  actor_id: string | null
  actor_name: string
  details: unknown
  at: string
  prev_hash: string
  hash: string
}

const rowsOf = async <T>(db: DbOrTransaction, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows

/** The chain as written before it was keyed: SHA-256 over the previous hash and the event's fields. */
function legacyChainHolds(events: LegacyEvent[]): boolean {
  let prev = GENESIS_HASH
  for (const [index, e] of events.entries()) {
    const fields = { seq: e.seq, kind: e.kind, actorName: e.actor_name, details: e.details, at: e.at }
    if (e.seq !== index + 1 || e.prev_hash !== prev || sha256(`${prev}\n${canonicalJson(fields)}`) !== e.hash)
      return false
    prev = e.hash
  }
  return true
}

/** The digest as computed before ballots were sealed: receipt, weight, day and choices per ballot. */
async function legacyDigest(tx: DbOrTransaction, electionId: string): Promise<string> {
  const [row] = await rowsOf<{ digest: string }>(
    tx,
    sql`
    select encode(sha256(convert_to(coalesce(string_agg(line, E'\n' order by receipt), ''), 'UTF8')), 'hex') as digest
    from (
      select b.receipt, b.receipt || '|' || trim_scale(b.legacy_weight)::text || '|' || b.cast_on::text || '|' ||
        coalesce(string_agg(c.contest_id::text || ':' || coalesce(c.option_id::text, 'write-in:' || c.write_in), ','
          order by c.contest_id, c.option_id, c.write_in), '') as line
      from election_ballots b
      left join legacy_ballot_choices c on c.ballot_id = b.id
      where b.election_id = ${electionId}::uuid and b.sealed is null
      group by b.id) lines`,
  )
  return row!.digest
}

async function sealBallots(tx: DbOrTransaction, electionId: string): Promise<number> {
  const ballots = await rowsOf<{ id: string; receipt: string; weight: string }>(
    tx,
    sql`select id::text, receipt, trim_scale(legacy_weight)::text as weight from election_ballots
      where election_id = ${electionId}::uuid and sealed is null`,
  )
  const choices = await rowsOf<{
    ballot_id: string
    contest_id: string
    option_id: string | null
    write_in: string | null
  }>(
    tx,
    sql`select c.ballot_id::text, c.contest_id::text, c.option_id::text, c.write_in
      from legacy_ballot_choices c join election_ballots b on b.id = c.ballot_id
      where b.election_id = ${electionId}::uuid order by c.contest_id, c.option_id, c.write_in`,
  )
  const sealed = ballots.map((ballot) => ({
    id: ballot.id,
    sealed: sealBallot(electionId, ballot.receipt, {
      weight: ballot.weight,
      choices: choices
        .filter((c) => c.ballot_id === ballot.id)
        .map((c) => ({ contestId: c.contest_id, optionId: c.option_id, writeIn: c.write_in })),
    }).toString('base64'),
  }))
  if (sealed.length)
    await tx.execute(sql`
      update election_ballots b set sealed = decode(r.sealed, 'base64'), legacy_weight = null
      from jsonb_to_recordset(${JSON.stringify(sealed)}::jsonb) as r(id uuid, sealed text)
      where b.id = r.id`)
  return sealed.length
}

/** The same figures, whatever order write-ins were listed in and whenever they were counted. */
function sameCount(a: ElectionResults, b: ElectionResults): boolean {
  const figures = (r: ElectionResults) =>
    canonicalJson({
      ballots: r.ballots,
      weight: r.weight,
      quorum: r.quorum,
      contests: r.contests.map((c) => ({
        ...c,
        options: [...c.options].sort((x, y) =>
          `${x.optionId}|${x.label}`.localeCompare(`${y.optionId}|${y.label}`),
        ),
      })),
    })
  return figures(a) === figures(b)
}

async function upgradeElection(tx: DbOrTransaction, row: ElectionRow) {
  // Keyed already (a chain written by the new code has a seal): nothing of the old kind to check or key.
  if (row.auditSeal) return { vouched: true }
  const events = await rowsOf<LegacyEvent>(
    tx,
    sql`select seq, kind, actor_id::text, actor_name, details,
      to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, prev_hash, hash
      from election_audit where election_id = ${row.id}::uuid order by seq`,
  )
  const chainHeld = legacyChainHolds(events)
  const counted = row.status === 'closed' || row.status === 'certified'
  const digestHeld = !counted || (await legacyDigest(tx, row.id)) === row.ballotDigest
  const resultsHash = row.results === null ? null : sha256(canonicalJson(row.results))
  const certified = [...events].reverse().find((e) => e.kind === 'certified')
  const ballots = await sealBallots(tx, row.id)
  // A certified count was hashed into the old chain; a closed one was not, so it is counted again and compared.
  const resultsHeld =
    !counted ||
    (row.status === 'certified'
      ? (certified?.details as { resultsHash?: string } | undefined)?.resultsHash === resultsHash
      : sameCount(await tallyElection(tx, row), row.results as ElectionResults))
  await tx.execute(
    sql`update elections set key_fingerprint = ${secretFingerprint()} where id = ${row.id}::uuid`,
  )
  if (!chainHeld) return { vouched: false }

  let prev = GENESIS_HASH
  for (const e of events) {
    const fields = {
      seq: e.seq,
      kind: e.kind,
      actorId: e.actor_id,
      actorName: e.actor_name,
      details: e.details,
      at: e.at,
    }
    const hash = chainHash(row.id, prev, fields)
    await tx.execute(sql`update election_audit set prev_hash = ${prev}, hash = ${hash}
      where election_id = ${row.id}::uuid and seq = ${e.seq}`)
    prev = hash
  }
  await tx.execute(
    sql`update elections set audit_seal = ${chainSeal(row.id, events.length, prev)} where id = ${row.id}::uuid`,
  )
  const vouched = digestHeld && resultsHeld
  const details: Record<string, unknown> = {
    previousHead: events.at(-1)?.hash ?? GENESIS_HASH,
    ballotsSealed: ballots,
  }
  if (counted && vouched) {
    // The digest now covers the sealed rows; the stored results carry it, so their hash is recorded again.
    const digest = await ballotDigest(tx, row.id)
    const results = { ...(row.results as ElectionResults), digest }
    const stored = JSON.stringify(storeResults(row, results))
    await tx.execute(sql`update elections set ballot_digest = ${digest}, results = ${stored}::jsonb
      where id = ${row.id}::uuid`)
    Object.assign(details, { digest, resultsHash: sha256(canonicalJson(results)) })
  }
  if (counted && !vouched)
    details.notVouched = 'The ballots or results no longer matched their record before the upgrade.'
  await appendAudit(tx, row.id, UPGRADE_ACTOR, 'record_upgraded', details)
  return { vouched }
}

/** Links stored as a plain SHA-256 are keyed where they lie, so they keep working (credentials.server.ts). */
async function keyLegacyCredentials(tx: DbOrTransaction) {
  const stored = await rowsOf<{ id: string; token_hash: string }>(
    tx,
    sql`select id::text, token_hash from election_credentials`,
  )
  if (stored.length === 0) return
  const keyed = stored.map((row) => ({ id: row.id, token_hash: keyStoredHash(row.token_hash) }))
  await tx.execute(sql`
    update election_credentials c set token_hash = r.token_hash
    from jsonb_to_recordset(${JSON.stringify(keyed)}::jsonb) as r(id uuid, token_hash text)
    where c.id = r.id`)
}

/** Seals every legacy ballot and keys every legacy chain, then drops the plaintext columns for good. */
export async function upgradeLegacyElections(
  db: Database,
): Promise<{ elections: number; notVouched: string[] }> {
  return db.transaction(async (tx) => {
    const [present] = await rowsOf<{ present: boolean }>(
      tx,
      sql`select to_regclass('public.legacy_ballot_choices') is not null as present`,
    )
    if (!present?.present) return { elections: 0, notVouched: [] }
    await keyLegacyCredentials(tx)
    // The ids first: a restore builds an old backup's schema (migrations up to its own) and runs this on its
    // still empty tables, where the newest columns of the full row do not exist yet.
    const ids = await tx.select({ id: elections.id }).from(elections).orderBy(asc(elections.createdAt))
    const notVouched: string[] = []
    for (const { id } of ids) {
      const [row] = await tx.select().from(elections).where(eq(elections.id, id))
      if (!(await upgradeElection(tx, row!)).vouched) notVouched.push(id)
    }
    await tx.execute(sql`drop table legacy_ballot_choices`)
    await tx.execute(sql`alter table election_ballots drop column legacy_weight`)
    await tx.execute(sql`alter table election_ballots alter column sealed set not null`)
    return { elections: ids.length, notVouched }
  })
}
