import { beforeEach, describe, expect, test } from 'vitest'
import {
  importRoll,
  newCommunity,
  rollCsv,
  simpleRoll,
  staffActor,
} from '../../../tests/factories/communities'
import { countRows } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { getCommunity, updateCommunity } from './communities.server'
import { listEvents } from './history.server'
import { loadRoll } from './roll.server'
import { UnitInputSchema } from './schemas'
import type { Actor } from './types'
import { createUnit, deleteUnit, getUnit, listUnits, updateUnit } from './units.server'

const t = setupTestDatabase()
let actor: Actor
beforeEach(async () => {
  actor = await staffActor(t.db)
})

const unit = (label: string, weight = '1', extra: Record<string, unknown> = {}) =>
  UnitInputSchema.parse({ label, weight, owners: [{ name: `Owner of ${label}` }], ...extra })

async function allPages(communityId: string, query: { q?: string; limit: number }) {
  const labels: string[] = []
  let cursor: string | undefined
  let pages = 0
  do {
    const page = await listUnits(t.db, actor, communityId, { ...query, cursor })
    labels.push(...page.units.map((u) => u.label))
    cursor = page.nextCursor ?? undefined
    pages += 1
  } while (cursor)
  return { labels, pages }
}

describe('listing', () => {
  test('labels sort naturally: Unit 2 before Unit 10, without regard to case', async () => {
    const community = await newCommunity(t.db, actor)
    for (const label of ['Unit 10', 'unit 2', 'Unit 1', 'B-3', 'Unit 2a', 'B-20', 'Unit 100'])
      await createUnit(t.db, actor, community.id, unit(label))
    const page = await listUnits(t.db, actor, community.id, {})
    expect(page.units.map((u) => u.label)).toEqual([
      'B-3',
      'B-20',
      'Unit 1',
      'unit 2',
      'Unit 2a',
      'Unit 10',
      'Unit 100',
    ])
    expect(page).toMatchObject({ nextCursor: null, matched: 7 })
  })

  test('cursor paging walks every unit once, in order, with no gaps', async () => {
    const community = await newCommunity(t.db, actor)
    await importRoll(t.db, actor, community.id, simpleRoll(125))
    const { labels, pages } = await allPages(community.id, { limit: 10 })
    expect(pages).toBe(13)
    expect(labels).toEqual(Array.from({ length: 125 }, (_, i) => `Unit ${i + 1}`))
    // A search pages the same way: "Unit 1", "Unit 10".."Unit 19", "Unit 100".."Unit 125".
    const ones = await allPages(community.id, { q: 'unit 1', limit: 7 })
    expect(ones.labels).toHaveLength(1 + 10 + 26)
    expect(new Set(ones.labels).size).toBe(ones.labels.length)
    expect((await listUnits(t.db, actor, community.id, { q: 'unit 1' })).matched).toBe(37)
  })

  test('a cursor someone edited is a 400, not a database error', async () => {
    const community = await newCommunity(t.db, actor)
    const made = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    for (const cursor of ['garbage', made(['a', 'not-a-uuid']), made(['a\u0000', crypto.randomUUID()])])
      await expect(listUnits(t.db, actor, community.id, { cursor })).rejects.toMatchObject({ status: 400 })
  })

  test('search finds units by label, address, owner name and owner email, ignoring case', async () => {
    const community = await newCommunity(t.db, actor)
    const csv = rollCsv([
      { unit: 'A1', owner_name: 'Ann Lee', owner_email: 'ann@example.com', weight: '1', address: '1 Elm St' },
      { unit: 'A2', owner_name: 'Bob Ray', owner_email: 'bob@mail.test', weight: '1', address: '2 Oak Ave' },
      { unit: 'A2', owner_name: 'José Núñez', weight: '1' },
      { unit: '100%', owner_name: 'Cy Fox', weight: '1' },
    ])
    await importRoll(t.db, actor, community.id, csv)
    const find = async (q: string) =>
      (await listUnits(t.db, actor, community.id, { q })).units.map((u) => u.label)
    expect(await find('a1')).toEqual(['A1'])
    expect(await find('OAK')).toEqual(['A2'])
    expect(await find('lee')).toEqual(['A1'])
    expect(await find('núñez')).toEqual(['A2'])
    expect(await find('MAIL.TEST')).toEqual(['A2'])
    expect(await find('%')).toEqual(['100%'])
    expect(await find('_')).toEqual([])
    const [a2] = (await listUnits(t.db, actor, community.id, { q: 'bob' })).units
    expect(a2!.owners.map((o) => o.name)).toEqual(['Bob Ray', 'José Núñez'])
  })
})

describe('labels and weights', () => {
  test('a label is unique in its community without regard to case or spaces (409)', async () => {
    const community = await newCommunity(t.db, actor)
    const first = await createUnit(t.db, actor, community.id, unit('Unit 1'))
    const second = await createUnit(t.db, actor, community.id, unit('Unit 2'))
    for (const label of ['unit 1', ' UNIT  1 '])
      await expect(createUnit(t.db, actor, community.id, unit(label))).rejects.toMatchObject({
        status: 409,
        extra: { fieldErrors: { label: [expect.any(String)] } },
      })
    await expect(updateUnit(t.db, actor, community.id, second.id, { label: 'UNIT 1' })).rejects.toMatchObject(
      { status: 409 },
    )
    // The same label in another community is fine; renaming a unit to its own label in new case is too.
    const other = await newCommunity(t.db, actor)
    await createUnit(t.db, actor, other.id, unit('Unit 1'))
    await updateUnit(t.db, actor, community.id, first.id, { label: 'UNIT 1' })
    expect(await countRows(t.db, 'community_units')).toBe(3)
  })

  test.each([
    ['unit', '2', /every weight must be 1/],
    ['unit', '0.5', /every weight must be 1/],
    ['custom', '0', /greater than 0/],
    ['custom', '-1', /not a positive decimal/],
    ['custom', '1.1234567', /more than 6 decimal places/],
    ['custom', '1.0000000', /more than 6 decimal places/],
    ['percentage', 'ten', /not a positive decimal/],
  ] as const)('a %s community refuses the weight %j with a 422', async (weightBasis, weight, message) => {
    const community = await newCommunity(t.db, actor, { weightBasis })
    await expect(createUnit(t.db, actor, community.id, unit('A', weight))).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(message),
    })
    const ok = await createUnit(
      t.db,
      actor,
      community.id,
      unit('B', weightBasis === 'percentage' ? '100' : '1'),
    )
    await expect(updateUnit(t.db, actor, community.id, ok.id, { weight })).rejects.toMatchObject({
      status: 422,
    })
    expect((await loadRoll(t.db, community.id)).map((u) => u.label)).toEqual(['B'])
  })

  test('an edit is recorded in the unit’s history, and the same owner twice is a 422', async () => {
    const community = await newCommunity(t.db, actor, { weightBasis: 'custom' })
    const created = await createUnit(t.db, actor, community.id, unit('A', '2', { address: '1 Elm St' }))
    const owners = [{ name: 'Ann Lee', email: 'ann@example.com', phone: null, mailingAddress: null }]
    await updateUnit(t.db, actor, community.id, created.id, { weight: '2.5', address: null, owners })
    await expect(
      updateUnit(t.db, actor, community.id, created.id, {
        owners: [...owners, { ...owners[0]!, name: 'ANN LEE' }],
      }),
    ).rejects.toMatchObject({ status: 422 })
    const { unit: saved, history } = await getUnit(t.db, actor, community.id, created.id)
    expect(saved).toMatchObject({ weight: '2.5', address: null, owners: [{ name: 'Ann Lee' }] })
    expect(history.map((e) => [e.kind, e.changes])).toEqual([
      [
        'unit_updated',
        {
          weight: { from: '2', to: '2.5' },
          address: { from: '1 Elm St', to: null },
          owners: { from: ['Owner of A'], to: ['Ann Lee <ann@example.com>'] },
        },
      ],
      ['unit_created', expect.objectContaining({ label: 'A', weight: '2' })],
    ])
    // The previous owner owns nothing now, so they are no longer on the roll.
    expect(await countRows(t.db, 'community_owners')).toBe(1)
  })

  test('a change to an owner’s phone or mailing address alone is recorded too', async () => {
    const community = await newCommunity(t.db, actor)
    const owner = { name: 'Ann Lee', email: 'ann@example.com', phone: '801 555 0100', mailingAddress: null }
    const created = await createUnit(t.db, actor, community.id, unit('A', '1', { owners: [owner] }))
    const moved = { ...owner, phone: '801 555 0199', mailingAddress: 'PO Box 7' }
    await updateUnit(t.db, actor, community.id, created.id, { owners: [moved] })
    const { unit: saved, history } = await getUnit(t.db, actor, community.id, created.id)
    expect(saved.owners[0]).toMatchObject({ phone: '801 555 0199', mailingAddress: 'PO Box 7' })
    expect(history.map((e) => e.kind)).toEqual(['unit_updated', 'unit_created'])
    expect(JSON.stringify(history[0]!.changes)).toContain('801 555 0199')
  })
})

test('the unit form, like the roll, refuses a name or label on two lines; an address may have several', () => {
  const problems = (input: Record<string, unknown>) =>
    UnitInputSchema.safeParse({
      label: 'A1',
      weight: '1',
      owners: [{ name: 'Ann Lee' }],
      ...input,
    }).error?.issues.map((issue) => issue.message) ?? []
  expect(problems({ owners: [{ name: 'Ann\nLee' }] })).toEqual([
    'The owner’s name has a line break in it; put it on one line.',
  ])
  expect(problems({ label: 'A\r1' })).toEqual(['The unit label has a line break in it; put it on one line.'])
  expect(
    problems({ address: '1 Elm St\nProvo', owners: [{ name: 'Ann', mailingAddress: 'PO Box 1\nProvo' }] }),
  ).toEqual([])
})

describe('percentage interests', () => {
  async function quarters() {
    const community = await newCommunity(t.db, actor, { weightBasis: 'percentage' })
    await importRoll(t.db, actor, community.id, simpleRoll(4, '25'))
    const units = await loadRoll(t.db, community.id)
    return { community, units }
  }
  const total = async (id: string) => (await getCommunity(t.db, actor, id)).totals.totalWeight

  test('an edit that leaves the total off 100 needs the acknowledgement, which is recorded', async () => {
    const { community, units } = await quarters()
    await expect(
      updateUnit(t.db, actor, community.id, units[0]!.id, { weight: '25.5' }),
    ).rejects.toMatchObject({ status: 409, message: expect.stringContaining('total 100.5, not 100') })
    expect(await total(community.id)).toBe('100')
    await updateUnit(t.db, actor, community.id, units[0]!.id, { weight: '25.5', acknowledgeTotal: true })
    expect(await total(community.id)).toBe('100.5')
    const [event] = (await listEvents(t.db, community.id, { unitId: units[0]!.id })).events
    expect(event).toMatchObject({
      kind: 'unit_updated',
      acknowledgedTotal: '100.5',
      actorName: 'Mia Manager',
    })
    // Putting it back to 100 needs no acknowledgement.
    await updateUnit(t.db, actor, community.id, units[0]!.id, { weight: '25' })
    expect(await total(community.id)).toBe('100')
  })

  test('a delete or an added unit that leaves the total off 100 needs the acknowledgement', async () => {
    const { community, units } = await quarters()
    await expect(deleteUnit(t.db, actor, community.id, units[3]!.id, false)).rejects.toMatchObject({
      status: 409,
    })
    expect(await countRows(t.db, 'community_units')).toBe(4)
    await deleteUnit(t.db, actor, community.id, units[3]!.id, true)
    expect(await total(community.id)).toBe('75')
    const [deleted] = (await listEvents(t.db, community.id, { unitId: units[3]!.id })).events
    expect(deleted).toMatchObject({ kind: 'unit_deleted', acknowledgedTotal: '75' })
    await expect(createUnit(t.db, actor, community.id, unit('Z', '20'))).rejects.toMatchObject({
      status: 409,
    })
    await createUnit(t.db, actor, community.id, unit('Z', '25'))
    expect(await total(community.id)).toBe('100')
  })
})

describe('changing the weight basis', () => {
  test('switching to one vote per unit sets every weight to 1 and records it', async () => {
    const community = await newCommunity(t.db, actor, { weightBasis: 'custom' })
    await importRoll(
      t.db,
      actor,
      community.id,
      rollCsv(['2.5', '1', '3'].map((weight, i) => ({ unit: `${i}`, owner_name: 'O', weight }))),
    )
    const updated = await updateCommunity(t.db, actor, community.id, { weightBasis: 'unit' })
    expect(updated.totals).toMatchObject({ units: 3, totalWeight: '3' })
    expect((await loadRoll(t.db, community.id)).map((u) => u.weight)).toEqual(['1', '1', '1'])
    const [event] = (await listEvents(t.db, community.id)).events
    expect(event).toMatchObject({
      kind: 'community_updated',
      actorName: 'Mia Manager',
      changes: { weightBasis: { from: 'custom', to: 'unit' }, weightsSetToOne: { from: null, to: 2 } },
    })
  })

  test('switching to percentages with a roll that does not total 100 needs the acknowledgement', async () => {
    const community = await newCommunity(t.db, actor, { weightBasis: 'unit' })
    await importRoll(t.db, actor, community.id, simpleRoll(3))
    await expect(
      updateCommunity(t.db, actor, community.id, { weightBasis: 'percentage' }),
    ).rejects.toMatchObject({ status: 409 })
    expect((await getCommunity(t.db, actor, community.id)).weightBasis).toBe('unit')
    await updateCommunity(t.db, actor, community.id, { weightBasis: 'percentage', acknowledgeTotal: true })
    const [event] = (await listEvents(t.db, community.id)).events
    expect(event).toMatchObject({ kind: 'community_updated', acknowledgedTotal: '3' })
  })
})
