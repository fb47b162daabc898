import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { runDataMigrations } from '~/db/data-migrations.server'
import { staffActor } from '../../../tests/factories/communities'
import { electionCommunity, openedElection, pick, unitsOf, vote } from '../../../tests/factories/elections'
import { queryRows } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { requireElection } from './access.server'
import { checkedAudit } from './audit.server'
import { hashToken } from './credentials.server'
import { canonicalJson, GENESIS_HASH, sha256 } from './chain.server'
import { upgradeLegacyElections } from './legacy-upgrade.server'
import { certifyElection, closeElection } from './lifecycle.server'
import { getResults } from './results.server'
import { openBallot } from './sealed-ballot.server'
import { countedResults } from './stored-results.server'
import { verifyElection } from './verify.server'

// Elections recorded before ballots were sealed: their plaintext ballots and unkeyed chain are rebuilt here as
// the code before migration 0010 wrote them, then upgraded as the start that applies that migration does.

const t = setupTestDatabase()
let staff: Awaited<ReturnType<typeof staffActor>>
beforeEach(async () => {
  staff = await staffActor(t.db, 'manager')
})

const rows = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query)

/** The tables as migration 0010 leaves them, before the data migration runs. */
async function legacyTables() {
  await t.db
    .execute(sql`create table legacy_ballot_choices (ballot_id uuid not null, contest_id uuid not null,
    option_id uuid, write_in text)`)
  await t.db.execute(sql`alter table election_ballots add column legacy_weight numeric`)
  await t.db.execute(sql`alter table election_ballots alter column sealed drop not null`)
}

/** Writes an election back as the old code kept it: weights and choices in the clear, a SHA-256 chain. */
async function asLegacy(electionId: string) {
  const ballots = await rows<{ id: string; receipt: string; sealed: Uint8Array }>(
    sql`select id::text, receipt, sealed from election_ballots where election_id = ${electionId}`,
  )
  for (const ballot of ballots) {
    const content = openBallot(electionId, ballot.receipt, ballot.sealed)!
    await t.db
      .execute(sql`update election_ballots set legacy_weight = ${content.weight}::numeric, sealed = null
      where id = ${ballot.id}::uuid`)
    for (const c of content.choices)
      await t.db
        .execute(sql`insert into legacy_ballot_choices values (${ballot.id}::uuid, ${c.contestId}::uuid,
        ${c.optionId}::uuid, ${c.writeIn})`)
  }
  const [{ digest } = { digest: '' }] = await rows<{ digest: string }>(sql`
    select encode(sha256(convert_to(coalesce(string_agg(line, E'\\n' order by receipt), ''), 'UTF8')), 'hex') as digest
    from (select b.receipt, b.receipt || '|' || trim_scale(b.legacy_weight)::text || '|' || b.cast_on::text || '|' ||
      coalesce(string_agg(c.contest_id::text || ':' || coalesce(c.option_id::text, 'write-in:' || c.write_in), ','
        order by c.contest_id, c.option_id, c.write_in), '') as line
      from election_ballots b left join legacy_ballot_choices c on c.ballot_id = b.id
      where b.election_id = ${electionId}::uuid group by b.id) lines`)
  const [row] = await rows<{ status: string; results: Record<string, unknown> | null }>(
    sql`select status, results from elections where id = ${electionId}`,
  )
  // The old code kept the exact count in the clear.
  const exact = countedResults({ id: electionId, results: row!.results })
  const results = exact ? { ...exact, digest } : null
  await t.db.execute(sql`update elections set audit_seal = null, key_fingerprint = null,
    ballot_digest = ${row!.results ? digest : null}, results = ${results ? JSON.stringify(results) : null}::jsonb
    where id = ${electionId}`)
  const { events } = await checkedAudit(t.db, electionId)
  let prev = GENESIS_HASH
  for (const event of events) {
    const details = { ...event.details }
    if (event.kind === 'ballots_sealed') details.digest = digest
    if (event.kind === 'closed') delete details.resultsHash
    if (event.kind === 'certified')
      Object.assign(details, { digest, resultsHash: sha256(canonicalJson(results)) })
    const fields = { seq: event.seq, kind: event.kind, actorName: event.actorName, details, at: event.at }
    const hash = sha256(`${prev}\n${canonicalJson(fields)}`)
    await t.db
      .execute(sql`update election_audit set details = ${JSON.stringify(details)}::jsonb, prev_hash = ${prev},
      hash = ${hash} where election_id = ${electionId} and seq = ${event.seq}`)
    prev = hash
  }
}

async function votedElection(status: 'open' | 'closed' | 'certified') {
  const community = await electionCommunity(t.db, staff, unitsOf(4, '2.5'))
  const election = await openedElection(t.db, staff, community.id)
  await vote(t.db, election.links.get('U1'), [pick(election, 0, 'Ana Ortiz'), pick(election, 1, 'Yes')])
  await vote(t.db, election.links.get('U2'), [pick(election, 0, 'Ben Cho'), pick(election, 1, 'Yes')])
  if (status !== 'open') await closeElection(t.db, staff, election.id)
  if (status === 'certified') await certifyElection(t.db, staff, election.id)
  return election
}

const verify = async (id: string) => verifyElection(t.db, await requireElection(t.db, staff, id))

describe('the upgrade of elections recorded before ballots were sealed', () => {
  test('seals every ballot, keys every chain, vouches for records that held, and drops the plaintext for good', async () => {
    const open = await votedElection('open')
    const closed = await votedElection('closed')
    const certified = await votedElection('certified')
    const before = (await getResults(t.db, { actor: staff }, certified.id)).results.contests
    await legacyTables()
    for (const election of [open, closed, certified]) await asLegacy(election.id)
    // Links were stored as a plain SHA-256 then.
    for (const token of open.links.values())
      await t.db
        .execute(sql`update election_credentials set token_hash = ${sha256(`election-credential:${token}`)}
        where token_hash = ${hashToken(token)}`)
    expect(await upgradeLegacyElections(t.db)).toEqual({ elections: 3, notVouched: [] })

    const columns = await rows<{ column_name: string; is_nullable: string }>(sql`
      select column_name, is_nullable from information_schema.columns
      where table_name = 'election_ballots' and column_name in ('legacy_weight', 'sealed')`)
    expect(columns).toEqual([{ column_name: 'sealed', is_nullable: 'NO' }])
    expect(await rows(sql`select to_regclass('public.legacy_ballot_choices') as t`)).toEqual([{ t: null }])
    for (const election of [open, closed, certified]) {
      expect(await verify(election.id)).toEqual({ ok: true, problems: [] })
      const { events } = await checkedAudit(t.db, election.id)
      expect(events.at(-1)).toMatchObject({ kind: 'record_upgraded', details: { ballotsSealed: 2 } })
    }
    expect((await getResults(t.db, { actor: staff }, certified.id)).results.contests).toEqual(before)
    // The open election goes on with the links its owners hold: a ballot cast after the upgrade is counted
    // with the two from before.
    await vote(t.db, open.links.get('U3'), [pick(open, 0, 'Ana Ortiz')])
    const results = await closeElection(t.db, staff, open.id)
    expect(results.contests[0]!.options.find((o) => o.label === 'Ana Ortiz')).toMatchObject({
      ballots: 2,
      weight: '5',
    })
  })

  test('a record that no longer held before the upgrade is not vouched for: it still fails verification', async () => {
    const election = await votedElection('closed')
    await legacyTables()
    await asLegacy(election.id)
    // Changed in the database while ballots were plaintext: Ben's vote becomes Ana's.
    const [ana, ben] = [
      pick(election, 0, 'Ana Ortiz').optionIds[0],
      pick(election, 0, 'Ben Cho').optionIds[0],
    ]
    await t.db.execute(
      sql`update legacy_ballot_choices set option_id = ${ana}::uuid where option_id = ${ben}::uuid`,
    )
    expect(await upgradeLegacyElections(t.db)).toEqual({ elections: 1, notVouched: [election.id] })
    expect((await verify(election.id)).ok).toBe(false)
  })

  test('results edited in the clear before the upgrade, in an election closed but not certified, are not vouched for', async () => {
    const election = await votedElection('closed')
    await legacyTables()
    await asLegacy(election.id)
    await t.db.execute(
      sql`update elections set results = jsonb_set(results, '{ballots}', '3') where id = ${election.id}`,
    )
    expect(await upgradeLegacyElections(t.db)).toEqual({ elections: 1, notVouched: [election.id] })
    expect((await verify(election.id)).ok).toBe(false)
  })

  test('runs after every migrate while the legacy tables are there, and then does nothing', async () => {
    const election = await votedElection('closed')
    await legacyTables()
    await asLegacy(election.id)
    await runDataMigrations(t.db)
    const [stored] = await rows<{ results: Record<string, unknown> }>(
      sql`select results from elections where id = ${election.id}`,
    )
    // A secret election's exact count is sealed like its ballots.
    expect(Object.keys(stored!.results)).toEqual(['sealed'])
    expect(await verify(election.id)).toEqual({ ok: true, problems: [] })
    expect(await upgradeLegacyElections(t.db)).toEqual({ elections: 0, notVouched: [] })
  })
})
