import { createHmac } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { staffUsers } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { burnEqualWork, hashPassword, verifyPassword } from './password.server'
import type { Login, StaffUser } from './schemas'
import { createSession, pruneExpiredSessions, type SessionMeta } from './sessions.server'
import { findStaffUserByEmail, toStaffUser } from './staff-users.server'

/** One answer for an unknown email, a wrong password and a deactivated account: no user enumeration. */
export const INVALID_LOGIN_MESSAGE = 'The email or password is not correct. Please try again.'

const FIFTEEN_MINUTES = 15 * 60_000

/**
 * Sign-in budgets, in the shape of the rate limiter's rules; the route applies them before the
 * password is checked, so a locked-out guess is never tested. The per-account budget counts the
 * attempts since the account's last successful sign-in (see loginAttemptSubject). The per-IP budget
 * counts every attempt: a success must not refill it, or one valid account would unlock guessing at all
 * the others.
 */
export const LOGIN_THROTTLE = {
  perAccount: { name: 'staff-login-account', limit: 5, windowMs: FIFTEEN_MINUTES },
  perIp: { name: 'staff-login-ip', limit: 30, windowMs: FIFTEEN_MINUTES },
} as const

/**
 * The per-account throttle key: a keyed hash of the email and the time of its last successful sign-in.
 * A success changes the key, so the count starts again after it, and failures before it no longer
 * count. An unknown email gets a key of the same shape, so the throttle behaves alike for both.
 */
export async function loginAttemptSubject(db: Database, hashKey: string, email: string): Promise<string> {
  const user = await findStaffUserByEmail(db, email)
  const since = user?.lastLoginAt?.toISOString() ?? 'never'
  return createHmac('sha256', hashKey)
    .update(`staff-login\n${email.trim().toLowerCase()}\n${since}`)
    .digest('base64url')
    .slice(0, 22)
}

export function tooManyLoginAttempts(retryAfterSeconds: number, what = 'sign-in'): AppError {
  const wait =
    retryAfterSeconds < 90 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`
  return new AppError(
    'too_many_attempts',
    429,
    `Too many ${what} attempts. Please wait ${wait} and try again.`,
    {
      retryAfterSeconds,
    },
  )
}

export type LoginResult = { token: string; expiresAt: Date; user: StaffUser }

/** Checks the credentials and opens a session; any mismatch is the same 401 after the same work. */
export async function login(db: Database, input: Login, meta: SessionMeta = {}): Promise<LoginResult> {
  const user = await findStaffUserByEmail(db, input.email)
  if (!user) {
    await burnEqualWork(input.password)
    throw new AppError('invalid_credentials', 401, INVALID_LOGIN_MESSAGE)
  }
  const check = await verifyPassword(input.password, user.passwordHash)
  if (!check.ok || !user.active) throw new AppError('invalid_credentials', 401, INVALID_LOGIN_MESSAGE)

  // The password is in hand only now: the moment to move an old hash to today's parameters.
  const rehashed = check.needsRehash ? await hashPassword(input.password) : undefined
  const [updated] = await db
    .update(staffUsers)
    .set({ lastLoginAt: sql`now()`, ...(rehashed ? { passwordHash: rehashed } : {}) })
    .where(eq(staffUsers.id, user.id))
    .returning()
  await pruneExpiredSessions(db, user.id)
  const session = await createSession(db, user.id, meta)
  return { token: session.token, expiresAt: session.expiresAt, user: toStaffUser(updated ?? user) }
}
