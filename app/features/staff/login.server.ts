import { createHmac } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { staffUsers } from '~/db/schema'
import { addressKey } from '~/lib/client-address.server'
import { AppError, waitPhrase } from '~/lib/errors'
import { noteRefusal } from '~/lib/rate-limit-refusals.server'
import { burnEqualWork, hashPassword, verifyPassword } from './password.server'
import type { Login, StaffUser } from './schemas'
import { createSession, pruneExpiredSessions, type SessionMeta } from './sessions.server'
import { requireEmailCode, type EmailCodeStep } from './sign-in-codes.server'
import { findStaffUserByEmail, toStaffUser } from './staff-users.server'

/** One answer for an unknown email, a wrong password and a deactivated account: no user enumeration. */
export const INVALID_LOGIN_MESSAGE = 'The email or password is not correct. Please try again.'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/**
 * Sign-in budgets, in the shape of the rate limiter's rules (issue 14 item 6, after the OWASP
 * Authentication Cheat Sheet). The route spends them before the password is checked, so a refused guess
 * is never tried.
 * - perAccountAndIp: failures on one account from one address. Five are free, then each doubles the wait
 *   (30 s, 1 min, 2 min ... at most 15 min); a success clears them. Someone guessing from elsewhere is
 *   slowed without locking the owner out at their own address.
 * - perIp: every attempt from one address, whatever the account: a success must not refill it, or one
 *   valid account would unlock guessing at all the others.
 * - perAccount: guessing at one account spread over many addresses. Only addresses that have not
 *   signed in to the account lately (`knownAddress`) count, so the people who use the account keep
 *   signing in during such an attack. Past the limit such an address is not refused (a stranger could
 *   then keep the owner out of a new account or a new laptop for as long as they liked) but needs, besides
 *   the password, a code emailed to the account (sign-in-codes.server.ts).
 */
export const LOGIN_THROTTLE = {
  perAccountAndIp: {
    name: 'staff-login-pair',
    freeAttempts: 5,
    baseDelayMs: 30_000,
    maxDelayMs: 15 * MINUTE,
    memoryMs: DAY,
  },
  perIp: { name: 'staff-login-ip', limit: 30, windowMs: 15 * MINUTE },
  perAccount: { name: 'staff-login-account', limit: 50, windowMs: 15 * MINUTE },
  knownAddress: { name: 'staff-login-known', forMs: 90 * DAY },
} as const

/** Keyed hashes, so neither an email nor an address is stored in the throttle's table. */
function throttleKey(hashKey: string, ...parts: string[]): string {
  return createHmac('sha256', hashKey).update(parts.join('\n')).digest('base64url').slice(0, 22)
}

const normalEmail = (email: string) => email.trim().toLowerCase()

/** The per-account key; an unknown email gets one of the same shape, so it is throttled alike. */
export const loginAccountSubject = (hashKey: string, email: string) =>
  throttleKey(hashKey, 'staff-login', normalEmail(email))

/**
 * The key of one account at one client (the address, not its hash, goes into the HMAC): an IPv6 client by
 * its /64, as every per-address limit counts it, so a guesser cannot start afresh from the next address.
 */
export const loginPairSubject = (hashKey: string, email: string, clientIp: string) =>
  throttleKey(hashKey, 'staff-login-pair', normalEmail(email), addressKey(clientIp))

/** The 429 of a used-up sign-in or password budget (`limit`), counted as that budget's refusal. */
export function tooManyLoginAttempts(
  limit: { name: string },
  retryAfterSeconds: number,
  what = 'sign-in',
): AppError {
  noteRefusal(limit.name)
  return new AppError(
    'too_many_attempts',
    429,
    `Too many ${what} attempts. Please wait ${waitPhrase(retryAfterSeconds)} and try again.`,
    {
      retryAfterSeconds,
    },
  )
}

export type LoginResult = { token: string; expiresAt: Date; user: StaffUser }

export type LoginOptions = {
  /** Given when this sign-in needs an emailed code too (LOGIN_THROTTLE.perAccount). */
  emailCode?: EmailCodeStep
}

/** Checks the credentials and opens a session; any mismatch is the same 401 after the same work. */
export async function login(
  db: Database,
  input: Login,
  meta: SessionMeta = {},
  options: LoginOptions = {},
): Promise<LoginResult> {
  const found = await findStaffUserByEmail(db, input.email)
  let check = { ok: false, needsRehash: false }
  if (found) check = await verifyPassword(input.password, found.passwordHash)
  else await burnEqualWork(input.password)
  const user = found && check.ok && found.active ? found : null
  // When a code is needed, every answer but a success is the code step's, whichever part was wrong.
  if (options.emailCode) await requireEmailCode(db, options.emailCode, user, input.code)
  if (!user) throw new AppError('invalid_credentials', 401, INVALID_LOGIN_MESSAGE)

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
