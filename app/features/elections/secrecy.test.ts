import { createHash, createHmac, randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { staffActor } from '../../../tests/factories/communities'
import {
  electionCommunity,
  openedElection,
  pick,
  TEST_HASH_KEY,
  unitsOf,
  vote,
  type OpenedElection,
} from '../../../tests/factories/elections'
import { queryRows } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { getBallot } from './ballot.server'
import { hashToken, revoteKey } from './credentials.server'
import { exportCsv } from './exports.server'
import { closeElection } from './lifecycle.server'
import { listRollEntries } from './participation.server'
import { openBallot } from './sealed-ballot.server'

// A secret ballot row holds a random id and receipt, the day cast and its content sealed under the election's
// key, and nothing that leads back to the unit, owner or credential. Checked on the rows themselves; the
// attacks of a database reader on the weight and on old row versions are in ballot-sealing.test.ts.

const t = setupTestDatabase()
let staff: Awaited<ReturnType<typeof staffActor>>
beforeEach(async () => {
  staff = await staffActor(t.db, 'manager')
})

const rows = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query)

const columns = (table: string) =>
  rows<{ column_name: string; data_type: string }>(sql`
    select column_name, data_type from information_schema.columns
    where table_schema = 'public' and table_name = ${table} order by column_name`)

/** Ten units vote for different things; every identifying value of the election, to look for. */
async function votedElection(overrides: Record<string, unknown> = {}) {
  const community = await electionCommunity(t.db, staff, unitsOf(10, '1.25'))
  const election = await openedElection(t.db, staff, community.id, overrides)
  const labels = ['Ana Ortiz', 'Ben Cho', 'Cara Diaz']
  const receipts: string[] = []
  for (let i = 1; i <= 10; i++) {
    const choices = [pick(election, 0, labels[i % 3]!), pick(election, 1, i % 2 ? 'Yes' : 'No')]
    receipts.push((await vote(t.db, election.links.get(`U${i}`), choices)).receipt)
  }
  const credentials = await rows<{ id: string; token_hash: string }>(
    sql`select id::text, token_hash from election_credentials where election_id = ${election.id}`,
  )
  const identifying = [
    ...election.unitIds.values(),
    ...[...election.links.values()].flatMap((token) => [token, hashToken(token)]),
    ...credentials.flatMap((c) => [c.id, c.token_hash]),
    ...Array.from({ length: 10 }, (_, i) => [
      `owner${i + 1}@example.com`,
      `Owner ${i + 1}.1`,
      `U${i + 1}`,
    ]).flat(),
  ]
  return { election, receipts, identifying }
}

const ballotRows = (election: OpenedElection) =>
  rows<{
    id: string
    receipt: string
    cast_on: string
    unit_id: string | null
    revote_key: string | null
    sealed: Uint8Array
    row: string
  }>(sql`
    select b.id::text, b.receipt, b.cast_on::text, b.unit_id::text, b.revote_key, b.sealed, b::text as row
    from election_ballots b where b.election_id = ${election.id}`)

describe('a secret election', () => {
  test('the ballot table has only these columns: no weight, choice, unit, owner, credential or time finer than the day', async () => {
    expect(await columns('election_ballots')).toEqual([
      { column_name: 'cast_on', data_type: 'date' },
      { column_name: 'election_id', data_type: 'uuid' },
      { column_name: 'id', data_type: 'uuid' },
      { column_name: 'receipt', data_type: 'text' },
      { column_name: 'revote_key', data_type: 'text' },
      { column_name: 'sealed', data_type: 'bytea' },
      { column_name: 'unit_id', data_type: 'uuid' },
    ])
    // Choices live only inside the sealed content: no table of them, not even the legacy one.
    const tables = await rows<{ table_name: string }>(sql`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_name like '%ballot%' order by table_name`)
    expect(tables.map((row) => row.table_name)).toEqual(['election_ballots'])
    // No foreign key from a ballot to anything but its election.
    const keys = await rows<{ table_name: string; column_name: string; foreign_table: string }>(sql`
      select kcu.table_name, kcu.column_name, ccu.table_name as foreign_table
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
      where tc.constraint_type = 'FOREIGN KEY' and kcu.table_name = 'election_ballots'`)
    expect(keys).toEqual([
      { table_name: 'election_ballots', column_name: 'election_id', foreign_table: 'elections' },
    ])
  })

  test('no ballot row holds a unit id, owner, credential, token or its hash', async () => {
    const { election, identifying } = await votedElection()
    const ballots = await ballotRows(election)
    expect(ballots).toHaveLength(10)
    for (const { row } of ballots)
      for (const value of identifying) expect(row.toLowerCase()).not.toContain(value.toLowerCase())
    for (const ballot of ballots) {
      expect(ballot.unit_id).toBeNull()
      expect(ballot.revote_key).toBeNull() // revote is off: no key at all
      expect(ballot.cast_on).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })

  test('ids and receipts are random, not sequential', async () => {
    const { election, receipts } = await votedElection()
    const ballots = await ballotRows(election)
    // Version 4 UUIDs: 122 random bits, nothing of time or order.
    for (const { id } of ballots)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(new Set(receipts).size).toBe(10)
    // In the order they were cast, neither ids nor receipts climb (10! orders, one sorted).
    const inCastOrder = receipts.map((r) => ballots.find((b) => b.receipt === r)!.id)
    expect(inCastOrder).not.toEqual([...inCastOrder].sort())
    expect(receipts).not.toEqual([...receipts].sort())
  })

  test('the participation export and the roll say who voted and how, never for whom', async () => {
    const { election, receipts } = await votedElection()
    const optionIds = election.contests.flatMap((c) => c.options.map((o) => o.id))
    const needles = [...receipts, ...optionIds, 'Ana Ortiz', 'Ben Cho', 'Cara Diaz', 'Yes', 'No']
    const csv = await exportCsv(t.db, staff, election.id, 'participation')
    const [header, ...lines] = csv.trim().split(/\r?\n/)
    expect(header).toBe('unit,weight,voted,method,voted_on,entered_by')
    expect(lines).toHaveLength(10)
    for (const line of lines) expect(line).toMatch(/^U\d+,1\.25,yes,online,\d{4}-\d{2}-\d{2},$/)
    const roll = await listRollEntries(t.db, staff, election.id)
    expect(Object.keys(roll[0]!).sort()).toEqual(['label', 'owners', 'proxy', 'unitId', 'voted', 'weight'])
    const text = `${csv}\n${JSON.stringify(roll)}`
    for (const needle of needles) expect(text).not.toContain(needle)
  })

  test('the receipts export and the audit log carry no unit', async () => {
    const { election, identifying } = await votedElection()
    await closeElection(t.db, staff, election.id)
    const receipts = await exportCsv(t.db, staff, election.id, 'receipts')
    expect(receipts.trim().split(/\r?\n/)[0]).toBe('receipt,cast_on')
    const audit = await rows<{ row: string }>(sql`select a::text as row from election_audit a`)
    for (const value of identifying.filter((v) => !/^U\d+$/.test(v)))
      expect(`${receipts}\n${audit.map((a) => a.row).join('\n')}`).not.toContain(value)
  })

  test('with revote on, the key is neither the unit id nor derivable from it without the server secret', async () => {
    const { election } = await votedElection({ revoteAllowed: true })
    const ballots = await ballotRows(election)
    const unitIds = [...election.unitIds.values()]
    const keys = ballots.map((b) => b.revote_key!)
    expect(new Set(keys).size).toBe(10)
    const guesses = unitIds.flatMap((unitId) => [
      unitId,
      createHash('sha256').update(unitId).digest('base64url'),
      createHash('sha256').update(`revote:${election.id}:${unitId}`).digest('base64url'),
      createHash('sha256').update(`revote:${election.id}:${unitId}`).digest('hex'),
      revoteKey('', election.id, unitId),
      revoteKey('another-server-secret-that-is-long', election.id, unitId),
    ])
    for (const key of keys) expect(guesses).not.toContain(key)
    // With the secret it is derivable (decision 0011 says so): this is what revote costs.
    const withSecret = unitIds.map((unitId) =>
      createHmac('sha256', TEST_HASH_KEY).update(`revote:${election.id}:${unitId}`).digest('base64url'),
    )
    expect(keys.sort()).toEqual(withSecret.sort())

    // A revote replaces the unit's ballot: still ten, the new choice counted, the old one gone.
    const replaced = await vote(t.db, election.links.get('U3'), [pick(election, 1, 'Abstain')])
    expect(replaced.replaced).toBe(true)
    const after = await ballotRows(election)
    expect(after).toHaveLength(10)
    expect(after.map((b) => b.receipt)).toContain(replaced.receipt)
    const abstain = election.contests[1]!.options.find((o) => o.label === 'Abstain')!.id
    const opened = after.map((b) => openBallot(election.id, b.receipt, b.sealed)!)
    expect(opened.filter((b) => b.choices.some((c) => c.optionId === abstain))).toHaveLength(1)

    // Once voting closes no ballot is replaced: the keys go, and with them what the secret could link.
    await closeElection(t.db, staff, election.id)
    expect((await ballotRows(election)).map((b) => b.revote_key)).toEqual(Array(10).fill(null))
  })

  test('after close, neither row versions nor the order on disk pair a ballot with the unit that cast it', async () => {
    // Casting writes the ballot, its choices and the participation row in one transaction, so all carry its
    // id in PostgreSQL's system column xmin, and ballots lie on disk in the order they were cast. Unless
    // closing rewrites the ballots, anyone who can query the tables can pair them long after the vote.
    const { election, receipts } = await votedElection()
    await closeElection(t.db, staff, election.id)
    const [{ ballots } = { ballots: -1 }] = await rows<{ ballots: number }>(sql`
      select count(*)::int as ballots from election_ballots b join election_participation p on p.xmin = b.xmin
      where b.election_id = ${election.id}`)
    expect(ballots).toBe(0)
    const onDisk = await rows<{ receipt: string }>(
      sql`select receipt from election_ballots where election_id = ${election.id} order by ctid`,
    )
    expect(onDisk.map((b) => b.receipt)).not.toEqual(receipts)
  })
})

describe('someone who can write to the database, without the server secret', () => {
  test('cannot add a voting link of their own: whatever hash they store, their token opens no ballot', async () => {
    const community = await electionCommunity(t.db, staff, unitsOf(2))
    const election = await openedElection(t.db, staff, community.id)
    const mine = randomBytes(32).toString('base64url')
    const unitId = election.unitIds.get('U1')!
    for (const hash of [
      createHash('sha256').update(`election-credential:${mine}`).digest('hex'),
      createHash('sha256').update(mine).digest('hex'),
      createHmac('sha256', 'a-guessed-secret-of-at-least-32-chars').update(mine).digest('hex'),
    ])
      await t.db.execute(sql`insert into election_credentials (election_id, unit_id, token_hash)
        values (${election.id}::uuid, ${unitId}::uuid, ${hash})`)
    await expect(getBallot(t.db, mine)).rejects.toMatchObject({ status: 404 })
    await expect(vote(t.db, mine, [])).rejects.toMatchObject({ status: 404 })
    // The unit's own link still works.
    expect((await getBallot(t.db, election.links.get('U1'))).status).toBe('open')
    expect(hashToken(mine)).not.toBe(createHash('sha256').update(`election-credential:${mine}`).digest('hex'))
  })
})

describe('a non-secret election', () => {
  test('records the unit on each ballot', async () => {
    const { election } = await votedElection({ secret: false })
    const ballots = await ballotRows(election)
    expect(ballots.map((b) => b.unit_id).sort()).toEqual([...election.unitIds.values()].sort())
    expect(ballots.every((b) => b.revote_key === null)).toBe(true)
  })
})
