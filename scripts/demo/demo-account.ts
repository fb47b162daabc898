import { randomBytes } from 'node:crypto'
import type { Database } from '~/db/client.server'
import { staffUsers } from '~/db/schema'
import type { Actor } from '~/features/communities/types'
import { hashPassword } from '~/features/staff/password.server'
import { findStaffUserByEmail } from '~/features/staff/staff-users.server'
import { DemoSeedError } from './demo-error'

// The demo's changes are recorded in the roll history like anyone's, so they need a staff account to be
// made by (roll_events.actor_id). This one is a manager that can never sign in: its password is random
// and thrown away, and it is inactive, which login and every session lookup refuse.

export const DEMO_ACCOUNT = { email: 'demo-seed@example.com', name: 'Demo data' } as const

export async function ensureDemoAccount(db: Database): Promise<{ actor: Actor; created: boolean }> {
  const existing = await findStaffUserByEmail(db, DEMO_ACCOUNT.email)
  if (existing) {
    if (existing.role === 'board')
      throw new DemoSeedError(
        `The staff account ${DEMO_ACCOUNT.email} is a board account, so it cannot import the demo roll. ` +
          'Make it a manager under /staff/users, or remove the demo data.',
      )
    return { actor: { id: existing.id, name: existing.name, role: existing.role }, created: false }
  }
  // No service creates an account that is inactive from its first moment (app/features/staff creates
  // people who will sign in), so the seed writes this one row itself.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'))
  const [row] = await db
    .insert(staffUsers)
    .values({ ...DEMO_ACCOUNT, role: 'manager', passwordHash, active: false })
    .onConflictDoNothing()
    .returning()
  if (!row) return ensureDemoAccount(db) // made a moment ago by another run
  return { actor: { id: row.id, name: row.name, role: 'manager' }, created: true }
}
