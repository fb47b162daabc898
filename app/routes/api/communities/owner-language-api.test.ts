import { beforeEach, describe, expect, test } from 'vitest'
import { addMembership, importRoll, newCommunity, staffActor } from '../../../../tests/factories/communities'
import { apiCall, type ApiCall } from '../../../../tests/setup/api-call'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { BOARD_READ_ONLY_MESSAGE } from '~/features/communities/access.server'
import { loadRoll } from '~/features/communities/roll.server'
import type { CommunitySummary, RollEvent, Unit } from '~/features/communities/types'
import type { StaffRole } from '~/features/staff/schemas'
import { createSession } from '~/features/staff/sessions.server'
import * as communityRoute from './community'
import * as rollCsvRoute from './roll-csv'
import * as rollRoute from './roll'
import * as unitRoute from './unit'

// An owner's language through the API: set with the unit's owners (as other owner edits are), read by
// whoever may read the unit, refused to a board account like every write, and carried by the roll CSV.

const t = setupTestDatabase()
const call = (handler: unknown, options: ApiCall) => apiCall(t.db, handler, '/api/communities/x', options)
const tokens = {} as Record<StaffRole, string>
type Place = { id: string; unitId: string }
let own: Place
let other: Place

const ROLL = 'unit,owner_name,owner_email,weight\n101,Ana Reyes,ana@example.com,1\n101,Luis Reyes,,1\n'

beforeEach(async () => {
  const manager = await staffActor(t.db, 'manager')
  const places: Place[] = []
  for (const name of ['Maple Hollow HOA', 'Other Creek HOA']) {
    const community = await newCommunity(t.db, manager, { name })
    await importRoll(t.db, manager, community.id, ROLL)
    places.push({ id: community.id, unitId: (await loadRoll(t.db, community.id))[0]!.id })
  }
  ;[own, other] = places as [Place, Place]
  for (const role of ['admin', 'manager', 'board'] as const) {
    const user = await staffActor(t.db, role, `${role} person`)
    if (role === 'board') await addMembership(t.db, user.id, own.id)
    tokens[role] = (await createSession(t.db, user.id)).token
  }
})

const ownersWith = (anaLanguage: unknown) => ({
  owners: [
    { name: 'Ana Reyes', email: 'ana@example.com', language: anaLanguage },
    { name: 'Luis Reyes', language: 'en' },
  ],
})
const patch = (place: Place, token: string, body: unknown) =>
  call(unitRoute.action, { token, method: 'PATCH', params: { id: place.id, unitId: place.unitId }, body })
const readUnit = async (place: Place, token = tokens.admin) =>
  (await (
    await call(unitRoute.loader, { token, params: { id: place.id, unitId: place.unitId } })
  ).json()) as { unit: Unit; history: RollEvent[] }
const anaOf = async (place: Place) => (await readUnit(place)).unit.owners.find((o) => o.name === 'Ana Reyes')!

describe.each(['admin', 'manager'] as const)('%s', (role) => {
  test('sets an owner’s language with the unit’s owners; the unit, its history and the community show it', async () => {
    const response = await patch(own, tokens[role], ownersWith('es'))
    expect(response.status).toBe(200)
    const { unit } = (await response.json()) as { unit: Unit }
    expect(unit.owners.map((o) => [o.name, o.language])).toEqual([
      ['Ana Reyes', 'es'],
      ['Luis Reyes', 'en'],
    ])
    const { history } = await readUnit(own)
    expect(history[0]).toMatchObject({
      kind: 'unit_updated',
      actorName: `${role} person`,
      changes: { owners: { to: ['Ana Reyes <ana@example.com> (reads Spanish)', 'Luis Reyes'] } },
    })
    const { community } = (await (
      await call(communityRoute.loader, { token: tokens[role], params: { id: own.id } })
    ).json()) as { community: CommunitySummary }
    expect(community.totals.ownersByLanguage).toEqual({ en: 1, es: 1 })
  })
})

describe('a board account', () => {
  test('reads its community’s owners with their languages', async () => {
    await patch(own, tokens.manager, ownersWith('es'))
    expect((await readUnit(own, tokens.board)).unit.owners[0]).toMatchObject({ language: 'es' })
  })

  test('is refused a change of language with a 403, and nothing changes', async () => {
    const response = await patch(own, tokens.board, ownersWith('es'))
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ message: BOARD_READ_ONLY_MESSAGE })
    expect(await anaOf(own)).toMatchObject({ language: 'en' })
    expect((await readUnit(own)).history.filter((e) => e.kind === 'unit_updated')).toEqual([])
  })

  test('gets a 404 for another community’s owner', async () => {
    const response = await patch(other, tokens.board, ownersWith('es'))
    expect(response.status).toBe(404)
    expect(await anaOf(other)).toMatchObject({ language: 'en' })
  })
})

test.each([['fr'], ['Spanish'], [''], [1]])(
  'a language of %j is a 422 on that owner, and nothing changes',
  async (value) => {
    const response = await patch(own, tokens.admin, ownersWith(value))
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({
      fieldErrors: {
        'owners.0.language': ['Choose the language the owner reads: en (English) or es (Spanish).'],
      },
    })
    expect(await anaOf(own)).toMatchObject({ language: 'en' })
  },
)

test('a roll posted with the column sets the languages, and roll.csv writes them back', async () => {
  const csv =
    'unit,owner_name,owner_email,weight,language\n101,Ana Reyes,ana@example.com,1,Español\n101,Luis Reyes,,1,\n'
  const saved = await call(rollRoute.action, {
    token: tokens.manager,
    method: 'POST',
    params: { id: own.id },
    body: csv,
    contentType: 'text/csv',
  })
  expect(saved.status).toBe(200)
  expect(await saved.json()).toMatchObject({ committed: true, diff: { languageChanged: [{ label: '101' }] } })
  const exported = await call(rollCsvRoute.loader, { token: tokens.board, params: { id: own.id } })
  expect(
    (await exported.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(0, 3),
  ).toEqual([
    'unit,owner_name,owner_email,weight,address,owner_phone,mailing_address,language',
    '101,Ana Reyes,ana@example.com,1,,,,es',
    '101,Luis Reyes,,1,,,,en',
  ])
})
