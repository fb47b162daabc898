import fc from 'fast-check'
import type { AppLoadContext } from 'react-router'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { signedInStaff } from '../../../../tests/factories/staff'
import { electionCommunity, openedElection, unitsOf } from '../../../../tests/factories/elections'
import { routeContext } from '../../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { action as ballot } from './ballot'
import { action as election } from './election'
import { action as elections } from './elections'
import { action as lostLink } from './lost-link'
import { action as paperBallots } from './paper-ballots'
import { action as proxies } from './proxies'

// Fuzzing the elections endpoints that take a body (issue 12): whatever arrives, the answer is a 2xx or a
// 4xx with a sentence, never a 5xx. Each run has a signed-in admin, a community, an open election, a
// draft and a live voting link, so fuzzed bodies reach the rules and not just the sign-in check.

vi.setConfig({ testTimeout: 180_000 })
const t = setupTestDatabase()
const RUNS = 40

type Handler = (args: { request: Request; context: AppLoadContext; params: object }) => Promise<Response>
type Fixture = {
  token: string
  communityId: string
  electionId: string
  draftId: string
  voterToken: string
  unitId: string
}
type Endpoint = {
  name: string
  handler: Handler
  method?: string
  params: (f: Fixture) => Record<string, string>
  valid: (f: Fixture) => Record<string, unknown>
  staff?: boolean
}

const contests = [
  { kind: 'candidates', title: 'Board', seats: 2, writeIn: true, options: [{ label: 'A' }, { label: 'B' }] },
  { kind: 'measure', title: 'Amend', threshold: { numerator: 2, denominator: 3, base: 'all_weight' } },
]
const creation = (f: Fixture) => ({
  communityId: f.communityId,
  title: 'Fuzzed election',
  opensAt: '2030-01-01T00:00:00Z',
  closesAt: '2030-01-15T00:00:00Z',
  secret: true,
  quorum: { percent: '25', basis: 'weight' },
  contests,
})

const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/elections',
    handler: elections as Handler,
    params: () => ({}),
    valid: creation,
    staff: true,
  },
  {
    name: 'PATCH /api/elections/:id',
    handler: election as Handler,
    method: 'PATCH',
    params: (f) => ({ id: f.draftId }),
    valid: (f) => ({ title: 'Renamed', contests: creation(f).contests }),
    staff: true,
  },
  {
    name: 'POST /api/elections/ballot/:token',
    handler: ballot as Handler,
    params: (f) => ({ token: f.voterToken }),
    valid: () => ({ choices: [] }),
  },
  {
    name: 'POST /api/elections/:id/paper-ballots',
    handler: paperBallots as Handler,
    params: (f) => ({ id: f.electionId }),
    valid: (f) => ({ unitId: f.unitId, method: 'paper', choices: [] }),
    staff: true,
  },
  {
    name: 'POST /api/elections/:id/proxies',
    handler: proxies as Handler,
    params: (f) => ({ id: f.electionId }),
    valid: (f) => ({ unitId: f.unitId, holderName: 'Pat Proxy', kind: 'general', receivedOn: '2026-11-01' }),
    staff: true,
  },
  {
    name: 'POST /api/elections/lost-link',
    handler: lostLink as Handler,
    params: () => ({}),
    valid: () => ({ email: 'a@example.com' }),
  },
]

async function fixture(): Promise<Fixture> {
  const { user, token } = await signedInStaff(t.db, { role: 'admin' })
  const actor = { id: user.id, name: user.name, role: user.role }
  const community = await electionCommunity(t.db, actor, unitsOf(3, '1.5'))
  const open = await openedElection(t.db, actor, community.id)
  const draft = await elections({
    request: new Request('http://127.0.0.1/api/elections', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(creation({ communityId: community.id } as Fixture)),
    }),
    context: routeContext(t.db),
    params: {},
  } as never)
  const { id: draftId } = (await draft.json()) as { id: string }
  return {
    token,
    communityId: community.id,
    electionId: open.id,
    draftId,
    voterToken: open.links.get('U1')!,
    unitId: open.unitIds.get('U2')!,
  }
}

const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 4 }),
)

let ip = 0
let f: Fixture
async function send(endpoint: Endpoint, body: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (endpoint.staff) headers.Authorization = `Bearer ${f.token}`
  const request = new Request('http://127.0.0.1/api/elections/fuzz', {
    method: endpoint.method ?? 'POST',
    headers,
    body,
  })
  const context = routeContext(t.db, { clientIp: `10.9.${(ip >> 8) & 255}.${ip++ & 255}` })
  const response = await endpoint.handler({ request, context, params: endpoint.params(f) })
  const what = `${endpoint.name} answered ${response.status} to ${body.slice(0, 200)}`
  expect(response.status, what).toBeLessThan(500)
  if (response.status >= 400)
    expect(typeof ((await response.json()) as { message?: unknown }).message, what).toBe('string')
  return response
}

describe.each(ENDPOINTS)('$name under fuzzing', (endpoint) => {
  beforeEach(async () => {
    f = await fixture()
  })

  test('the valid body is accepted', async () => {
    expect((await send(endpoint, JSON.stringify(endpoint.valid(f)))).status).toBeLessThan(300)
  })

  test('any JSON value, and the expected fields with values of any type', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => void (await send(endpoint, JSON.stringify(body)))),
      { numRuns: RUNS },
    )
    const fields = Object.keys(endpoint.valid(f))
    const mutated = fc
      .tuple(fc.constantFrom(...fields), anyValue)
      .map(([field, value]) => ({ ...endpoint.valid(f), [field]: value }))
    await fc.assert(
      fc.asyncProperty(mutated, async (body) => void (await send(endpoint, JSON.stringify(body)))),
      { numRuns: RUNS },
    )
  })

  test('contests and choices with fields of any type', async () => {
    const contest = fc.record(
      {
        kind: fc.constantFrom('candidates', 'measure', 'x'),
        title: anyValue,
        seats: anyValue,
        options: anyValue,
        threshold: anyValue,
        writeIn: anyValue,
      },
      { requiredKeys: [] },
    )
    const choice = fc.record(
      { contestId: anyValue, optionIds: anyValue, writeIn: anyValue },
      { requiredKeys: [] },
    )
    const body = fc
      .tuple(fc.array(contest, { maxLength: 3 }), fc.array(choice, { maxLength: 3 }))
      .map(([c, ch]) => ({
        ...endpoint.valid(f),
        contests: c,
        choices: ch,
      }))
    await fc.assert(
      fc.asyncProperty(body, async (b) => void (await send(endpoint, JSON.stringify(b)))),
      { numRuns: RUNS },
    )
  })
})
