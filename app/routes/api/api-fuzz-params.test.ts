import path from 'node:path'
import fc from 'fast-check'
import type { AppLoadContext } from 'react-router'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { signedInStaff } from '../../../tests/factories/staff'
import { publishedSurvey, surveyInput } from '../../../tests/factories/surveys'
import { routeContext } from '../../../tests/setup/route-context'
import {
  createRouteFixture,
  realValue,
  ROUTES,
  type RouteFixture as Fixture,
} from '../../../tests/setup/route-fixture'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { loader as surveyPage } from '../survey'
import { loader as surveyApi } from './surveys/survey'

// Issue 14 item 7: a malformed id in any path parameter is a 4xx, never a 500 (a failed uuid cast, a
// U+0000 PostgreSQL text cannot hold). Every route in app/routes.ts with a `:param` and a server loader
// or action is called with each parameter malformed in turn, the others real, as a signed-in admin.

vi.setConfig({ testTimeout: 180_000 })

const t = setupTestDatabase()

const WITH_PARAMS = ROUTES.filter((e) => e.path.includes(':'))

type Handler = (args: { request: Request; context: AppLoadContext; params: object }) => unknown
const createFixture = () => createRouteFixture(t.db)

const MALFORMED_IDS = [
  '-'.repeat(36), // the probe's 500: it passed a loose [0-9a-f-]{36} check and failed the uuid cast
  '',
  ' ',
  '0',
  '-0',
  '-1',
  '1e309',
  '9999999999999999999999',
  'NaN',
  'null',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '00000000-0000-0000-0000-00000000000g',
  '{6f1c2a9e-7d4b-4c1e-9a53-2b8f0e4d1c77}',
  '6f1c2a9e7d4b4c1e9a532b8f0e4d1c77',
  '6f1c2a9e-7d4b-4c1e-9a53-2b8f0e4d1c77\n',
  '6f1c2a9e-7d4b-4c1e-9a53-2b8f0e4d1c77-',
  "1' or '1'='1",
  '\u0000',
  '6f1c2a9e-7d4b-4c1e-9a53-2b8f0e4d1c7\u0000',
  '%00',
  '\uD800',
  '../../etc/passwd',
  'ü🏠',
  'x'.repeat(10_000),
]

// A body each action accepts, so the handlers that read the body before the id still reach the id.
const ANY_BODY = {
  status: 'done',
  body: 'x',
  active: false,
  name: 'Pat',
  password: 'quartz meadow lantern 907',
}
const BODIES: Record<string, (f: Fixture) => [type: string, body: string]> = {
  'api/communities/:id/roll': () => ['text/csv', 'unit,owner_name,weight\r\n1,Ann Lee,1'],
  'api/communities/:id/units': () =>
    json({ label: 'Z9', weight: '1', owners: [{ name: 'Zed Owner', email: 'zed@example.com' }] }),
  'api/elections/ballot/:token': () => json({ choices: [] }),
  'api/elections/:id/paper-ballots': (f) => json({ choices: [], unitId: f.values.unitId }),
  'api/elections/:id/ties': () => json({ contestId: 'c', resolution: 'coin' }),
  'api/elections/:id/proxies': (f) =>
    json({ unitId: f.values.unitId, holderName: 'Pat Holder', kind: 'general', receivedOn: '2026-01-02' }),
  'api/surveys/:surveyId': () => json(surveyInput()),
  'api/surveys/:surveyId/responses': () => json({ answers: {} }),
  'api/staff/blog-posts/:id': () =>
    json({
      slug: 'a-post',
      title: 'A title',
      date: '2026-01-01',
      excerpt: 'x'.repeat(30),
      content: 'y'.repeat(60),
    }),
  'api/staff/blog-posts/:id/status': () => json({ status: 'published' }),
}
const json = (body: unknown): [string, string] => ['application/json', JSON.stringify(body)]
const tally = { requests: 0, byStatus: new Map<number, number>() }

/** A Response, or React Router's data() (returned or thrown), as a status. */
function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status
  const init = (result as { init?: ResponseInit | null } | null)?.init
  return init?.status ?? 200
}

async function call(
  routePath: string,
  [method, handler]: [string, Handler],
  params: Record<string, string>,
  fixture: Fixture,
  sent?: [type: string, body: string],
) {
  const [type, body] = sent ?? (BODIES[routePath] ?? (() => json(ANY_BODY)))(fixture)
  const headers: Record<string, string> = { Authorization: `Bearer ${fixture.token}` }
  if (method !== 'GET') headers['Content-Type'] = type
  const request = new Request(`http://127.0.0.1/${routePath}`, {
    method,
    headers,
    body: method === 'GET' ? undefined : body,
  })
  const context = routeContext(t.db, { clientIp: `10.9.${tally.requests >> 8}.${tally.requests & 255}` })
  let status: number
  try {
    status = statusOf(await handler({ request, context, params }))
  } catch (thrown) {
    // A thrown Response or data() is an answer; anything else becomes the server's 500.
    if (!(thrown instanceof Response) && !(thrown as { init?: unknown } | null)?.init) status = 500
    else status = statusOf(thrown)
  }
  tally.requests++
  tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1)
  return status
}

type RouteModule = { loader?: Handler; action?: Handler }
// Only server loaders and actions reach the database; the staff pages' clientLoaders call the API above.
const SERVER_ROUTES = (
  await Promise.all(
    WITH_PARAMS.map(async (entry) => {
      const module = (await import(path.resolve(import.meta.dirname, '../..', entry.file))) as RouteModule
      const handlers: Array<[method: string, handler: Handler]> = []
      if (module.loader) handlers.push(['GET', module.loader])
      if (module.action) for (const m of ['POST', 'PATCH', 'PUT', 'DELETE']) handlers.push([m, module.action])
      return { path: entry.path!, handlers }
    }),
  )
).filter((entry) => entry.handlers.length)

describe.each(SERVER_ROUTES)('$path', ({ path: routePath, handlers }) => {
  const names = [...routePath.matchAll(/:(\w+)/g)].map((m) => m[1]!)

  // One test a route: each needs the fixture again, since the tables are emptied before every test.
  test('a malformed value in any path parameter is a 4xx', async () => {
    const fixture = await createFixture()
    const real = Object.fromEntries(names.map((n) => [n, realValue(fixture, routePath, n)]))
    for (const name of names)
      for (const [method, handler] of handlers)
        for (const value of MALFORMED_IDS) {
          const status = await call(routePath, [method, handler], { ...real, [name]: value }, fixture)
          const what = `${method} ${routePath} with :${name} = ${JSON.stringify(value.slice(0, 60))}`
          expect(status, what).toBeLessThan(500)
        }
    const anyParam = fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.constantFrom(...MALFORMED_IDS))
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(...names.map(() => anyParam)),
        fc.constantFrom(...handlers),
        async (values, [method, handler]) => {
          const params = Object.fromEntries(names.map((n, i) => [n, values[i]!]))
          const status = await call(routePath, [method, handler], params, fixture)
          expect(status, `${method} ${routePath} with ${JSON.stringify(params).slice(0, 200)}`).toBeLessThan(
            500,
          )
        },
      ),
      { numRuns: 25 },
    )
  })
})

// A JSON body that is not an object: `null` made a route that reads an optional field of it (a proxy's
// revocation reason) throw a TypeError, a 500. Every step of a `:step` route is tried, since only some
// read a body (cancelling an election reads its reason).
const NOT_OBJECTS = ['null', '[]', '1', '"x"', 'true', '[{"reason":"x"}]']
const STEPS = ['open', 'close', 'certify', 'publish', 'cancel', 'reopen']

describe.each(SERVER_ROUTES.filter((r) => r.handlers.some(([method]) => method !== 'GET')))(
  '$path',
  ({ path: routePath, handlers }) => {
    test('a JSON body that is not an object is a 4xx', async () => {
      const fixture = await createFixture()
      const names = [...routePath.matchAll(/:(\w+)/g)].map((m) => m[1]!)
      const real = Object.fromEntries(names.map((n) => [n, realValue(fixture, routePath, n)]))
      const variants = names.includes('step') ? STEPS.map((step) => ({ ...real, step })) : [real]
      for (const params of variants)
        for (const [method, handler] of handlers.filter(([m]) => m !== 'GET'))
          for (const body of NOT_OBJECTS) {
            const status = await call(routePath, [method, handler], params, fixture, [
              'application/json',
              body,
            ])
            expect(
              status,
              `${method} /${routePath} ${JSON.stringify(params)} with the body ${body}`,
            ).toBeLessThan(500)
          }
    })
  },
)

afterAll(() => {
  const statuses = [...tally.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`)
  console.log(
    `malformed path parameters: ${tally.requests} requests to ${SERVER_ROUTES.length} routes (${statuses.join(', ')})`,
  )
})

describe('what the checks must still let through', () => {
  test('a survey is found by its slug as well as its id', async () => {
    const fixture = await createFixture()
    const { user } = await signedInStaff(t.db, { role: 'manager' })
    const actor = { id: user.id, name: user.name, role: user.role }
    const { survey } = await publishedSurvey(t.db, actor, { slug: 'pool-survey-2026' })
    for (const surveyId of ['pool-survey-2026', survey.id]) {
      expect(await call('api/surveys/:surveyId', ['GET', surveyApi as Handler], { surveyId }, fixture)).toBe(
        200,
      )
      expect(await call('survey/:surveyId', ['GET', surveyPage as Handler], { surveyId }, fixture)).toBe(200)
    }
  })
})
