import { eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { rateLimitBuckets } from '~/db/schema'
import type { RateLimitResult } from './rate-limit.server'

/**
 * Exponential backoff on failures (OWASP Authentication Cheat Sheet, "Protect against automated
 * attacks"): a few failures are free, then each one doubles the wait before the next attempt, up to a
 * cap. Nothing is ever locked for good, and a success clears the count.
 */
export type BackoffRule = {
  /** What is being limited, e.g. `staff-login-pair`; the caller's key is appended. */
  name: string
  /** Failures allowed before any wait. */
  freeAttempts: number
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  baseDelayMs: number
  maxDelayMs: number
  /** How long the failures are remembered after the last attempt. */
  memoryMs: number
}

/** A rule's number, as an SQL literal: rules are constants in the code, never input. */
const int = (value: number, min = 0) => sql.raw(String(Math.max(min, Math.round(value))))

/**
 * Claims one attempt, atomically, or refuses it while the wait earned by the earlier failures runs; a
 * refused attempt is not counted and does not lengthen the wait. A claimed attempt counts as a failure
 * until clearBackoff says it succeeded, so concurrent guesses cannot all slip through one free slot.
 *
 * It keeps a rate_limit_buckets row read this way: `hits` failures, the last one claimed at
 * `window_started_at`, all forgotten at `window_ends_at`.
 */
export async function claimBackoffAttempt(
  db: Database,
  rule: BackoffRule,
  subject: string,
): Promise<RateLimitResult> {
  const { hits, windowStartedAt: lastAt, windowEndsAt: forgetAt } = rateLimitBuckets
  const memory = sql`(${int(rule.memoryMs, 1)} * interval '1 millisecond')`
  // The exponent is capped, so the power cannot overflow whatever the count.
  const wait = sql`(case when ${hits} < ${int(rule.freeAttempts)} then 0
    else least(${int(rule.maxDelayMs)}, ${int(rule.baseDelayMs)} * power(2, least(30, ${hits} - ${int(rule.freeAttempts)})))
    end * interval '1 millisecond')`
  const forgotten = sql`${forgetAt} <= now()`
  const due = sql`(${forgotten} or now() >= ${lastAt} + ${wait})`
  const key = `${rule.name}:${subject}`
  const waitMs = sql<string>`greatest(0, extract(epoch from (${lastAt} + ${wait} - now())) * 1000)`
  const retryAfter = (ms: string | undefined) => Math.max(1, Math.ceil(Number(ms ?? 0) / 1000))
  // The row is written, and returned, only when the attempt is claimed: its own wait has run (or the
  // failures were forgotten). Telling a claim by "window_started_at = now()" let a refused attempt through
  // when it ran within the same clock tick as the claim before it (PGlite's clock is that coarse).
  const [claimed] = await db
    .insert(rateLimitBuckets)
    .values({ key, windowStartedAt: sql`now()`, windowEndsAt: sql`now() + ${memory}`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${forgotten} then 1 else ${hits} + 1 end`,
        windowStartedAt: sql`now()`,
        windowEndsAt: sql`now() + ${memory}`,
      },
      setWhere: due,
    })
    .returning({ hits, waitMs })
  if (claimed) return { allowed: true, hits: claimed.hits, retryAfterSeconds: retryAfter(claimed.waitMs) }
  // Refused: not counted, and the wait the earlier failures earned is left as it is.
  const [row] = await db.select({ hits, waitMs }).from(rateLimitBuckets).where(eq(rateLimitBuckets.key, key))
  return { allowed: false, hits: row?.hits ?? 1, retryAfterSeconds: retryAfter(row?.waitMs) }
}

/** A success: the subject's failures are forgotten. */
export async function clearBackoff(db: Database, rule: BackoffRule, subject: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, `${rule.name}:${subject}`))
}
