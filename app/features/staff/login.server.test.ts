import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { createStaff, STAFF_PASSWORD } from '../../../tests/factories/staff'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { AppError } from '~/lib/errors'
import { requireStaff } from './auth.server'
import { INVALID_LOGIN_MESSAGE, login, loginAccountSubject, loginPairSubject } from './login.server'
import { PASSWORD_PARAMS, verifyPassword } from './password.server'

const t = setupTestDatabase()

const bearer = (token: string) =>
  new Request('http://x/api/election-auth/me', { headers: { Authorization: `Bearer ${token}` } })
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as AppError,
  )
const storedHash = async (id: string) =>
  (
    (await t.db.execute(sql`select password_hash from staff_users where id = ${id}`)) as {
      rows: Array<{ password_hash: string }>
    }
  ).rows[0]!.password_hash

describe('staff sign-in', () => {
  test('the right password opens a session whose token the guard accepts', async () => {
    const ann = await createStaff(t.db, { email: 'ann@example.com', name: 'Ann Lee', role: 'admin' })
    const result = await login(t.db, { email: 'ann@example.com', password: STAFF_PASSWORD })
    expect(result.user).toEqual({
      id: ann.id,
      email: 'ann@example.com',
      name: 'Ann Lee',
      role: 'admin',
      mustChangePassword: false,
    })
    expect(result.token).toMatch(/^[\w-]{43}$/)
    expect(await requireStaff(bearer(result.token), t.db)).toEqual(result.user)
    const row = (await t.db.execute(sql`select last_login_at from staff_users`)) as {
      rows: Array<{ last_login_at: unknown }>
    }
    expect(row.rows[0]!.last_login_at).not.toBeNull()
  })

  test('emails match whatever their case and spacing', async () => {
    await createStaff(t.db, { email: 'bea@example.com' })
    await expect(login(t.db, { email: 'BEA@Example.COM', password: STAFF_PASSWORD })).resolves.toBeTruthy()
  })

  test('a wrong password, an unknown email and a deactivated account get one and the same 401', async () => {
    await createStaff(t.db, { email: 'cy@example.com' })
    await createStaff(t.db, { email: 'gone@example.com', active: false })
    const wrong = await failure(login(t.db, { email: 'cy@example.com', password: 'not the password' }))
    const unknown = await failure(login(t.db, { email: 'nobody@example.com', password: STAFF_PASSWORD }))
    const inactive = await failure(login(t.db, { email: 'gone@example.com', password: STAFF_PASSWORD }))
    for (const error of [wrong, unknown, inactive]) {
      expect(error).toBeInstanceOf(AppError)
      expect(error).toMatchObject({
        status: 401,
        code: 'invalid_credentials',
        message: INVALID_LOGIN_MESSAGE,
      })
    }
    expect(await t.db.execute(sql`select count(*)::int as n from staff_sessions`)).toMatchObject({
      rows: [{ n: 0 }],
    })
  })

  test('a hash with older parameters is replaced at sign-in, and the password still works', async () => {
    const dee = await createStaff(t.db, { email: 'dee@example.com' }) // cheap, older parameters
    const before = await storedHash(dee.id)
    expect((await verifyPassword(STAFF_PASSWORD, before)).needsRehash).toBe(true)
    await login(t.db, { email: 'dee@example.com', password: STAFF_PASSWORD })
    const after = await storedHash(dee.id)
    expect(after).not.toBe(before)
    expect(after.startsWith(`scrypt$${PASSWORD_PARAMS.N}$${PASSWORD_PARAMS.r}$${PASSWORD_PARAMS.p}$`)).toBe(
      true,
    )
    expect(await verifyPassword(STAFF_PASSWORD, after)).toEqual({ ok: true, needsRehash: false })
  })

  test('a failed sign-in does not touch the stored hash', async () => {
    const eve = await createStaff(t.db, { email: 'eve@example.com' })
    const before = await storedHash(eve.id)
    await failure(login(t.db, { email: 'eve@example.com', password: 'guessing wrongly' }))
    expect(await storedHash(eve.id)).toBe(before)
  })

  test('the throttle keys are keyed hashes, alike for known and unknown emails', async () => {
    await createStaff(t.db, { email: 'fay@example.com' })
    const account = loginAccountSubject('key', 'fay@example.com')
    expect(loginAccountSubject('key', ' FAY@example.com')).toBe(account)
    expect(loginAccountSubject('other key', 'fay@example.com')).not.toBe(account)
    const pair = loginPairSubject('key', 'fay@example.com', '203.0.113.9')
    expect(loginPairSubject('key', 'Fay@Example.com ', '203.0.113.9')).toBe(pair)
    expect(loginPairSubject('key', 'fay@example.com', '203.0.113.10')).not.toBe(pair)
    for (const key of [account, pair, loginAccountSubject('key', 'nobody@example.com')]) {
      expect(key).toMatch(/^[\w-]{22}$/)
      expect(key).not.toMatch(/fay|nobody|203/)
    }
  })
})

describe('the staff guard', () => {
  test('no token, a malformed header or an ended session is a 401 asking to sign in again', async () => {
    const user = await createStaff(t.db)
    const { token } = await login(t.db, { email: user.email, password: STAFF_PASSWORD })
    const requests = [
      new Request('http://x/'),
      new Request('http://x/', { headers: { Authorization: `Basic ${token}` } }),
      new Request('http://x/', { headers: { Authorization: 'Bearer' } }),
      bearer(`${token}x`),
    ]
    for (const request of requests)
      expect(await failure(requireStaff(request, t.db))).toMatchObject({
        status: 401,
        message: 'Please sign in again.',
      })
    expect(
      await requireStaff(new Request('http://x/', { headers: { authorization: `bearer  ${token}` } }), t.db),
    ).toMatchObject({ id: user.id })
  })

  test('roles: an admin passes a manager check, a manager does not pass an admin check', async () => {
    const admin = await createStaff(t.db, { role: 'admin' })
    const manager = await createStaff(t.db, { role: 'manager' })
    const adminToken = (await login(t.db, { email: admin.email, password: STAFF_PASSWORD })).token
    const managerToken = (await login(t.db, { email: manager.email, password: STAFF_PASSWORD })).token
    expect(await requireStaff(bearer(adminToken), t.db, { role: 'manager' })).toMatchObject({ id: admin.id })
    expect(await requireStaff(bearer(adminToken), t.db, { role: 'admin' })).toMatchObject({ id: admin.id })
    expect(await requireStaff(bearer(managerToken), t.db, { role: 'manager' })).toMatchObject({
      id: manager.id,
    })
    expect(await failure(requireStaff(bearer(managerToken), t.db, { role: 'admin' }))).toMatchObject({
      status: 403,
      message: 'Your role does not allow this.',
    })
  })

  test('a role change applies to sessions already open', async () => {
    const admin = await createStaff(t.db, { role: 'admin' })
    const { token } = await login(t.db, { email: admin.email, password: STAFF_PASSWORD })
    await t.db.execute(sql`update staff_users set role = 'manager' where id = ${admin.id}`)
    expect(await failure(requireStaff(bearer(token), t.db, { role: 'admin' }))).toMatchObject({ status: 403 })
  })

  test('while a new password is due, only the endpoints that allow choosing one let the user through', async () => {
    const user = await createStaff(t.db)
    await t.db.execute(sql`update staff_users set must_change_password = true where id = ${user.id}`)
    const { token, user: signedIn } = await login(t.db, { email: user.email, password: STAFF_PASSWORD })
    expect(signedIn.mustChangePassword).toBe(true)
    expect(await failure(requireStaff(bearer(token), t.db))).toMatchObject({
      status: 403,
      code: 'password_change_required',
    })
    expect(await requireStaff(bearer(token), t.db, { allowPendingPasswordChange: true })).toMatchObject({
      id: user.id,
    })
  })
})
