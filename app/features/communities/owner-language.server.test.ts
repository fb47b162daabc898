import { beforeEach, describe, expect, test } from 'vitest'
import {
  importRoll,
  newCommunity,
  rollCsv,
  staffActor,
  type RollRow,
} from '../../../tests/factories/communities'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { describeEvent } from './components/history-describe'
import { getCommunity } from './communities.server'
import { listEvents } from './history.server'
import { exportRoll, loadRoll, previewRoll } from './roll.server'
import type { Actor } from './types'
import { createUnit, getUnit, updateUnit } from './units.server'

// Each owner's language: set by the roll's `language` column or by hand, kept by a roll without the column.

const t = setupTestDatabase()
let actor: Actor
let communityId: string

const ana = { owner_name: 'Ana Reyes', owner_email: 'ana@example.com' }
const ROLL: RollRow[] = [
  { unit: '101', ...ana, weight: '1' },
  { unit: '101', owner_name: 'Luis Reyes', owner_email: 'luis@example.com', weight: '1' },
  { unit: '102', ...ana, weight: '1' },
  { unit: '103', owner_name: 'Dale Whitaker', owner_email: '', mailing_address: 'PO Box 12', weight: '1' },
]

beforeEach(async () => {
  actor = await staffActor(t.db)
  communityId = (await newCommunity(t.db, actor)).id
  await importRoll(t.db, actor, communityId, rollCsv(ROLL))
})

const unitId = async (label: string) => (await loadRoll(t.db, communityId)).find((u) => u.label === label)!.id
const languages = async () =>
  Object.fromEntries(
    (await loadRoll(t.db, communityId)).flatMap((u) => u.owners.map((o) => [o.name, o.language] as const)),
  )
const ownersOf = async (label: string) =>
  (await getUnit(t.db, actor, communityId, await unitId(label))).unit.owners

/** Staff set Ana's language by hand on unit 101's page: the form sends every owner with a language. */
async function setAnaToSpanish() {
  const owners = (await ownersOf('101')).map(({ id: _id, ...o }) =>
    o.name === 'Ana Reyes' ? { ...o, language: 'es' as const } : o,
  )
  await updateUnit(t.db, actor, communityId, await unitId('101'), { owners })
}

test('a roll without the column: every owner reads English, and the community counts no Spanish reader', async () => {
  expect(await languages()).toEqual({
    'Ana Reyes': 'en',
    'Luis Reyes': 'en',
    'Dale Whitaker': 'en',
  })
  expect((await getCommunity(t.db, actor, communityId)).totals.ownersByLanguage).toEqual({ en: 3, es: 0 })
})

describe('set by hand', () => {
  test('is saved for the owner, on every unit they own, counted, and recorded in the unit’s history', async () => {
    await setAnaToSpanish()
    expect((await ownersOf('102'))[0]).toMatchObject({ name: 'Ana Reyes', language: 'es' })
    expect((await getCommunity(t.db, actor, communityId)).totals.ownersByLanguage).toEqual({ en: 2, es: 1 })
    const { history } = await getUnit(t.db, actor, communityId, await unitId('101'))
    expect(history[0]).toMatchObject({
      kind: 'unit_updated',
      changes: {
        owners: {
          from: ['Ana Reyes <ana@example.com>', 'Luis Reyes <luis@example.com>'],
          to: ['Ana Reyes <ana@example.com> (reads Spanish)', 'Luis Reyes <luis@example.com>'],
        },
      },
    })
    expect(describeEvent(history[0]!).changes).toEqual([
      {
        field: 'Owners',
        from: 'Ana Reyes <ana@example.com>; Luis Reyes <luis@example.com>',
        to: 'Ana Reyes <ana@example.com> (reads Spanish); Luis Reyes <luis@example.com>',
      },
    ])
  })

  test('an API call that leaves the language out keeps it; a new owner reads English', async () => {
    await setAnaToSpanish()
    const owners = (await ownersOf('102')).map(({ id: _id, language: _language, ...o }) => o)
    await updateUnit(t.db, actor, communityId, await unitId('102'), {
      owners: [...owners, { name: 'Eve Fox', email: null, phone: null, mailingAddress: 'PO Box 5' }],
    })
    expect(await languages()).toMatchObject({ 'Ana Reyes': 'es', 'Eve Fox': 'en' })
    // A new unit of an owner already on the roll keeps theirs too.
    const created = await createUnit(t.db, actor, communityId, {
      label: '104',
      address: null,
      weight: '1',
      owners: [{ name: 'Ana Reyes', email: 'ana@example.com', phone: null, mailingAddress: null }],
    })
    expect(created.owners[0]!.language).toBe('es')
  })

  test('is kept by a roll imported without the column, which then changes nothing', async () => {
    await setAnaToSpanish()
    const preview = await previewRoll(t.db, actor, communityId, rollCsv(ROLL))
    expect(preview.diff).toMatchObject({ ownersChanged: [], languageChanged: [], unchanged: 3 })
    expect(preview.counts.ownersByLanguage).toEqual({ en: 2, es: 1 })
    const events = (await listEvents(t.db, communityId)).events.length
    await importRoll(t.db, actor, communityId, rollCsv(ROLL))
    expect(await languages()).toMatchObject({ 'Ana Reyes': 'es' })
    expect((await listEvents(t.db, communityId)).events.length).toBe(events + 1) // the import alone
  })

  test('is kept when the file gives the owner a new email, matched by name on the same unit', async () => {
    await setAnaToSpanish()
    const moved = ROLL.map((row) =>
      row.owner_name === 'Ana Reyes' ? { ...row, owner_email: 'ana@new.example' } : row,
    )
    await importRoll(t.db, actor, communityId, rollCsv(moved))
    expect((await ownersOf('101'))[0]).toMatchObject({ email: 'ana@new.example', language: 'es' })
  })
})

describe('a roll with the column', () => {
  test('sets each owner’s language; the preview lists it apart from owner changes; the history has it', async () => {
    const spanish = ROLL.map((row) => ({ ...row, language: row.owner_name === 'Ana Reyes' ? 'Español' : '' }))
    const preview = await previewRoll(t.db, actor, communityId, rollCsv(spanish))
    expect(preview.diff.ownersChanged).toEqual([])
    expect(preview.diff.languageChanged).toEqual([
      {
        label: '101',
        from: ['Ana Reyes <ana@example.com>', 'Luis Reyes <luis@example.com>'],
        to: ['Ana Reyes <ana@example.com> (reads Spanish)', 'Luis Reyes <luis@example.com>'],
      },
      {
        label: '102',
        from: ['Ana Reyes <ana@example.com>'],
        to: ['Ana Reyes <ana@example.com> (reads Spanish)'],
      },
    ])
    expect(preview.diff.unchanged).toBe(1)
    await importRoll(t.db, actor, communityId, rollCsv(spanish))
    expect(await languages()).toEqual({ 'Ana Reyes': 'es', 'Luis Reyes': 'en', 'Dale Whitaker': 'en' })
    const { events } = await listEvents(t.db, communityId)
    const imported = events.find((e) => e.kind === 'roll_imported')!
    expect(imported.changes).toMatchObject({ languageChanged: 2, ownersChanged: 0 })
    expect(describeEvent(imported).headline).toBe(
      'Imported the roll: 3 units (2 with an owner reading another language)',
    )
    expect(
      events
        .filter((e) => e.kind === 'unit_updated')
        .map((e) => e.unitLabel)
        .sort(),
    ).toEqual(['101', '102'])
  })

  test('an empty cell in it is English: the file is what the roll says, even over a language set by hand', async () => {
    await setAnaToSpanish()
    const blank = ROLL.map((row) => ({ ...row, language: '' }))
    const preview = await previewRoll(t.db, actor, communityId, rollCsv(blank))
    expect(preview.diff.languageChanged.map((u) => u.label)).toEqual(['101', '102'])
    await importRoll(t.db, actor, communityId, rollCsv(blank))
    expect(await languages()).toMatchObject({ 'Ana Reyes': 'en' })
  })

  test('a bad value saves nothing', async () => {
    const bad = ROLL.map((row, i) => ({ ...row, language: i === 2 ? 'French' : 'es' }))
    const preview = await previewRoll(t.db, actor, communityId, rollCsv(bad))
    expect(preview.errors).toEqual([
      { line: 4, column: 'language', message: expect.stringContaining('"French"') },
    ])
    await expect(importRoll(t.db, actor, communityId, rollCsv(bad))).rejects.toThrow(/roll not saved/)
    expect(Object.values(await languages())).toEqual(['en', 'en', 'en'])
  })
})

test('the export writes every owner’s language, and imported again it changes nothing', async () => {
  await setAnaToSpanish()
  const { csv } = await exportRoll(t.db, actor, communityId)
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n')
  expect(lines[0]).toBe('unit,owner_name,owner_email,weight,address,owner_phone,mailing_address,language')
  expect(lines.filter((line) => line.startsWith('10')).map((line) => line.split(',').at(-1))).toEqual([
    'es',
    'en',
    'es',
    'en',
  ])
  const preview = await previewRoll(t.db, actor, communityId, csv)
  expect(preview.diff).toMatchObject({ ownersChanged: [], languageChanged: [], unchanged: 3 })
})
