import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { installServerSecret } from '~/lib/keyring.server'
import { staffActor } from '../../../tests/factories/communities'
import {
  electionCommunity,
  openedElection,
  pick,
  vote,
  type TestUnit,
} from '../../../tests/factories/elections'
import { queryRows } from '../../../tests/setup/route-context'
import { setupTestDatabase, TEST_SERVER_SECRET } from '../../../tests/setup/test-database'
import { closeElection } from './lifecycle.server'
import { openBallot } from './sealed-ballot.server'

// The attacks of someone who reads the database, or a copy of it, without the server secret. In a roll by
// percentage most weights are unique, so a ballot that kept its unit's weight in the clear named its unit;
// and PostgreSQL keeps a row's earlier versions on disk until vacuum, with the transaction id that also marks
// the unit's participation row. Both attacks are run here as that reader would, on PGlite and PostgreSQL.

const t = setupTestDatabase({ pageinspect: true })
let staff: Awaited<ReturnType<typeof staffActor>>
beforeEach(async () => {
  staff = await staffActor(t.db, 'manager')
})

const rows = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query)

/** Ten units, every weight different, as in a roll by percentage interest. */
const ROLL: TestUnit[] = Array.from({ length: 10 }, (_, i) => ({
  label: `L${i + 1}`,
  weight: `${7 + i}.${String(137 * (i + 3)).padStart(3, '0')}41`,
  emails: [`lot${i + 1}@example.com`],
}))

/** Every unit votes, some leaving a contest blank, so full and near-empty ballots are both on disk. */
async function votedSecretElection() {
  const community = await electionCommunity(t.db, staff, ROLL)
  const election = await openedElection(t.db, staff, community.id, { secret: true })
  const names = ['Ana Ortiz', 'Ben Cho', 'Cara Diaz']
  for (const [i, unit] of ROLL.entries())
    await vote(
      t.db,
      election.links.get(unit.label),
      i % 4 === 3 ? [] : [pick(election, 0, names[i % 3]!), pick(election, 1, i % 2 ? 'Yes' : 'No')],
    )
  const optionIds = election.contests.flatMap((c) => c.options.map((o) => o.id))
  return { election, optionIds }
}

describe('a database reader without the server secret', () => {
  test('cannot join any column of a ballot to the roll’s weights, nor tell a blank ballot from a full one', async () => {
    const { election } = await votedSecretElection()
    const columns = await rows<{ column_name: string }>(sql`
      select column_name from information_schema.columns
      where table_schema = 'public' and table_name = 'election_ballots'`)
    for (const { column_name } of columns) {
      const [joined] = await rows<{ n: number }>(sql`
        select count(*)::int as n from election_ballots b
        join election_roll r on r.election_id = b.election_id
          and (to_jsonb(b) ->> ${column_name}) in (r.weight::text, trim_scale(r.weight)::text)
        where b.election_id = ${election.id}`)
      expect({ column: column_name, joined: joined!.n }).toEqual({ column: column_name, joined: 0 })
    }
    // The whole row as text holds no weight either, in any column or in the sealed bytes' hex.
    const texts = await rows<{ row: string }>(
      sql`select b::text as row from election_ballots b where b.election_id = ${election.id}`,
    )
    for (const { row } of texts) for (const unit of ROLL) expect(row).not.toContain(unit.weight)
    // Nor do the sealed bytes read as text: no weight and no option id in them.
    const optionIds = election.contests.flatMap((c) => c.options.map((o) => o.id))
    const sealed = await rows<{ sealed: Uint8Array }>(
      sql`select sealed from election_ballots where election_id = ${election.id}`,
    )
    for (const { sealed: bytes } of sealed) {
      const text = Buffer.from(bytes).toString('latin1')
      for (const value of [...ROLL.map((unit) => unit.weight), ...optionIds])
        expect(text).not.toContain(value)
    }
    // Every ballot is padded to the same size: the length of what is stored says nothing of the choices.
    const sizes = await rows<{ size: number }>(sql`
      select distinct octet_length(sealed)::int as size from election_ballots where election_id = ${election.id}`)
    expect(sizes).toHaveLength(1)
  })

  test('holding a sealed ballot learns nothing from it: it opens only under the server’s secret', async () => {
    const { election } = await votedSecretElection()
    const ballots = await rows<{ receipt: string; sealed: Uint8Array }>(
      sql`select receipt, sealed from election_ballots where election_id = ${election.id}`,
    )
    const weights = new Set(ROLL.map((unit) => unit.weight))
    for (const ballot of ballots)
      expect(weights.has(openBallot(election.id, ballot.receipt, ballot.sealed)!.weight)).toBe(true)
    installServerSecret('another-server-secret-of-an-attacker-0123456789')
    try {
      for (const ballot of ballots) expect(openBallot(election.id, ballot.receipt, ballot.sealed)).toBeNull()
    } finally {
      installServerSecret(TEST_SERVER_SECRET)
    }
  })

  test('reading every row version on disk after close, dead ones too, links units only to sealed bytes', async () => {
    const { election, optionIds } = await votedSecretElection()
    await closeElection(t.db, staff, election.id)
    // The bytes PostgreSQL writes for each weight and option id, taken from a table of its own.
    await t.db.execute(sql`create table probe_values (weight numeric, option_id uuid)`)
    try {
      for (const unit of ROLL)
        await t.db.execute(sql`insert into probe_values (weight) values (${unit.weight}::numeric)`)
      for (const id of optionIds)
        await t.db.execute(sql`insert into probe_values (option_id) values (${id}::uuid)`)
      const probes = await rows<{ attr: string }>(sql`
        select encode(a, 'hex') as attr
        from heap_page_item_attrs(get_raw_page('probe_values', 0), 'probe_values'::regclass) i,
          unnest(i.t_attrs) a where a is not null`)
      expect(probes).toHaveLength(ROLL.length + optionIds.length)

      const pages = await rows<{ n: number }>(
        sql`select (pg_relation_size('election_ballots') / current_setting('block_size')::int)::int as n`,
      )
      // Every tuple on every page, live or dead, with the transaction that wrote it.
      const versions: Array<{ xmin: string; data: string }> = []
      for (let page = 0; page < pages[0]!.n; page++)
        versions.push(
          ...(await rows<{ xmin: string; data: string }>(sql`
            select t_xmin::text as xmin, encode(t_data, 'hex') as data
            from heap_page_items(get_raw_page('election_ballots', ${page}::int)) where t_data is not null`)),
        )
      const written = await rows<{ xmin: string }>(
        sql`select xmin::text from election_participation where election_id = ${election.id}`,
      )
      const voters = new Set(written.map((row) => row.xmin))
      const linked = versions.filter((version) => voters.has(version.xmin))
      // The old versions are still there, each tied to its unit's participation row by its transaction id
      expect(linked.length).toBe(ROLL.length)
      // but what they hold is the sealed ballot only: no weight, no choice, byte for byte.
      for (const version of versions) {
        for (const { attr } of probes) expect(version.data).not.toContain(attr)
        // and nothing written as text either, as JSON would be
        const text = Buffer.from(version.data, 'hex').toString('latin1')
        for (const value of [...ROLL.map((unit) => unit.weight), ...optionIds])
          expect(text).not.toContain(value)
      }
    } finally {
      await t.db.execute(sql`drop table probe_values`)
    }
  })
})
