import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createStaff } from '../../../tests/factories/staff'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { ensureFirstAdmin } from './bootstrap.server'
import { login } from './login.server'

const t = setupTestDatabase()
const count = async () =>
  ((await t.db.execute(sql`select count(*)::int as n from staff_users`)) as { rows: Array<{ n: number }> })
    .rows[0]!.n

test('on an empty database the first admin is created once, with a one-time password to replace', async () => {
  const created = await ensureFirstAdmin(t.db, 'admin@example.com')
  expect(created?.email).toBe('admin@example.com')
  expect(await ensureFirstAdmin(t.db, 'admin@example.com')).toBeNull()
  expect(await count()).toBe(1)
  const session = await login(t.db, { email: 'admin@example.com', password: created!.password })
  expect(session.user).toMatchObject({ role: 'admin', mustChangePassword: true })
})

test('instances starting together create exactly one admin and print one password', async () => {
  const results = await Promise.all(
    Array.from({ length: 4 }, () => ensureFirstAdmin(t.db, 'admin@example.com')),
  )
  expect(results.filter(Boolean)).toHaveLength(1)
  expect(await count()).toBe(1)
})

test('nothing is created when any account exists, even a deactivated manager', async () => {
  await createStaff(t.db, { role: 'manager', active: false })
  expect(await ensureFirstAdmin(t.db, 'admin@example.com')).toBeNull()
  expect(await count()).toBe(1)
})
