import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { addMembership, importRoll, rollCsv, staffActor } from '../../../tests/factories/communities'
import {
  capturingMailer,
  electionCommunity,
  electionInput,
  openedElection,
  pick,
  tokenOf,
  unitLabelOf,
  unitsOf,
  vote,
  type TestUnit,
} from '../../../tests/factories/elections'
import { countRows, queryRows } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { checkedAudit } from './audit.server'
import { hashToken } from './credentials.server'
import { createElection, getElection, updateElection } from './elections.server'
import {
  cancelElection,
  certifyElection,
  closeElection,
  openElection,
  publishElection,
} from './lifecycle.server'
import { ElectionPatchSchema } from './schemas'
import { openBallot } from './sealed-ballot.server'
import { loadSnapshot } from './snapshot.server'
import { ballotDigest } from './tally.server'

const t = setupTestDatabase()
let staff: Awaited<ReturnType<typeof staffActor>>

beforeEach(async () => {
  staff = await staffActor(t.db, 'manager', 'Mia Manager')
})

const rows = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query)

const ROLL: TestUnit[] = [
  { label: 'A1', weight: '1.5', emails: ['ann@example.com', 'al@example.com'] },
  { label: 'A2', weight: '2.25', emails: ['bo@example.com'] },
  { label: 'A3', weight: '0.000001' },
  { label: 'A4', weight: '3', emails: ['cy@example.com'] },
]

describe('opening', () => {
  test('freezes the roll with its hash, one hashed credential per reachable unit, an invitation per email', async () => {
    const community = await electionCommunity(t.db, staff, ROLL)
    const { id } = await createElection(t.db, staff, electionInput(community.id))
    const { sent, mail } = capturingMailer()
    expect(await openElection(t.db, staff, id, mail)).toEqual({ units: 4, invited: 3, messages: 4 })

    const { election } = await getElection(t.db, staff, id)
    expect(election).toMatchObject({ status: 'open', rollUnits: 4, rollWeight: '6.750001' })
    expect(election.rollHash).toMatch(/^[0-9a-f]{64}$/)
    const { events } = await checkedAudit(t.db, id)
    expect(events.find((e) => e.kind === 'roll_snapshot')?.details).toMatchObject({
      hash: election.rollHash,
      units: 4,
    })

    // Every owner email, once each; the unit without email gets none (it waits for the printed notice).
    expect(
      sent
        .map((m) => m.to)
        .flat()
        .sort(),
    ).toEqual(['al@example.com', 'ann@example.com', 'bo@example.com', 'cy@example.com'])
    expect(sent.map(unitLabelOf).sort()).toEqual(['A1', 'A1', 'A2', 'A4'])
    const a1 = sent.filter((m) => unitLabelOf(m) === 'A1').map(tokenOf)
    expect(a1[0]).toBe(a1[1]) // one credential per unit, whoever of its owners uses it

    const credentials = await rows<{ unit_id: string; token_hash: string }>(
      sql`select unit_id, token_hash from election_credentials where election_id = ${id}`,
    )
    expect(credentials).toHaveLength(3)
    expect(new Set(credentials.map((c) => c.unit_id)).size).toBe(3)
    const tokens = [...new Set(sent.map(tokenOf))]
    expect(credentials.map((c) => c.token_hash).sort()).toEqual(tokens.map(hashToken).sort())
  })

  test('no raw token is stored in any table', async () => {
    const community = await electionCommunity(t.db, staff, ROLL)
    const election = await openedElection(t.db, staff, community.id)
    await vote(t.db, election.links.get('A2'), [pick(election, 0, 'Ana Ortiz')])
    const tables = await rows<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public'`,
    )
    const tokens = [...election.links.values()]
    expect(tokens).toHaveLength(4)
    for (const { tablename } of tables) {
      const dump = await rows<{ row: string }>(sql.raw(`select t::text as row from "${tablename}" t`))
      const text = dump.map((r) => r.row).join('\n')
      for (const token of tokens) expect([tablename, text.includes(token)]).toEqual([tablename, false])
    }
  })

  test('later roll edits do not reach the election', async () => {
    const community = await electionCommunity(t.db, staff, ROLL)
    const election = await openedElection(t.db, staff, community.id)
    const before = await loadSnapshot(t.db, election.id)
    const rollBefore = (await getElection(t.db, staff, election.id)).election
    await importRoll(
      t.db,
      staff,
      community.id,
      rollCsv([
        { unit: 'A1', owner_name: 'New Owner', owner_email: 'new@example.com', weight: '9' },
        { unit: 'Z9', owner_name: 'Zed', owner_email: 'zed@example.com', weight: '4' },
      ]),
    )
    expect(await loadSnapshot(t.db, election.id)).toEqual(before)
    const after = (await getElection(t.db, staff, election.id)).election
    expect([after.rollUnits, after.rollWeight, after.rollHash]).toEqual([
      rollBefore.rollUnits,
      rollBefore.rollWeight,
      rollBefore.rollHash,
    ])
    // A unit since removed from the community still votes with its frozen weight.
    expect(await vote(t.db, election.links.get('A3'), [])).toMatchObject({ replaced: false })
    const [ballot] = await rows<{ receipt: string; sealed: Uint8Array }>(
      sql`select receipt, sealed from election_ballots`,
    )
    expect(openBallot(election.id, ballot!.receipt, ballot!.sealed)?.weight).toBe('0.000001')
  })
})

describe('the steps of an election', () => {
  test('create, open, cast, refuse a second cast, close, certify, publish; each step once and in order', async () => {
    const community = await electionCommunity(t.db, staff, unitsOf(3))
    const { id } = await createElection(t.db, staff, electionInput(community.id))
    const wrong = (step: Promise<unknown>) => expect(step).rejects.toMatchObject({ status: 409 })
    await wrong(closeElection(t.db, staff, id))
    await wrong(certifyElection(t.db, staff, id))
    await wrong(publishElection(t.db, staff, id))

    const { mail, sent } = capturingMailer()
    await openElection(t.db, staff, id, mail)
    await wrong(openElection(t.db, staff, id, mail))
    await wrong(certifyElection(t.db, staff, id))
    await wrong(updateElection(t.db, staff, id, ElectionPatchSchema.parse({ title: 'Too late' })))

    const token = tokenOf(sent[0]!)
    expect((await vote(t.db, token, [])).receipt).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    await expect(vote(t.db, token, [])).rejects.toMatchObject({
      status: 409,
      message: 'This unit has already voted; each unit has one vote.',
    })
    expect(await countRows(t.db, 'election_ballots')).toBe(1)

    const results = await closeElection(t.db, staff, id)
    expect(results).toMatchObject({ ballots: 1, weight: '1' })
    await wrong(closeElection(t.db, staff, id))
    await wrong(publishElection(t.db, staff, id))
    await wrong(vote(t.db, tokenOf(sent[1]!), []))
    expect(await certifyElection(t.db, staff, id)).toEqual({ certified: true })
    await wrong(certifyElection(t.db, staff, id))
    await wrong(cancelElection(t.db, staff, id, 'Changed our minds'))
    expect(await publishElection(t.db, staff, id)).toEqual({ published: true })
    await wrong(publishElection(t.db, staff, id))

    const { events, check } = await checkedAudit(t.db, id)
    expect(events.map((e) => e.kind)).toEqual([
      'created',
      'roll_snapshot',
      'opened',
      'invitations_sent',
      'ballots_sealed',
      'closed',
      'certified',
      'published',
    ])
    expect(check).toEqual({ valid: true, events: 8, head: events.at(-1)!.hash })
  })

  test('a draft can be edited, its contests replaced; a window that closes before it opens is a 422', async () => {
    const community = await electionCommunity(t.db, staff, unitsOf(2))
    const { id } = await createElection(t.db, staff, electionInput(community.id))
    const saved = await updateElection(
      t.db,
      staff,
      id,
      ElectionPatchSchema.parse({
        title: 'Special meeting',
        quorum: { percent: '33.33', basis: 'weight' },
        contests: [
          {
            kind: 'measure',
            title: 'Raise dues',
            threshold: { numerator: 1, denominator: 2, base: 'yes_no' },
          },
        ],
      }),
    )
    expect(saved.election).toMatchObject({
      title: 'Special meeting',
      quorum: { percent: '33.33', basis: 'weight' },
    })
    expect(saved.election.contests).toHaveLength(1)
    expect(saved.election.contests[0]!.threshold).toEqual({
      numerator: 1,
      denominator: 2,
      base: 'yes_no',
      comparison: 'more_than',
    })
    expect(saved.contests![0]!.options.map((o) => o.label)).toEqual(['Yes', 'No', 'Abstain'])
    const early = new Date(Date.now() - 86_400_000 * 30).toISOString()
    await expect(
      updateElection(t.db, staff, id, ElectionPatchSchema.parse({ closesAt: early })),
    ).rejects.toMatchObject({
      status: 422,
      extra: { fieldErrors: { closesAt: ['Voting must close after it opens.'] } },
    })
  })

  test('a board account reads its community’s election, not another’s, and changes nothing', async () => {
    const own = await electionCommunity(t.db, staff, unitsOf(2))
    const other = await electionCommunity(t.db, staff, unitsOf(2))
    const board = await staffActor(t.db, 'board', 'Bea Board')
    await addMembership(t.db, board.id, own.id)
    const ownDraft = await createElection(t.db, staff, electionInput(own.id))
    const otherDraft = await createElection(t.db, staff, electionInput(other.id))
    expect((await getElection(t.db, board, ownDraft.id)).election.title).toBe('Annual meeting 2026')
    await expect(getElection(t.db, board, otherDraft.id)).rejects.toMatchObject({ status: 404 })
    const { mail } = capturingMailer()
    const forbidden = [
      () => updateElection(t.db, board, ownDraft.id, ElectionPatchSchema.parse({ title: 'Mine now' })),
      () => openElection(t.db, board, ownDraft.id, mail),
      () => closeElection(t.db, board, ownDraft.id),
      () => certifyElection(t.db, board, ownDraft.id),
      () => publishElection(t.db, board, ownDraft.id),
      () => cancelElection(t.db, board, ownDraft.id, 'No'),
      () => createElection(t.db, board, electionInput(own.id)),
    ]
    for (const attempt of forbidden) await expect(attempt()).rejects.toMatchObject({ status: 403 })
    await expect(openElection(t.db, board, otherDraft.id, mail)).rejects.toMatchObject({ status: 404 })
    expect((await getElection(t.db, staff, ownDraft.id)).election.status).toBe('draft')
    expect(await countRows(t.db, 'elections')).toBe(2)
  })
})

describe('closing', () => {
  test('sends the community’s board accounts the sealed record: event count, last hash and ballot digest', async () => {
    const community = await electionCommunity(t.db, staff, unitsOf(2))
    const board = await staffActor(t.db, 'board', 'Bea Board')
    await addMembership(t.db, board.id, community.id)
    const outsider = await staffActor(t.db, 'board', 'Otto Outsider')
    const election = await openedElection(t.db, staff, community.id)
    await vote(t.db, election.links.get('U1'), [pick(election, 1, 'Yes')])
    const { mail, sent } = capturingMailer()
    const results = await closeElection(t.db, staff, election.id, mail)
    const { check } = await checkedAudit(t.db, election.id)
    expect(sent).toHaveLength(1)
    const [record] = sent
    expect(record!.kind).toBe('record')
    const emailOf = async (id: string) =>
      (await rows<{ email: string }>(sql`select email from staff_users where id = ${id}`))[0]!.email
    expect(record!.to).toEqual([await emailOf(board.id)])
    expect(record!.to).not.toContain(await emailOf(outsider.id))
    expect(record!.fields).toEqual(
      expect.arrayContaining([
        { label: 'Audit record events', value: String(check.events) },
        { label: 'Audit record last hash', value: check.head },
        { label: 'Ballot digest (SHA-256)', value: results.digest },
      ]),
    )
    expect(JSON.stringify(record)).not.toMatch(/Yes|Ana Ortiz/)
  })
})

describe('tamper evidence', () => {
  test('changing one audit event in SQL breaks the chain exactly there', async () => {
    const community = await electionCommunity(t.db, staff, unitsOf(2))
    const election = await openedElection(t.db, staff, community.id)
    await closeElection(t.db, staff, election.id)
    expect((await checkedAudit(t.db, election.id)).check).toMatchObject({ valid: true, events: 6 })
    await t.db.execute(sql`
      update election_audit set details = jsonb_set(details, '{units}', '99'::jsonb)
      where election_id = ${election.id} and kind = 'roll_snapshot'`)
    expect((await checkedAudit(t.db, election.id)).check).toMatchObject({
      valid: false,
      events: 6,
      brokenAt: 2,
    })
  })

  test('the digest sealed at close is the one the ballots give, and the chain holds it', async () => {
    const community = await electionCommunity(t.db, staff, unitsOf(3))
    const election = await openedElection(t.db, staff, community.id)
    await vote(t.db, election.links.get('U1'), [pick(election, 0, 'Ana Ortiz'), pick(election, 1, 'Yes')])
    await vote(t.db, election.links.get('U2'), [pick(election, 0, 'Ben Cho'), pick(election, 1, 'No')])
    const results = await closeElection(t.db, staff, election.id)
    const sealed = (await getElection(t.db, staff, election.id)).election.ballotDigest
    expect(sealed).toBe(results.digest)
    expect(await ballotDigest(t.db, election.id)).toBe(sealed)
    const { events } = await checkedAudit(t.db, election.id)
    expect(events.find((e) => e.kind === 'ballots_sealed')?.details).toEqual({ ballots: 2, digest: sealed })
  })
})
