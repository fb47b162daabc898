import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { createStaff, STAFF_PASSWORD } from '../../../tests/factories/staff'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import type { AppError } from '~/lib/errors'
import { INVALID_LOGIN_MESSAGE, login } from './login.server'
import { CreateStaffUserSchema, UpdateStaffUserSchema } from './schemas'
import { resolveSession } from './sessions.server'
import {
  createStaffUser,
  listStaffUsers,
  resetStaffUserPassword,
  setStaffUserActive,
  updateStaffUser,
} from './user-admin.server'

const t = setupTestDatabase()
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as AppError,
  )
const signIn = (email: string, password = STAFF_PASSWORD) => login(t.db, { email, password })

describe('staff user management', () => {
  test('managers may not manage users', async () => {
    const manager = await createStaff(t.db, { role: 'manager' })
    const other = await createStaff(t.db)
    const attempts = [
      listStaffUsers(t.db, manager),
      createStaffUser(t.db, manager, { email: 'x@example.com', name: 'X', role: 'admin' }),
      updateStaffUser(t.db, manager, manager.id, { role: 'admin' }),
      setStaffUserActive(t.db, manager, other.id, false),
      resetStaffUserPassword(t.db, manager, other.id, {}),
    ]
    for (const attempt of attempts)
      expect(await failure(attempt)).toMatchObject({ status: 403, message: 'Your role does not allow this.' })
    expect(
      await t.db.execute(sql`select count(*)::int as n from staff_users where role = 'admin'`),
    ).toMatchObject({
      rows: [{ n: 0 }],
    })
  })

  test('an admin lists and creates accounts; a generated password signs in and is flagged to be replaced', async () => {
    const admin = await createStaff(t.db, { role: 'admin', name: 'Ada Admin' })
    const { user, generatedPassword } = await createStaffUser(t.db, admin, {
      email: 'new.manager@example.com',
      name: 'Nia Manager',
      role: 'manager',
    })
    expect(user).toMatchObject({
      email: 'new.manager@example.com',
      role: 'manager',
      mustChangePassword: true,
    })
    const session = await signIn('new.manager@example.com', generatedPassword!)
    expect(session.user.mustChangePassword).toBe(true)
    const list = await listStaffUsers(t.db, admin)
    expect(list.map((u) => [u.name, u.active, u.lastLoginAt === null])).toEqual([
      ['Ada Admin', true, true],
      ['Nia Manager', true, false],
    ])
    expect(JSON.stringify(list)).not.toMatch(/scrypt|password_hash|passwordHash/)
  })

  test('an email already in use, in any case, is a 409; a weak chosen password a 422', async () => {
    const admin = await createStaff(t.db, { role: 'admin', email: 'ada@example.com' })
    expect(
      await failure(
        createStaffUser(t.db, admin, { email: 'ADA@example.com', name: 'Copy', role: 'manager' }),
      ),
    ).toMatchObject({
      status: 409,
      code: 'email_taken',
      extra: { fieldErrors: { email: [expect.any(String)] } },
    })
    expect(
      await failure(
        createStaffUser(t.db, admin, {
          email: 'lee@example.com',
          name: 'Lee Park',
          role: 'manager',
          password: 'Lee Park rocks 2025',
        }),
      ),
    ).toMatchObject({ status: 422, code: 'weak_password' })
  })

  test('an admin renames and changes roles; the change shows at once', async () => {
    const admin = await createStaff(t.db, { role: 'admin' })
    const other = await createStaff(t.db, { role: 'manager' })
    const updated = await updateStaffUser(t.db, admin, other.id, { name: 'Renamed Person', role: 'admin' })
    expect(updated).toMatchObject({ name: 'Renamed Person', role: 'admin' })
    expect(
      await failure(updateStaffUser(t.db, admin, '00000000-0000-4000-8000-000000000000', { name: 'N' })),
    ).toMatchObject({ status: 404 })
    expect(await failure(updateStaffUser(t.db, admin, 'not-a-uuid', { name: 'N' }))).toMatchObject({
      status: 404,
    })
    // Found by fuzzing: a NUL in a name reached PostgreSQL through PATCH /api/staff/users/:id and failed there
    // as a 500; the schema the route parses with now refuses it with a sentence.
    const withNul = UpdateStaffUserSchema.safeParse({ name: 'Ren\u0000ee' })
    expect(withNul.error?.issues[0]?.message).toBe('Please use only printable characters in the name.')
    expect(
      CreateStaffUserSchema.safeParse({ email: 'a@example.com', name: 'A\u0007', role: 'manager' }).success,
    ).toBe(false)
  })

  test('deactivation ends every session and refuses sign-in; reactivation allows it again', async () => {
    const admin = await createStaff(t.db, { role: 'admin' })
    const worker = await createStaff(t.db, { email: 'worker@example.com' })
    const first = await signIn('worker@example.com')
    const second = await signIn('worker@example.com')
    const off = await setStaffUserActive(t.db, admin, worker.id, false)
    expect(off.active).toBe(false)
    expect(await resolveSession(t.db, first.token)).toBeNull()
    expect(await resolveSession(t.db, second.token)).toBeNull()
    expect(
      await t.db.execute(sql`select count(*)::int as n from staff_sessions where user_id = ${worker.id}`),
    ).toMatchObject({
      rows: [{ n: 0 }],
    })
    expect(await failure(signIn('worker@example.com'))).toMatchObject({
      status: 401,
      message: INVALID_LOGIN_MESSAGE,
    })
    await setStaffUserActive(t.db, admin, worker.id, true)
    expect((await signIn('worker@example.com')).user.id).toBe(worker.id)
  })

  test('the last active admin can neither be demoted nor deactivated; with a second admin both work', async () => {
    const ada = await createStaff(t.db, { role: 'admin' })
    await createStaff(t.db, { role: 'admin', active: false }) // an inactive admin does not count
    await createStaff(t.db, { role: 'manager' })
    // One after the other: started together, the second would reject before anything awaits it.
    for (const attempt of [
      () => updateStaffUser(t.db, ada, ada.id, { role: 'manager' }),
      () => setStaffUserActive(t.db, ada, ada.id, false),
    ])
      expect(await failure(attempt())).toMatchObject({ status: 409, code: 'last_admin' })
    expect(await updateStaffUser(t.db, ada, ada.id, { name: 'Still Ada' })).toMatchObject({
      role: 'admin',
      active: true,
    })

    const ben = await createStaff(t.db, { role: 'admin' })
    expect(await updateStaffUser(t.db, ada, ada.id, { role: 'manager' })).toMatchObject({ role: 'manager' })
    expect(await failure(setStaffUserActive(t.db, ben, ben.id, false))).toMatchObject({ status: 409 })
  })

  test('two admins demoting each other at the same moment leave one admin standing', async () => {
    const ada = await createStaff(t.db, { role: 'admin' })
    const ben = await createStaff(t.db, { role: 'admin' })
    const results = await Promise.allSettled([
      updateStaffUser(t.db, ada, ben.id, { role: 'manager' }),
      updateStaffUser(t.db, ben, ada.id, { role: 'manager' }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect(
      await t.db.execute(sql`select count(*)::int as n from staff_users where role = 'admin' and active`),
    ).toMatchObject({
      rows: [{ n: 1 }],
    })
  })

  test('a password reset ends the colleague’s sessions and makes them choose a new password', async () => {
    const admin = await createStaff(t.db, { role: 'admin' })
    const worker = await createStaff(t.db, { email: 'worker@example.com', name: 'Wes Worker' })
    const before = await signIn('worker@example.com')
    const reset = await resetStaffUserPassword(t.db, admin, worker.id, {})
    expect(reset.generated).toBe(true)
    expect(await resolveSession(t.db, before.token)).toBeNull()
    expect(await failure(signIn('worker@example.com'))).toMatchObject({ status: 401 })
    expect((await signIn('worker@example.com', reset.password)).user.mustChangePassword).toBe(true)

    const chosen = await resetStaffUserPassword(t.db, admin, worker.id, { password: 'amber tractor season' })
    expect(chosen).toEqual({ password: 'amber tractor season', generated: false })
    expect(
      await failure(resetStaffUserPassword(t.db, admin, worker.id, { password: 'wes worker 2025!' })),
    ).toMatchObject({ status: 422 })
    expect(await failure(resetStaffUserPassword(t.db, admin, admin.id, {}))).toMatchObject({
      status: 409,
      code: 'own_account',
    })
  })
})
