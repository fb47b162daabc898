import { randomBytes } from 'node:crypto'
import type { Database } from '~/db/client.server'
import { staffUsers } from '~/db/schema'
import { login } from '~/features/staff/login.server'
import { hashPassword, type ScryptParams } from '~/features/staff/password.server'
import { toStaffUser } from '~/features/staff/staff-users.server'
import type { StaffRole, StaffUser } from '~/features/staff/schemas'

// Cheap scrypt parameters for accounts a test only signs in with: the real ones cost a second apiece on
// a busy machine. Signing in with such an account rehashes it at the real parameters, as in production.
export const CHEAP_PARAMS: ScryptParams = { N: 2 ** 10, r: 8, p: 1 }

export const STAFF_PASSWORD = 'granite canyon lantern 42'

export async function createStaff(
  db: Database,
  overrides: Partial<{
    email: string
    name: string
    role: StaffRole
    active: boolean
    password: string
  }> = {},
): Promise<StaffUser> {
  const [row] = await db
    .insert(staffUsers)
    .values({
      email: overrides.email ?? `staff-${randomBytes(4).toString('hex')}@example.com`,
      name: overrides.name ?? 'Sam Staff',
      role: overrides.role ?? 'manager',
      active: overrides.active ?? true,
      passwordHash: await hashPassword(overrides.password ?? STAFF_PASSWORD, CHEAP_PARAMS),
    })
    .returning()
  return toStaffUser(row!)
}

/**
 * A staff account signed in through the real login service: its bearer token opens every staff endpoint,
 * so a test reaches the handler's own parsing instead of stopping at the 401.
 */
export async function signedInStaff(
  db: Database,
  overrides: Parameters<typeof createStaff>[1] = {},
): Promise<{ user: StaffUser; token: string }> {
  const password = overrides.password ?? STAFF_PASSWORD
  const user = await createStaff(db, { ...overrides, password })
  const { token } = await login(db, { email: user.email, password })
  return { user, token }
}
