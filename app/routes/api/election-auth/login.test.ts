import { describe, expect, test } from 'vitest'
import { createStaff, STAFF_PASSWORD } from '../../../../tests/factories/staff'
import { callRoute, routeContext } from '../../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { LOGIN_THROTTLE } from '~/features/staff/login.server'
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
  const limit = LOGIN_THROTTLE.perAccount.limit

  test('after the failures an account allows, even the right password gets 429 with Retry-After', async () => {
    await createStaff(t.db, { email: 'cy@example.com' })
    for (let i = 0; i < limit; i++)
      expect(
        (await signIn({ email: 'cy@example.com', password: `wrong guess ${i}` }, `198.51.100.${i}`)).status,
      ).toBe(401)
    const locked = await signIn({ email: 'cy@example.com', password: STAFF_PASSWORD }, '198.51.100.99')
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(14 * 60)
    expect(await locked.json()).toEqual({
      message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
    })
    // Other accounts are not affected.
    await createStaff(t.db, { email: 'dee@example.com' })
    expect(
      (await signIn({ email: 'dee@example.com', password: STAFF_PASSWORD }, '198.51.100.99')).status,
    ).toBe(200)
  })

  test('an unknown email is throttled the same way as a known one', async () => {
    for (let i = 0; i < limit; i++)
      expect((await signIn({ email: 'ghost@example.com', password: `wrong guess ${i}` })).status).toBe(401)
    expect((await signIn({ email: 'ghost@example.com', password: 'another guess' })).status).toBe(429)
  })

  test('a successful sign-in starts the account’s count again', async () => {
    await createStaff(t.db, { email: 'eve@example.com' })
    for (let i = 0; i < limit - 1; i++) await signIn({ email: 'eve@example.com', password: `typo ${i}` })
    expect((await signIn({ email: 'eve@example.com', password: STAFF_PASSWORD })).status).toBe(200)
    for (let i = 0; i < limit; i++)
      expect((await signIn({ email: 'eve@example.com', password: `typo again ${i}` })).status).toBe(401)
    expect((await signIn({ email: 'eve@example.com', password: STAFF_PASSWORD })).status).toBe(429)
  })

  test('one IP gets a fixed number of attempts across all accounts; another IP is unaffected', async () => {
    const perIp = LOGIN_THROTTLE.perIp.limit
    const accounts = Math.ceil(perIp / limit)
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
})
