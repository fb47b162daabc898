import { beforeEach, describe, expect, test } from 'vitest'
import {
  importRoll,
  newCommunity,
  rollCsv,
  simpleRoll,
  staffActor,
  type RollRow,
} from '../../../tests/factories/communities'
import { countRows } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { getCommunity } from './communities.server'
import { listEvents } from './history.server'
import { commitRoll, exportRoll, loadRoll, previewRoll } from './roll.server'
import type { Actor } from './types'
import { getUnit } from './units.server'

const t = setupTestDatabase()
const TABLES = ['community_units', 'community_owners', 'unit_owners', 'roll_events'] as const
const snapshot = async () => Promise.all(TABLES.map((table) => countRows(t.db, table)))

let actor: Actor
beforeEach(async () => {
  actor = await staffActor(t.db, 'manager', 'Mia Manager')
})

const ann = { owner_name: 'Ann Lee', owner_email: 'ann@example.com' }
const base: RollRow[] = [
  { unit: 'U1', ...ann, weight: '1' },
  { unit: 'U2', owner_name: 'Bob Ray', owner_email: 'bob@example.com', weight: '2' },
  { unit: 'U3', owner_name: 'Cy Fox', owner_email: '', weight: '3', mailing_address: 'PO Box 3' },
  { unit: 'U4', owner_name: 'Di Hart', owner_email: 'di@example.com', weight: '4' },
]

test('a preview writes nothing and reports the counts', async () => {
  const community = await newCommunity(t.db, actor, { weightBasis: 'custom' })
  await importRoll(t.db, actor, community.id, rollCsv(base))
  const before = await snapshot()
  const preview = await previewRoll(t.db, actor, community.id, simpleRoll(7))
  expect(preview.counts).toMatchObject({ rows: 7, units: 7, owners: 7, totalWeight: '7' })
  expect([preview.diff.added.length, preview.diff.removed.length, preview.diff.unchanged]).toEqual([7, 4, 0])
  expect(await snapshot()).toEqual(before)
})

test('a commit replaces the roll and counts what changed', async () => {
  const community = await newCommunity(t.db, actor, { weightBasis: 'custom' })
  await importRoll(t.db, actor, community.id, rollCsv(base))
  const next: RollRow[] = [
    { unit: 'U2', owner_name: 'Bob Ray', owner_email: 'bob@example.com', weight: '2.5' },
    { unit: 'U3', owner_name: 'Cy Fox', weight: '3', mailing_address: 'PO Box 3' },
    { unit: 'U3', owner_name: 'Eve Fox', owner_email: 'eve@example.com', weight: '3' },
    { unit: 'u4', owner_name: 'Di Hart', owner_email: 'di@example.com', weight: '4.000' },
    { unit: 'U5', owner_name: 'Fay Ng', owner_email: 'fay@example.com', weight: '5' },
  ]
  const preview = await importRoll(t.db, actor, community.id, rollCsv(next))
  expect(preview.diff).toMatchObject({
    added: [{ label: 'U5', weight: '5', owners: ['Fay Ng'] }],
    removed: [{ label: 'U1', weight: '1', owners: ['Ann Lee'] }],
    weightChanged: [{ label: 'U2', from: '2', to: '2.5' }],
    ownersChanged: [{ label: 'U3' }],
    unchanged: 1,
  })
  const roll = await loadRoll(t.db, community.id)
  expect(roll.map((u) => [u.label, u.weight, u.owners.map((o) => o.name)])).toEqual([
    ['U2', '2.5', ['Bob Ray']],
    ['U3', '3', ['Cy Fox', 'Eve Fox']],
    ['u4', '4.000', ['Di Hart']],
    ['U5', '5', ['Fay Ng']],
  ])
  // Ann owned only U1: gone from the roll, gone from the owners.
  expect(await countRows(t.db, 'community_owners')).toBe(5)
  const [imported] = (await listEvents(t.db, community.id)).events.filter((e) => e.kind === 'roll_imported')
  expect(imported!.changes).toMatchObject({ added: 1, removed: 1, weightChanged: 1, ownersChanged: 1 })
})

describe('all or nothing', () => {
  test('one row error anywhere saves nothing at all', async () => {
    const community = await newCommunity(t.db, actor, { weightBasis: 'custom' })
    await importRoll(t.db, actor, community.id, rollCsv(base))
    const before = await snapshot()
    const rows = [
      ...Array.from({ length: 1500 }, (_, i) => ({ unit: `N${i}`, owner_name: 'X', weight: '1' })),
    ]
    rows.push({ unit: 'Bad', owner_name: 'Y', weight: '0' })
    const result = await commitRoll(t.db, actor, community.id, rollCsv(rows), true)
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      message: expect.stringMatching(/1 error; nothing/),
    })
    expect(result.preview.errors).toEqual([{ line: 1502, column: 'weight', message: expect.any(String) }])
    expect(await snapshot()).toEqual(before)
  })

  test('a percentage total other than 100 saves nothing until it is acknowledged, then records who did', async () => {
    const community = await newCommunity(t.db, actor, { weightBasis: 'percentage' })
    await importRoll(t.db, actor, community.id, simpleRoll(4, '25'))
    const before = await snapshot()
    const csv = simpleRoll(3, '33.3')
    const refused = await commitRoll(t.db, actor, community.id, csv, false)
    expect(refused).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringContaining('total 99.9, not 100 (a difference of -0.1)'),
      preview: { needsAcknowledgement: true, counts: { totalWeight: '99.9', difference: '-0.1' } },
    })
    expect(await snapshot()).toEqual(before)

    const ada = await staffActor(t.db, 'admin', 'Ada Admin')
    await importRoll(t.db, ada, community.id, csv, true)
    const { events } = await listEvents(t.db, community.id)
    const imported = events.find((e) => e.kind === 'roll_imported')!
    expect(imported).toMatchObject({ actorName: 'Ada Admin', acknowledgedTotal: '99.9' })
    expect((await getCommunity(t.db, ada, community.id)).totals).toMatchObject({
      units: 3,
      totalWeight: '99.9',
      difference: '-0.1',
    })
  })

  test('a percentage roll totalling exactly 100 needs no acknowledgement', async () => {
    const community = await newCommunity(t.db, actor, { weightBasis: 'percentage' })
    const csv = rollCsv(
      ['33.333333', '33.333333', '33.333334'].map((weight, i) => ({ unit: `${i}`, owner_name: 'O', weight })),
    )
    const preview = await importRoll(t.db, actor, community.id, csv)
    expect(preview).toMatchObject({
      needsAcknowledgement: false,
      counts: { totalWeight: '100', difference: '0' },
    })
    expect((await listEvents(t.db, community.id)).events[0]!.acknowledgedTotal).toBeNull()
  })
})

test('units keep their ids across imports, and a unit’s history lists its changes', async () => {
  const community = await newCommunity(t.db, actor, { weightBasis: 'custom' })
  await importRoll(t.db, actor, community.id, rollCsv(base))
  const ids = new Map((await loadRoll(t.db, community.id)).map((u) => [u.labelKey, u.id]))
  await importRoll(
    t.db,
    actor,
    community.id,
    rollCsv([...base.slice(1), { unit: 'u1', ...ann, weight: '1.25' }]),
  )
  const after = await loadRoll(t.db, community.id)
  expect(new Map(after.map((u) => [u.labelKey, u.id]))).toEqual(ids)
  const { history } = await getUnit(t.db, actor, community.id, ids.get('u1'))
  expect(history.map((e) => [e.kind, e.actorName, e.changes])).toEqual([
    [
      'unit_updated',
      'Mia Manager',
      { weight: { from: '1', to: '1.25' }, label: { from: 'U1', to: 'u1' }, byImport: true },
    ],
    ['unit_created', 'Mia Manager', expect.objectContaining({ label: 'U1', weight: '1', byImport: true })],
  ])
})

test('an import that changes only an owner’s contact details says so in the unit’s history', async () => {
  const community = await newCommunity(t.db, actor, { weightBasis: 'custom' })
  await importRoll(t.db, actor, community.id, rollCsv(base))
  const moved = base.map((row) => (row.unit === 'U2' ? { ...row, mailing_address: 'PO Box 22' } : row))
  const preview = await importRoll(t.db, actor, community.id, rollCsv(moved))
  expect(preview.diff.ownersChanged.map((c) => c.label)).toEqual(['U2'])
  const u2 = (await loadRoll(t.db, community.id)).find((u) => u.label === 'U2')!
  const { history } = await getUnit(t.db, actor, community.id, u2.id)
  expect(history.map((e) => e.kind)).toEqual(['unit_updated', 'unit_created'])
  expect(JSON.stringify(history[0]!.changes)).toContain('PO Box 22')
})

test('an exported roll imported again changes nothing', async () => {
  const community = await newCommunity(t.db, actor, { weightBasis: 'custom' })
  const rows: RollRow[] = [
    { unit: 'Unit 10', ...ann, weight: '1.50', address: '10 Elm St, Provo', owner_phone: '+1 801 555 0100' },
    {
      unit: 'Unit 10',
      owner_name: 'José "Pepe" Núñez',
      weight: '1.5',
      mailing_address: 'PO Box 9\nProvo UT',
      language: 'Español',
    },
    {
      unit: 'Unit 2',
      owner_name: '=HYPERLINK("http://x.example")',
      owner_email: 'x@example.com',
      weight: '0.000001',
    },
    { unit: 'Unit 3', ...ann, weight: '999999999999.999999', owner_phone: '+1 801 555 0100' },
    {
      unit: '-4',
      owner_name: '李小龙 🏠',
      owner_email: '',
      weight: '2',
      mailing_address: '@home',
      language: 'es',
    },
  ]
  const { counts } = await importRoll(t.db, actor, community.id, rollCsv(rows))
  // The preview's counts and the stored roll's totals (computed in SQL) agree.
  const { rows: _rows, ...totals } = counts
  expect((await getCommunity(t.db, actor, community.id)).totals).toEqual(totals)
  expect(totals).toMatchObject({
    units: 4,
    owners: 4,
    coOwnedUnits: 1,
    unitsWithoutEmail: 1,
    ownersByLanguage: { en: 2, es: 2 },
  })
  const { csv } = await exportRoll(t.db, actor, community.id)
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFunit,owner_name,owner_email,weight,address,owner_phone,mailing_address,language',
  )
  expect(csv).toContain('"PO Box 9\nProvo UT",es\r\n')
  const preview = await previewRoll(t.db, actor, community.id, csv)
  expect(preview.errors).toEqual([])
  expect(preview.diff).toEqual({
    added: [],
    removed: [],
    weightChanged: [],
    ownersChanged: [],
    addressChanged: [],
    languageChanged: [],
    unchanged: 4,
  })
  const events = await countRows(t.db, 'roll_events')
  await importRoll(t.db, actor, community.id, csv)
  expect(await countRows(t.db, 'roll_events')).toBe(events + 1) // the import itself, no unit changes
  expect((await exportRoll(t.db, actor, community.id)).csv).toBe(csv)
})

describe('owners', () => {
  test('an owner of several units is one owner, in the preview and in the database', async () => {
    const community = await newCommunity(t.db, actor, { weightBasis: 'unit' })
    const rows = ['A', 'B', 'C'].map((unit) => ({ unit, ...ann, weight: '1', mailing_address: 'PO Box 1' }))
    const preview = await importRoll(t.db, actor, community.id, rollCsv(rows))
    expect(preview.counts).toMatchObject({ units: 3, owners: 1 })
    expect(await countRows(t.db, 'community_owners')).toBe(1)
    expect(await countRows(t.db, 'unit_owners')).toBe(3)
    expect((await getCommunity(t.db, actor, community.id)).totals.owners).toBe(1)
  })

  test('co-owners sharing one email are two owners of one unit', async () => {
    const community = await newCommunity(t.db, actor)
    const rows = ['Ann Lee', 'Bob Lee'].map((name) => ({
      unit: 'A',
      owner_name: name,
      owner_email: 'lees@example.com',
      weight: '1',
    }))
    const preview = await importRoll(t.db, actor, community.id, rollCsv(rows))
    expect(preview.counts).toMatchObject({ units: 1, owners: 2, coOwnedUnits: 1 })
    expect(await countRows(t.db, 'community_owners')).toBe(2)
    expect((await getCommunity(t.db, actor, community.id)).totals).toMatchObject({
      owners: 2,
      coOwnedUnits: 1,
    })
  })

  test('one owner given two mailing addresses is an error, not a silent pick of one', async () => {
    const community = await newCommunity(t.db, actor)
    const rows = [
      { unit: 'A', ...ann, weight: '1', mailing_address: 'PO Box 1' },
      { unit: 'B', ...ann, weight: '1', mailing_address: 'PO Box 2' },
    ]
    const preview = await previewRoll(t.db, actor, community.id, rollCsv(rows))
    expect(preview.errors).toEqual([
      { line: 3, column: 'mailing_address', message: expect.stringMatching(/PO Box 1/) },
    ])
  })

  test('an owner’s details given on one of their rows are kept, whatever the order of the rows', async () => {
    const community = await newCommunity(t.db, actor)
    const rows = [
      { unit: 'A', ...ann, weight: '1', mailing_address: 'PO Box 1', owner_phone: '801 555 0100' },
      { unit: 'B', ...ann, owner_name: 'ANN  LEE', weight: '1' },
      { unit: 'C', ...ann, weight: '1', mailing_address: 'po box  1' },
    ]
    const csv = rollCsv(rows)
    await importRoll(t.db, actor, community.id, csv)
    const roll = await loadRoll(t.db, community.id)
    const details = { name: 'Ann Lee', mailingAddress: 'PO Box 1', phone: '801 555 0100' }
    expect(roll.map((u) => u.owners[0])).toEqual([1, 2, 3].map(() => expect.objectContaining(details)))
    expect((await previewRoll(t.db, actor, community.id, csv)).diff.unchanged).toBe(3)
  })
})

test('a 10,000-row roll imports, and importing it again changes nothing', async () => {
  const community = await newCommunity(t.db, actor, { weightBasis: 'custom' })
  const rows: RollRow[] = Array.from({ length: 10_000 }, (_, i) => ({
    unit: `Unit ${Math.floor(i / 2) + 1}`,
    owner_name: `Owner ${i}`,
    owner_email: i % 7 ? `owner${i}@example.com` : '',
    weight: '1.25',
    mailing_address: `${i} Elm St`,
  }))
  const csv = rollCsv(rows)
  const preview = await importRoll(t.db, actor, community.id, csv)
  expect(preview.counts).toMatchObject({ rows: 10_000, units: 5_000, owners: 10_000, totalWeight: '6250' })
  expect(await countRows(t.db, 'community_units')).toBe(5_000)
  expect(await countRows(t.db, 'unit_owners')).toBe(10_000)
  const again = await previewRoll(t.db, actor, community.id, csv)
  expect(again.diff.unchanged).toBe(5_000)
}, 120_000)
