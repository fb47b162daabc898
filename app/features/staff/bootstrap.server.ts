import { sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { staffUsers } from '~/db/schema'
import { insertStaffUser } from './staff-users.server'

// Any fixed number; it only has to differ from the other advisory locks (the migration lock is 727184001).
const FIRST_ADMIN_LOCK_ID = 727_184_002

/**
 * First start (DESIGN.md "Staff accounts"): when there is no staff account at all, creates an admin with
 * a one-time random password and returns it, to be shown once; it must be replaced at first sign-in.
 * Returns null when any account exists. Instances starting together take turns under an advisory lock,
 * so exactly one of them creates the account.
 */
export async function ensureFirstAdmin(
  db: Database,
  email: string,
): Promise<{ email: string; password: string } | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_ID})`)
    const [any] = await tx.select({ id: staffUsers.id }).from(staffUsers).limit(1)
    if (any) return null
    const created = await insertStaffUser(tx, {
      email,
      name: 'Administrator',
      role: 'admin',
      mustChangePassword: true,
    })
    return { email: created.user.email, password: created.generatedPassword! }
  })
}
