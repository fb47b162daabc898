import type { AppLoadContext } from 'react-router'
import { claimBackoffAttempt, clearBackoff } from '~/features/rate-limit/backoff.server'
import {
  hitRateLimit,
  ipSubject,
  isRemembered,
  rememberSubject,
  type RateLimitResult,
} from '~/features/rate-limit/rate-limit.server'
import {
  LOGIN_THROTTLE,
  loginAccountSubject,
  loginPairSubject,
  tooManyLoginAttempts,
} from '~/features/staff/login.server'

// The staff sign-in budgets (LOGIN_THROTTLE, issue 14 item 6), spent before the password is checked, so
// a refused guess is never tried. Every refusal is the same sentence with its wait, for a known account
// and an unknown email alike. The account-wide budget refuses nothing: past it, a new address needs an
// emailed code as well as the password.

/** `needsEmailCode`: a new address while guesses at the account spent its budget (LOGIN_THROTTLE). */
export type LoginAttempt = { ipHash: string; pair: string; needsEmailCode: boolean }

function refuseUnless(limit: { name: string }, result: RateLimitResult) {
  if (!result.allowed) throw tooManyLoginAttempts(limit, result.retryAfterSeconds)
}

/** Spends one attempt from every budget that applies; a 429 with Retry-After when one is used up. */
export async function startLoginAttempt(context: AppLoadContext, email: string): Promise<LoginAttempt> {
  const { db, hashKey, clientIp } = context
  const ipHash = ipSubject(hashKey, clientIp)
  const pair = loginPairSubject(hashKey, email, clientIp)
  const { perIp, perAccountAndIp, perAccount, knownAddress } = LOGIN_THROTTLE
  refuseUnless(perIp, await hitRateLimit(db, perIp, ipHash))
  // Before the account-wide count: guesses refused during their wait must not spend the budget that
  // other addresses share.
  refuseUnless(perAccountAndIp, await claimBackoffAttempt(db, perAccountAndIp, pair))
  let needsEmailCode = false
  if (!(await isRemembered(db, knownAddress.name, pair)))
    needsEmailCode = !(await hitRateLimit(db, perAccount, loginAccountSubject(hashKey, email))).allowed
  return { ipHash, pair, needsEmailCode }
}

/** The password was right: this address's failures on the account are forgotten, and it is now known. */
export async function loginSucceeded(context: AppLoadContext, attempt: LoginAttempt) {
  const { knownAddress } = LOGIN_THROTTLE
  await clearBackoff(context.db, LOGIN_THROTTLE.perAccountAndIp, attempt.pair)
  await rememberSubject(context.db, knownAddress.name, attempt.pair, knownAddress.forMs)
}
