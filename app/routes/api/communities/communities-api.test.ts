import { beforeEach, describe, expect, test } from 'vitest'
import {
  addMembership,
  importRoll,
  newCommunity,
  simpleRoll,
  staffActor,
} from '../../../../tests/factories/communities'
import { apiCall, type ApiCall } from '../../../../tests/setup/api-call'
import { countRows } from '../../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { BOARD_READ_ONLY_MESSAGE } from '~/features/communities/access.server'
import { loadRoll } from '~/features/communities/roll.server'
import type { StaffRole } from '~/features/staff/schemas'
import { createSession } from '~/features/staff/sessions.server'
import * as communitiesRoute from './communities'
import * as communityRoute from './community'
import * as historyRoute from './history'
import * as rollCsvRoute from './roll-csv'
import * as rollRoute from './roll'
import * as unitRoute from './unit'
import * as unitsRoute from './units'

const t = setupTestDatabase()
const call = (handler: unknown, path: string, options: ApiCall = {}) => apiCall(t.db, handler, path, options)

type Place = { id: string; unitId: string }
let own: Place
let other: Place
const tokens = {} as Record<StaffRole, string>

beforeEach(async () => {
  const manager = await staffActor(t.db, 'manager')
  const places: Place[] = []
  for (const name of ['Maple Hollow HOA', 'Other Creek HOA']) {
    const community = await newCommunity(t.db, manager, { name })
    await importRoll(t.db, manager, community.id, simpleRoll(3))
    places.push({ id: community.id, unitId: (await loadRoll(t.db, community.id))[0]!.id })
  }
  ;[own, other] = places as [Place, Place]
  for (const role of ['admin', 'manager', 'board'] as const) {
    const user = await staffActor(t.db, role, `${role} person`)
    if (role === 'board') await addMembership(t.db, user.id, own.id)
    tokens[role] = (await createSession(t.db, user.id)).token
  }
})

const ROLL = simpleRoll(2)
type Options = ApiCall & { path?: string }
type Route = { name: string; handler: unknown; method: string; ok: number; options: (p: Place) => Options }
const community = (p: Place) => ({ params: { id: p.id } })
const unit = (p: Place) => ({ params: { id: p.id, unitId: p.unitId } })
const route = (name: string, handler: unknown, ok: number, options: (p: Place) => Options): Route => ({
  name,
  handler,
  method: name.split(' ')[0]!,
  ok,
  options,
})
const reads = [
  route('GET community', communityRoute.loader, 200, community),
  route('GET units', unitsRoute.loader, 200, community),
  route('GET unit', unitRoute.loader, 200, unit),
  route('GET roll.csv', rollCsvRoute.loader, 200, community),
  route('GET history', historyRoute.loader, 200, community),
]
const newUnit = { label: 'New 1', weight: '1', owners: [{ name: 'Ann Lee' }] }
const csv = { body: ROLL, contentType: 'text/csv' }
const writes = [
  route('PATCH community', communityRoute.action, 200, (p) => ({ ...community(p), body: { city: 'Provo' } })),
  route('POST unit', unitsRoute.action, 201, (p) => ({ ...community(p), body: newUnit })),
  route('PATCH unit', unitRoute.action, 200, (p) => ({ ...unit(p), body: { address: '1 Elm St' } })),
  route('DELETE unit', unitRoute.action, 204, unit),
  route('POST roll?dryRun=1', rollRoute.action, 200, (p) => ({ ...community(p), ...csv, path: '?dryRun=1' })),
  route('POST roll', rollRoute.action, 200, (p) => ({ ...community(p), ...csv })),
]
const createCommunity = route('POST communities', communitiesRoute.action, 201, () => ({
  body: { name: 'New Ridge HOA', associationType: 'hoa' },
}))
const list = route('GET communities', communitiesRoute.loader, 200, () => ({}))
const everyRoute = [list, createCommunity, ...reads, ...writes]

function send(route: Route, place: Place, token?: string) {
  const { path = '', ...options } = route.options(place)
  return call(route.handler, `/api/communities/x${path}`, { ...options, method: route.method, token })
}

test.each(everyRoute.map((r) => [r.name, r] as const))(
  '%s without a token or with a dead one is a 401',
  async (_, route) => {
    for (const token of [undefined, 'x'.repeat(43)]) {
      const response = await send(route, own, token)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ message: 'Please sign in again.' })
    }
  },
)

describe.each(['admin', 'manager'] as const)('%s', (role) => {
  test('reads and writes every community', async () => {
    const listed = (await (await send(list, own, tokens[role])).json()) as {
      communities: Array<{ id: string }>
    }
    expect(listed.communities.map((c) => c.id).sort()).toEqual([own.id, other.id].sort())
    for (const place of [own, other]) {
      for (const route of [...reads, ...writes]) {
        const response = await send(route, place, tokens[role])
        expect([route.name, response.status]).toEqual([route.name, route.ok])
      }
    }
    expect((await send(createCommunity, own, tokens[role])).status).toBe(201)
    expect(await countRows(t.db, 'communities')).toBe(3)
  })
})

describe('a board account', () => {
  test('lists and reads only its own community', async () => {
    const listed = (await (await send(list, own, tokens.board)).json()) as {
      communities: Array<{ id: string; totals: object }>
    }
    expect(listed.communities).toEqual([
      expect.objectContaining({ id: own.id, totals: expect.objectContaining({ units: 3 }) }),
    ])
    for (const route of reads)
      expect([route.name, (await send(route, own, tokens.board)).status]).toEqual([route.name, 200])
  })

  test('is refused every write with a 403, and nothing changes', async () => {
    const events = await countRows(t.db, 'roll_events')
    for (const route of writes) {
      const response = await send(route, own, tokens.board)
      expect([route.name, response.status]).toEqual([route.name, 403])
      expect(await response.json()).toEqual({ message: BOARD_READ_ONLY_MESSAGE })
    }
    const created = await send(createCommunity, own, tokens.board)
    expect(created.status).toBe(403)
    expect(await created.json()).toEqual({ message: 'Only company staff can add communities.' })
    expect(await countRows(t.db, 'roll_events')).toBe(events)
    expect(await countRows(t.db, 'community_units')).toBe(6)
    expect(await countRows(t.db, 'communities')).toBe(2)
  })

  test('gets a 404 for another community on every route, read or write, as if it did not exist', async () => {
    for (const route of [...reads, ...writes]) {
      const response = await send(route, other, tokens.board)
      expect([route.name, response.status]).toEqual([route.name, 404])
      const body = (await response.json()) as { message: string }
      expect(body.message).toMatch(/no (community|unit) with that id/)
    }
    // Its own community with another community's unit: not found to read; any write is refused first.
    const mixed = { id: own.id, unitId: other.unitId }
    expect((await send(reads[2]!, mixed, tokens.board)).status).toBe(404)
    for (const route of [writes[2]!, writes[3]!])
      expect([route.name, (await send(route, mixed, tokens.board)).status]).toEqual([route.name, 403])
  })

  test('without memberships it sees no community at all', async () => {
    const board = (await createSession(t.db, (await staffActor(t.db, 'board')).id)).token
    expect((await send(reads[0]!, own, board)).status).toBe(404)
    expect(await (await send(list, own, board)).json()).toEqual({ communities: [] })
  })
})

test('a PATCH changes only what it names: the other settings, the weights and the address stay', async () => {
  const admin = { token: tokens.admin, method: 'PATCH' }
  const settings = {
    weightBasis: 'custom',
    quorumPercent: '33.33',
    quorumBasis: 'weight',
    secretBallotDefault: false,
    revoteAllowedDefault: true,
    proxyValidityMonths: 6,
    city: 'Provo',
    county: 'Utah',
  }
  await call(communityRoute.action, '/x', { ...admin, params: { id: own.id }, body: settings })
  const unitParams = { id: own.id, unitId: own.unitId }
  await call(unitRoute.action, '/x', {
    ...admin,
    params: unitParams,
    body: { weight: '2.5', address: '1 Elm' },
  })
  const renamed = await call(communityRoute.action, '/x', {
    ...admin,
    params: { id: own.id },
    body: { name: 'Maple Hollow Owners' },
  })
  expect(((await renamed.json()) as { community: object }).community).toMatchObject({
    ...settings,
    name: 'Maple Hollow Owners',
  })
  const reweighed = await call(unitRoute.action, '/x', {
    ...admin,
    params: unitParams,
    body: { weight: '3' },
  })
  expect(((await reweighed.json()) as { unit: object }).unit).toMatchObject({ weight: '3', address: '1 Elm' })
  expect((await loadRoll(t.db, own.id)).map((u) => u.weight)).toEqual(['3', '1', '1'])
})

describe('bad input is a 4xx with a sentence, never a 500', () => {
  test('a weight sent as a JSON number is a 422 asking for a decimal string', async () => {
    const response = await call(unitsRoute.action, '/x', {
      token: tokens.manager,
      method: 'POST',
      params: { id: own.id },
      body: { label: 'X', weight: 0.1, owners: [{ name: 'Ann' }] },
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({
      fieldErrors: { weight: ['Send the weight as a decimal string, like "0.5".'] },
    })
  })

  test.each([
    [{ quorumPercent: '50.000' }, 'quorumPercent'],
    [{ quorumPercent: '101' }, 'quorumPercent'],
    [{ proxyValidityMonths: 0 }, 'proxyValidityMonths'],
    [{ weightBasis: 'shares' }, 'weightBasis'],
    [{ name: 'x'.repeat(121) }, 'name'],
  ])('settings %j are a 422 on %s', async (body, field) => {
    const response = await call(communityRoute.action, '/x', {
      token: tokens.admin,
      method: 'PATCH',
      params: { id: own.id },
      body,
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ fieldErrors: { [field]: [expect.any(String)] } })
  })

  test.each([['?q=%00'], [`?q=${'x'.repeat(101)}`], ['?limit=0'], ['?limit=abc'], ['?cursor=nonsense']])(
    'a units query %s is a 4xx',
    async (query) => {
      const response = await call(unitsRoute.loader, `/x${query}`, {
        token: tokens.board,
        params: { id: own.id },
      })
      expect([400, 422]).toContain(response.status)
      expect(((await response.json()) as { message: string }).message).toMatch(/\.$/)
    },
  )

  test('unknown or malformed ids are a 404; a second community of the same name is a 409', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000'])
      expect((await call(communityRoute.loader, '/x', { token: tokens.admin, params: { id } })).status).toBe(
        404,
      )
    const unit = await call(unitRoute.loader, '/x', {
      token: tokens.admin,
      params: { id: own.id, unitId: 'nope' },
    })
    expect(unit.status).toBe(404)
    const again = await call(communitiesRoute.action, '/x', {
      token: tokens.admin,
      method: 'POST',
      body: { name: 'maple hollow hoa', associationType: 'condominium' },
    })
    expect(again.status).toBe(409)
    const renamed = await call(communityRoute.action, '/x', {
      token: tokens.admin,
      method: 'PATCH',
      params: { id: other.id },
      body: { name: 'MAPLE HOLLOW HOA' },
    })
    expect(renamed.status).toBe(409)
    expect(await renamed.json()).toMatchObject({ fieldErrors: { name: [expect.any(String)] } })
  })
})
