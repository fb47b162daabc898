import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { createStaff, STAFF_PASSWORD } from '../../../../tests/factories/staff'
import { callRoute, routeContext } from '../../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { hitRateLimit } from '~/features/rate-limit/rate-limit.server'
import { LOGIN_THROTTLE, loginAccountSubject } from '~/features/staff/login.server'
import { action, loader } from './login'
import { loader as me } from './me'

const t = setupTestDatabase()

function post(body: unknown, type = 'application/json') {
  return new Request('http://127.0.0.1/api/election-auth/login', {
    method: 'POST',
    headers: { 'Content-Type': type, 'User-Agent': 'vitest' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}
const signIn = (body: unknown, ip = '203.0.113.10') =>
  callRoute(action, post(body), routeContext(t.db, { clientIp: ip }))
const whoAmI = (token: string) =>
  callRoute(
    me,
    new Request('http://127.0.0.1/api/election-auth/me', { headers: { Authorization: `Bearer ${token}` } }),
    routeContext(t.db),
  )

describe('POST /api/election-auth/login', () => {
  test('good credentials answer 200 with a token that /me accepts', async () => {
    const ann = await createStaff(t.db, { email: 'ann@example.com', name: 'Ann Lee', role: 'admin' })
    const response = await signIn({ email: 'Ann@Example.com', password: STAFF_PASSWORD })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const body = await response.json()
    const user = {
      id: ann.id,
      email: 'ann@example.com',
      name: 'Ann Lee',
      role: 'admin',
      mustChangePassword: false,
    }
    expect(body).toEqual({ token: expect.stringMatching(/^[\w-]{43}$/), expiresAt: expect.any(String), user })
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 11 * 60 * 60_000)
    const meResponse = await whoAmI(body.token)
    expect(meResponse.status).toBe(200)
    expect(await meResponse.json()).toEqual({ user })
  })

  test('a wrong password and an unknown email get the same 401 body', async () => {
    await createStaff(t.db, { email: 'bea@example.com' })
    const wrong = await signIn({ email: 'bea@example.com', password: 'not her password' })
    const unknown = await signIn({ email: 'nobody@example.com', password: 'not her password' })
    expect([wrong.status, unknown.status]).toEqual([401, 401])
    const [a, b] = [await wrong.json(), await unknown.json()]
    expect(a).toEqual(b)
    expect(a).toEqual({ message: 'The email or password is not correct. Please try again.' })
  })

  test('bad input is a 4xx with a message and field errors, never a session', async () => {
    const missing = await signIn({ email: 'not-an-email' })
    expect(missing.status).toBe(422)
    const body = await missing.json()
    expect(body.message).toMatch(/check them/)
    expect(body.fieldErrors).toEqual({
      email: ['Please enter a valid email address.'],
      password: ['Please enter your password.'],
    })
    expect((await signIn('{"email":')).status).toBe(400)
    expect((await signIn({ email: 1, password: [] })).status).toBe(422)
    expect(
      (await callRoute(action, post('email=a', 'application/x-www-form-urlencoded'), routeContext(t.db)))
        .status,
    ).toBe(415)
    const get = await callRoute(
      loader,
      new Request('http://127.0.0.1/api/election-auth/login'),
      routeContext(t.db),
    )
    expect(get.status).toBe(405)
    expect(await get.json()).toEqual({ message: 'Sign in with a POST request.' })
  })
})

describe('sign-in throttling', () => {
  const { freeAttempts } = LOGIN_THROTTLE.perAccountAndIp
  const attacker = '198.51.100.66'
  const owner = '192.0.2.44'
  /** Moves every wait into the past by this much, as if the attacker had waited. */
  const timePasses = (seconds: number) =>
    t.db.execute(
      sql`update rate_limit_buckets set window_started_at = window_started_at - ${seconds} * interval '1 second'`,
    )
  const guess = (email: string, i: number, ip = attacker) =>
    signIn({ email, password: `wrong guess ${i}` }, ip)

  // Issue 14 item 6: five wrong passwords from anywhere used to lock the owner out for 15 minutes.
  test('failures from one address never lock the owner out at theirs; that address waits longer each time', async () => {
    await createStaff(t.db, { email: 'cy@example.com' })
    for (let i = 0; i < freeAttempts; i++) expect((await guess('cy@example.com', i)).status).toBe(401)
    const waits: number[] = []
    const said = [/^\d+ seconds$/, /^\d+ seconds$/, /^2 minutes$/]
    for (let round = 0; round < 3; round++) {
      const refused = await signIn({ email: 'cy@example.com', password: STAFF_PASSWORD }, attacker)
      expect(refused.status).toBe(429)
      const wait = Number(refused.headers.get('Retry-After'))
      waits.push(wait)
      const { message } = (await refused.json()) as { message: string }
      const waitSaid = /^Too many sign-in attempts\. Please wait (.+) and try again\.$/.exec(message)?.[1]
      expect(waitSaid).toMatch(said[round]!)
      // The owner, at their own address, signs in throughout.
      expect((await signIn({ email: 'cy@example.com', password: STAFF_PASSWORD }, owner)).status).toBe(200)
      await timePasses(wait + 1)
      expect((await guess('cy@example.com', 100 + round)).status).toBe(401)
    }
    // 30 s, then 1 and 2 minutes, less the time the test itself took.
    const nominal = [30, 60, 120, 240]
    const later = await guess('cy@example.com', 999)
    waits.push(Number(later.headers.get('Retry-After')))
    waits.forEach((wait, i) => expect(wait, `wait ${i}`).toBeGreaterThan(nominal[i]! - 10))
    waits.forEach((wait, i) => expect(wait, `wait ${i}`).toBeLessThanOrEqual(nominal[i]!))
  })

  test('an unknown email is throttled the same way, with the same answers', async () => {
    await createStaff(t.db, { email: 'dee@example.com' })
    const answers = async (email: string, ip: string) => {
      const seen = []
      for (let i = 0; i < freeAttempts + 2; i++) {
        const response = await guess(email, i, ip)
        const { message } = (await response.json()) as { message: string }
        // The seconds left depend on how long the checks took; the answer's shape must not differ.
        seen.push([response.status, response.headers.has('Retry-After'), message.replace(/\d+/g, 'N')])
      }
      return seen
    }
    const known = await answers('dee@example.com', '198.51.100.1')
    expect(await answers('ghost@example.com', '198.51.100.2')).toEqual(known)
    expect(known.map(([status]) => status)).toEqual([401, 401, 401, 401, 401, 429, 429])
  })

  test('a successful sign-in clears that address’s failures on the account', async () => {
    await createStaff(t.db, { email: 'eve@example.com' })
    for (let i = 0; i < freeAttempts - 1; i++) await guess('eve@example.com', i, owner)
    expect((await signIn({ email: 'eve@example.com', password: STAFF_PASSWORD }, owner)).status).toBe(200)
    for (let i = 0; i < freeAttempts; i++) expect((await guess('eve@example.com', i, owner)).status).toBe(401)
    expect((await signIn({ email: 'eve@example.com', password: STAFF_PASSWORD }, owner)).status).toBe(429)
  })

  test('one IP gets a fixed number of attempts across all accounts; another IP is unaffected', async () => {
    const perIp = LOGIN_THROTTLE.perIp.limit
    const accounts = Math.ceil(perIp / freeAttempts)
    for (let a = 0; a < accounts; a++) await createStaff(t.db, { email: `user${a}@example.com` })
    for (let i = 0; i < perIp; i++) {
      const response = await signIn(
        { email: `user${i % accounts}@example.com`, password: `wrong ${i}` },
        '192.0.2.7',
      )
      expect(response.status).toBe(401)
    }
    await createStaff(t.db, { email: 'fresh@example.com' })
    const blocked = await signIn({ email: 'fresh@example.com', password: STAFF_PASSWORD }, '192.0.2.7')
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect((await signIn({ email: 'fresh@example.com', password: STAFF_PASSWORD }, '192.0.2.8')).status).toBe(
      200,
    )
  })

  test('guessing at one account from many addresses stops new addresses, not the ones that signed in before', async () => {
    await createStaff(t.db, { email: 'fay@example.com' })
    expect((await signIn({ email: 'fay@example.com', password: STAFF_PASSWORD }, owner)).status).toBe(200)
    // The account's budget spent as by guesses from many addresses (counted directly: 50 real guesses
    // would each cost a full password check).
    const account = loginAccountSubject(routeContext(t.db).hashKey, 'fay@example.com')
    for (let i = 0; i < LOGIN_THROTTLE.perAccount.limit; i++)
      await hitRateLimit(t.db, LOGIN_THROTTLE.perAccount, account)
    const newcomer = await signIn({ email: 'fay@example.com', password: STAFF_PASSWORD }, '203.0.113.200')
    expect(newcomer.status).toBe(429)
    expect(Number(newcomer.headers.get('Retry-After'))).toBeGreaterThan(14 * 60)
    expect((await signIn({ email: 'fay@example.com', password: STAFF_PASSWORD }, owner)).status).toBe(200)
  })
})
