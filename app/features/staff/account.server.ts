import { eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { staffUsers } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { hashPassword, verifyPassword } from './password.server'
import type { ChangePassword, StaffUser } from './schemas'
import { endSessionsOfUser, type StaffSession } from './sessions.server'
import { assertPasswordAcceptable, findStaffUserById, notFound, toStaffUser } from './staff-users.server'

/** The per-account budget for wrong current passwords, so a borrowed session cannot guess at leisure. */
export const PASSWORD_CHANGE_THROTTLE = { name: 'staff-password-change', limit: 10, windowMs: 15 * 60_000 }

/**
 * A signed-in staff member replaces their own password. Every other device is signed out; this one
 * stays signed in, and a pending "choose a new password" is cleared.
 */
export async function changeOwnPassword(
  db: Database,
  session: StaffSession,
  input: ChangePassword,
): Promise<StaffUser> {
  const user = await findStaffUserById(db, session.user.id)
  if (!user) throw notFound()
  const current = await verifyPassword(input.currentPassword, user.passwordHash)
  if (!current.ok) {
    const message = 'Your current password is not correct.'
    throw new AppError('wrong_password', 422, message, { fieldErrors: { currentPassword: [message] } })
  }
  if (input.newPassword === input.currentPassword) {
    const message = 'Please choose a password different from the current one.'
    throw new AppError('same_password', 422, message, { fieldErrors: { newPassword: [message] } })
  }
  try {
    assertPasswordAcceptable(input.newPassword, user)
  } catch (error) {
    // The shared check names the field `password`; here the form calls it `newPassword`.
    if (error instanceof AppError)
      throw new AppError(error.code, error.status, error.message, {
        fieldErrors: { newPassword: [error.message] },
      })
    throw error
  }
  const passwordHash = await hashPassword(input.newPassword)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffUsers)
      .set({ passwordHash, mustChangePassword: false, updatedAt: sql`now()` })
      .where(eq(staffUsers.id, user.id))
      .returning()
    await endSessionsOfUser(tx, user.id, { except: session.sessionId })
    return toStaffUser(row!)
  })
}
