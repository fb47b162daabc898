import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { createStaff, STAFF_PASSWORD } from '../../../../tests/factories/staff'
import { callRoute, routeContext } from '../../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { login } from '~/features/staff/login.server'
import { action as logout } from './logout'
import { loader as me } from './me'
import { action as changePassword } from './password'

const t = setupTestDatabase()
const URL = 'http://127.0.0.1/api/election-auth'

const auth = (token?: string): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {})
const whoAmI = (token?: string) =>
  callRoute(me, new Request(`${URL}/me`, { headers: auth(token) }), routeContext(t.db))
const signOut = (token?: string) =>
  callRoute(
    logout,
    new Request(`${URL}/logout`, { method: 'POST', headers: auth(token) }),
    routeContext(t.db),
  )
const newPassword = (token: string, body: unknown) =>
  callRoute(
    changePassword,
    new Request(`${URL}/password`, {
      method: 'POST',
      headers: { ...auth(token), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
    routeContext(t.db),
  )
const signIn = async (email: string, password = STAFF_PASSWORD) =>
  (await login(t.db, { email, password })).token

describe('GET /api/election-auth/me', () => {
  test('without a token, or with one that is not a session, it is a 401 asking to sign in again', async () => {
    for (const token of [undefined, 'x'.repeat(43), 'short'])
      expect(await (await whoAmI(token)).json()).toEqual({ message: 'Please sign in again.' })
    expect((await whoAmI()).status).toBe(401)
  })

  test('an expired session is a 401', async () => {
    await createStaff(t.db, { email: 'ann@example.com' })
    const token = await signIn('ann@example.com')
    await t.db.execute(sql`update staff_sessions set expires_at = now() - interval '1 second'`)
    expect((await whoAmI(token)).status).toBe(401)
  })

  test('a user who must choose a new password can still read their account', async () => {
    await createStaff(t.db, { email: 'bea@example.com' })
    await t.db.execute(sql`update staff_users set must_change_password = true`)
    const response = await whoAmI(await signIn('bea@example.com'))
    expect(response.status).toBe(200)
    expect((await response.json()).user.mustChangePassword).toBe(true)
  })
})

describe('POST /api/election-auth/logout', () => {
  test('ends this session only: 204, then the token no longer works', async () => {
    await createStaff(t.db, { email: 'cy@example.com' })
    const [phone, laptop] = [await signIn('cy@example.com'), await signIn('cy@example.com')]
    const response = await signOut(phone)
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect((await whoAmI(phone)).status).toBe(401)
    expect((await whoAmI(laptop)).status).toBe(200)
    expect((await signOut(phone)).status).toBe(204) // signing out twice is harmless
    expect((await signOut()).status).toBe(401)
  })
})

describe('POST /api/election-auth/password', () => {
  test('a new password replaces the old one, keeps this device signed in and signs out the others', async () => {
    await createStaff(t.db, { email: 'dee@example.com', name: 'Dee Diaz' })
    await t.db.execute(sql`update staff_users set must_change_password = true`)
    const [here, elsewhere] = [await signIn('dee@example.com'), await signIn('dee@example.com')]
    const response = await newPassword(here, {
      currentPassword: STAFF_PASSWORD,
      newPassword: 'velvet orchard compass',
    })
    expect(response.status).toBe(200)
    expect((await response.json()).user).toMatchObject({
      email: 'dee@example.com',
      mustChangePassword: false,
    })
    expect((await whoAmI(here)).status).toBe(200)
    expect((await whoAmI(elsewhere)).status).toBe(401)
    await expect(signIn('dee@example.com')).rejects.toMatchObject({ status: 401 })
    expect(await signIn('dee@example.com', 'velvet orchard compass')).toMatch(/^[\w-]{43}$/)
  })

  test('a wrong current password, a weak or unchanged new one are 422s on their fields', async () => {
    await createStaff(t.db, { email: 'eve@example.com', name: 'Eve Evans' })
    const token = await signIn('eve@example.com')
    const cases: Array<[unknown, string, RegExp]> = [
      [
        { currentPassword: 'not it at all', newPassword: 'velvet orchard compass' },
        'currentPassword',
        /not correct/,
      ],
      [{ currentPassword: STAFF_PASSWORD, newPassword: 'short' }, 'newPassword', /at least 12/],
      [{ currentPassword: STAFF_PASSWORD, newPassword: 'Password2025!' }, 'newPassword', /too common/],
      [{ currentPassword: STAFF_PASSWORD, newPassword: 'evans family home' }, 'newPassword', /name or email/],
      [{ currentPassword: STAFF_PASSWORD, newPassword: STAFF_PASSWORD }, 'newPassword', /different/],
    ]
    for (const [body, field, message] of cases) {
      const response = await newPassword(token, body)
      expect(response.status).toBe(422)
      expect((await response.json()).fieldErrors[field][0]).toMatch(message)
    }
    expect(await signIn('eve@example.com')).toBeTruthy() // nothing changed
  })

  test('needs a live session, and wrong guesses at the current password run out', async () => {
    expect((await newPassword('x'.repeat(43), { currentPassword: 'a', newPassword: 'b' })).status).toBe(401)
    await createStaff(t.db, { email: 'fay@example.com' })
    const token = await signIn('fay@example.com')
    const statuses = []
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await newPassword(token, { currentPassword: `guess ${i}`, newPassword: 'velvet orchard compass' }))
          .status,
      )
    expect(statuses).toEqual([...Array(10).fill(422), 429])
  })
})
