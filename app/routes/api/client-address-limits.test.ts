import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { staffActor } from '../../../tests/factories/communities'
import { createStaff } from '../../../tests/factories/staff'
import { publishedSurvey, Q } from '../../../tests/factories/surveys'
import { loadServerBuild, startTestApp, type TestApp } from '../../../tests/setup/test-app'
import { setupTestDatabase } from '../../../tests/setup/test-database'

// The second pre-launch probe sent 30 survey responses from 30 addresses of one IPv6 /64, and all 30 were
// taken: every per-address limit counted each IPv6 address on its own, and a host may use any address of
// its /64. Now an IPv6 client is its /64, and an IPv4-mapped address (::ffff:1.2.3.4) its IPv4 address,
// wherever a client is counted. Sent over HTTP to the server's own Express app behind a proxy
// (TRUST_PROXY=1), the client's address given in X-Forwarded-For as the proxy would.

const t = setupTestDatabase()
let server: Awaited<ReturnType<typeof loadServerBuild>>
let app: TestApp

const FORM_LIMIT = 10 // FORM_RATE_LIMIT_PER_HOUR's default
const API_LIMIT = 40 // a small API_RATE_LIMIT_PER_MINUTE, reached within one test

beforeAll(async () => {
  server = await loadServerBuild()
  const env = { TRUST_PROXY: '1', API_RATE_LIMIT_PER_MINUTE: String(API_LIMIT) }
  app = await startTestApp(t.db, server.build, { env })
}, 180_000)
afterAll(async () => {
  await app?.close()
  await server?.close()
})

/** A /64 of the documentation prefix; each test uses its own, as the API budget is kept in memory. */
let prefixes = 0
const newPrefix = () => `2001:db8:${(++prefixes).toString(16)}:${(process.pid & 0xffff).toString(16)}`

function post(path: string, from: string, body: unknown) {
  return fetch(`${app.origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from, Origin: app.origin },
    body: JSON.stringify(body),
  })
}

const statuses = async (responses: Array<Promise<Response>>) =>
  Promise.all(responses.map(async (r) => (await r).status))

async function sequentially(count: number, send: (i: number) => Promise<Response>) {
  const result: number[] = []
  for (let i = 0; i < count; i++) result.push((await send(i)).status)
  return result
}

describe('an IPv6 client is its /64', () => {
  test('30 survey responses from 30 addresses of one /64: the form limit holds', async () => {
    const { survey } = await publishedSurvey(t.db, await staffActor(t.db))
    const answers = { [Q.single]: 'north', [Q.role]: 'owner', [Q.yesNo]: true }
    const prefix = newPrefix()
    const sent = await sequentially(30, (i) =>
      post(`/api/surveys/${survey.id}/responses`, `${prefix}:${(i + 1).toString(16)}::${i + 7}`, { answers }),
    )
    expect(sent.filter((s) => s === 201)).toHaveLength(FORM_LIMIT)
    expect(sent.slice(FORM_LIMIT)).toEqual(Array(30 - FORM_LIMIT).fill(429))
    // Another /64 is another client.
    expect((await post(`/api/surveys/${survey.id}/responses`, `${newPrefix()}::1`, { answers })).status).toBe(
      201,
    )
  })

  test('the contact form: the /64 shares one limit, written any way', async () => {
    const prefix = newPrefix()
    const spellings = [
      `${prefix}::1`,
      `${prefix}:0:0:0:ffff`,
      `${prefix.replace('2001:db8', '2001:0DB8')}::abcd`,
    ]
    const message = {
      name: 'Ann Lee',
      email: 'ann@example.com',
      community: 'Oak Hollow',
      message: 'The gate.',
    }
    const sent = await sequentially(FORM_LIMIT + 2, (i) => post('/api/contact', spellings[i % 3]!, message))
    expect(sent).toEqual([...Array(FORM_LIMIT).fill(201), 429, 429])
  })

  test('the API budget per minute counts the /64 once', async () => {
    const prefix = newPrefix()
    const get = (i: number) =>
      fetch(`${app.origin}/api/elections/public`, {
        headers: { 'X-Forwarded-For': `${prefix}::${i.toString(16)}` },
      })
    const sent = await statuses(Array.from({ length: API_LIMIT + 5 }, (_, i) => get(i + 1)))
    expect(sent.filter((s) => s === 429)).toHaveLength(5)
    const other = await fetch(`${app.origin}/api/elections/public`, {
      headers: { 'X-Forwarded-For': `${newPrefix()}::1` },
    })
    expect(other.status).toBe(200)
  })

  test('staff sign-in: five wrong passwords from a /64, and its next address waits; another /64 does not', async () => {
    const user = await createStaff(t.db)
    const guess = (from: string) =>
      post('/api/election-auth/login', from, { email: user.email, password: 'wrong horse battery' })
    const prefix = newPrefix()
    const sent = await sequentially(5, (i) => guess(`${prefix}::${i + 1}`))
    expect(sent).toEqual(Array(5).fill(401))
    const next = await guess(`${prefix}:ffff:ffff:ffff:fffe`)
    expect(next.status).toBe(429)
    expect(Number(next.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await guess(`${newPrefix()}::1`)).status).toBe(401)
  })

  test('asking for a lost voting link: the per-address limit holds across the /64', async () => {
    const prefix = newPrefix()
    const sent = await sequentially(12, (i) =>
      post('/api/elections/lost-link', `${prefix}::${i + 1}`, { email: `owner${i}@example.com` }),
    )
    expect(sent).toEqual([...Array(10).fill(200), 429, 429])
  })
})

describe('an IPv4-mapped IPv6 address is its IPv4 address', () => {
  test('::ffff:203.0.113.77 and 203.0.113.77 share the contact form’s limit', async () => {
    const message = { name: 'Bo Kim', email: 'bo@example.com', community: 'Elm Court', message: 'Hello.' }
    const from = (i: number) => (i % 2 ? '203.0.113.77' : '::ffff:203.0.113.77')
    const sent = await sequentially(FORM_LIMIT + 1, (i) => post('/api/contact', from(i), message))
    expect(sent).toEqual([...Array(FORM_LIMIT).fill(201), 429])
    expect((await post('/api/contact', '203.0.113.78', message)).status).toBe(201)
  })
})
