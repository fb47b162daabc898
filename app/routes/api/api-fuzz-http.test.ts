import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { captureLogger } from '../../../tests/setup/capture-logger'
import { createRouteFixture, filledPath, ROUTES, type RouteFixture } from '../../../tests/setup/route-fixture'
import { loadServerBuild, startTestApp, type TestApp } from '../../../tests/setup/test-app'
import { setupTestDatabase } from '../../../tests/setup/test-database'

// What the second pre-launch probe sent over HTTP, to every page and endpoint of app/routes.ts through
// the Express app the server runs: a U+0000 (`%00`) in a query value reached PostgreSQL as a 500; a path
// that does not decode (`/vote/%C0%AF`, `/%FF`) was Express's URIError, a 500 logged with its stack at
// error level; a JSON body of `null` made a route read a field of null. Each is a 400 with a sentence
// now (JSON `{ message }` under /api, the error page elsewhere), logged at info without a stack.

vi.setConfig({ testTimeout: 180_000 })

const t = setupTestDatabase()
const log = captureLogger()
let server: Awaited<ReturnType<typeof loadServerBuild>>
let app: TestApp
let fixture: RouteFixture

beforeAll(async () => {
  server = await loadServerBuild()
  // One client sends everything: the per-address budgets would otherwise answer 429 long before the end.
  const env = { API_RATE_LIMIT_PER_MINUTE: '1000000', FORM_RATE_LIMIT_PER_HOUR: '1000000' }
  app = await startTestApp(t.db, server.build, { env, logger: log.logger })
}, 180_000)
afterAll(async () => {
  await app?.close()
  await server?.close()
})
beforeEach(async () => {
  fixture = await createRouteFixture(t.db)
})

const tally = new Map<number, number>()

type Sent = { method?: string; body?: string; contentType?: string }

async function send(path: string, { method = 'GET', body, contentType }: Sent = {}) {
  const headers: Record<string, string> = { Authorization: `Bearer ${fixture.token}`, Origin: app.origin }
  if (contentType) headers['Content-Type'] = contentType
  const response = await fetch(`${app.origin}${path}`, { method, headers, body, redirect: 'manual' })
  const text = await response.text()
  tally.set(response.status, (tally.get(response.status) ?? 0) + 1)
  return { status: response.status, type: response.headers.get('content-type') ?? '', text }
}

/** A 400 in the form the address asks for: `{ message }` under /api, the error page for a page. */
async function expectRefused(path: string, sent?: Sent) {
  const answer = await send(path, sent)
  const what = `${sent?.method ?? 'GET'} ${path.slice(0, 160)}`
  expect(answer.status, what).toBe(400)
  if (/^\/api(\/|\?|$)/.test(path)) {
    expect(answer.type, what).toContain('application/json')
    expect((JSON.parse(answer.text) as { message: unknown }).message, what).toMatch(/^[A-Z].+\.$/)
  } else {
    expect(answer.type, what).toContain('text/html')
    expect(answer.text, what).toContain('<h1>We could not read this request</h1>')
  }
}

// Every route once, with its parameters filled from the fixture.
const PATHS = ROUTES.map((route) => route.path)

// The filters of the public results (community, role, q, questionId, offset), the staff lists' (status,
// from, to, page) and a key no route knows.
const QUERY_KEYS = ['community', 'role', 'q', 'questionId', 'offset', 'status', 'from', 'to', 'page', 'x']
const NUL_VALUES = ['%00', 'north%00', '%00%00', 'a%00b', '%2500%00']

describe('a U+0000 in a query value', () => {
  test('is a 400 on every page and endpoint, whichever parameter carries it', async () => {
    for (const route of PATHS) {
      const path = filledPath(fixture, route)
      for (const [i, key] of QUERY_KEYS.entries())
        await expectRefused(`${path}?${key}=${NUL_VALUES[i % NUL_VALUES.length]}`)
      await expectRefused(`${path}?community=north&q=%00`, {
        method: 'POST',
        body: '{}',
        contentType: 'application/json',
      })
    }
  })

  test('is a 400 on the public survey results, among any other query values', async () => {
    const { surveyId } = fixture.values
    const pages = [
      `/survey-responses/${surveyId}`,
      `/api/surveys/${surveyId}/results`,
      `/api/surveys/${surveyId}/texts`,
    ]
    const pairs = fc.array(fc.tuple(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 20 })), {
      maxLength: 4,
    })
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...pages), pairs, fc.nat(4), async (page, query, at) => {
        const search = new URLSearchParams(query)
        search.append(QUERY_KEYS[at]!, `x${String.fromCharCode(0)}`)
        await expectRefused(`${page}?${search}`)
      }),
      { numRuns: 60 },
    )
  })
})

// Overlong and truncated UTF-8, a lone continuation byte, a `%` without two hex digits.
const BROKEN_ESCAPES = ['%C0%AF', '%FF', '%E0%A4%A', '%', '%zz', '%C3', '%ED%A0%80', 'a%2']

describe('a path with a %-escape that does not decode', () => {
  test('is a 400 on every page and endpoint, in any segment', async () => {
    await expectRefused('/vote/%C0%AF')
    await expectRefused('/%FF')
    for (const [i, route] of PATHS.entries()) {
      const segments = filledPath(fixture, route).split('/').slice(1)
      for (const [at] of segments.entries()) {
        const broken = segments.map((s, j) =>
          j === at ? BROKEN_ESCAPES[(i + at) % BROKEN_ESCAPES.length]! : s,
        )
        await expectRefused(`/${broken.join('/')}`)
        await expectRefused(`/${broken.join('/')}`, {
          method: 'POST',
          body: '{}',
          contentType: 'application/json',
        })
      }
    }
  })

  test('while an escape that decodes still reaches the route', async () => {
    expect((await send('/blog/%6Fpen-board-meetings')).status).toBe(404) // decoded, and no such post
    expect((await send('/about?q=100%')).status).toBe(200) // a stray % in a query is read as it is
    expect((await send(`/api/surveys/${fixture.values.surveyId}/results?community=%E2%9C%93`)).status).toBe(
      200,
    )
  })
})

// A body each route must refuse as not an object: it reads `{ ... }` or nothing.
const NOT_OBJECTS = ['null', '[]', '1', '"x"', 'true', '[{"reason":"x"}]']
const STEPS = ['open', 'close', 'certify', 'publish', 'cancel', 'reopen']

describe('a JSON body that is not an object', () => {
  test('is never a 5xx, on any method of any endpoint (every step of a :step route)', async () => {
    // Signing out ends the fixture's session, and every later request would stop at the 401: it goes last.
    const endpoints = PATHS.filter((p) => p.startsWith('api/'))
      .flatMap((p) => (p.endsWith(':step') ? STEPS.map((step) => p.replace(':step', step)) : [p]))
      .sort((a, b) => Number(a.endsWith('/logout')) - Number(b.endsWith('/logout')))
    for (const route of endpoints)
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
        for (const body of NOT_OBJECTS) {
          const path = filledPath(fixture, route)
          const answer = await send(path, { method, body, contentType: 'application/json' })
          expect(answer.status, `${method} ${path} with ${body}`).toBeLessThan(500)
        }
  })

  test('revoking a proxy with the body null is a 400 that says what to send', async () => {
    const path = `/api/elections/${fixture.values['api/elections:id']}/proxies/6f1c2a9e-7d4b-4c1e-9a53-2b8f0e4d1c77`
    const answer = await send(path, { method: 'DELETE', body: 'null', contentType: 'application/json' })
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.text)).toEqual({ message: expect.stringMatching(/must be a JSON object/) })
    // No body at all is still a revocation without a reason (here: of a proxy that does not exist).
    expect((await send(path, { method: 'DELETE' })).status).toBe(404)
  })
})

afterAll(() => {
  const lines = log.lines()
  // Nothing the probe sent is a fault of the site: no line at error level, no stack in any line.
  const errors = lines.filter((line) => Number(line.level) >= 50)
  expect(errors.map((line) => JSON.stringify(line).slice(0, 300))).toEqual([])
  expect(lines.filter((line) => JSON.stringify(line).includes('"stack"'))).toEqual([])
  const refused = lines.filter((line) => line.msg === 'request refused')
  expect(refused.length).toBeGreaterThan(0)
  expect(new Set(refused.map((line) => line.level))).toEqual(new Set([30]))
  const statuses = [...tally].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`)
  console.log(
    `HTTP fuzz: ${[...tally.values()].reduce((a, b) => a + b, 0)} requests (${statuses.join(', ')})`,
  )
})
