import { createHmac } from 'node:crypto'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { rateLimitBuckets } from '~/db/schema'
import { addressKey } from '~/lib/client-address.server'
import { apiError, rateLimitedKey } from '~/lib/api-error.server'
import { noteRefusal } from '~/lib/rate-limit-refusals.server'

export type RateLimitRule = {
  /** What is being limited, e.g. `contact-form`; the caller's key (IP, account) is appended. */
  name: string
  limit: number
  windowMs: number
}

export type RateLimitResult = { allowed: boolean; hits: number; retryAfterSeconds: number }

/**
 * Counts one hit against a fixed window, atomically, in the database, so every instance sees the
 * same counter. A window that has ended starts again at 1.
 */
export async function hitRateLimit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
): Promise<RateLimitResult> {
  const key = `${rule.name}:${subject}`
  const windowMs = Math.max(1, Math.round(rule.windowMs))
  const window = sql.raw(`interval '${windowMs} milliseconds'`)
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({
      key,
      windowStartedAt: sql`now()`,
      windowEndsAt: sql`now() + ${window}`,
      hits: 1,
    })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${rateLimitBuckets.windowEndsAt} > now() then ${rateLimitBuckets.hits} + 1 else 1 end`,
        windowStartedAt: sql`case when ${rateLimitBuckets.windowEndsAt} > now() then ${rateLimitBuckets.windowStartedAt} else now() end`,
        windowEndsAt: sql`case when ${rateLimitBuckets.windowEndsAt} > now() then ${rateLimitBuckets.windowEndsAt} else now() + ${window} end`,
      },
    })
    .returning({
      hits: rateLimitBuckets.hits,
      remainingMs: sql<string>`greatest(0, extract(epoch from (${rateLimitBuckets.windowEndsAt} - now())) * 1000)`,
    })
  const hits = row?.hits ?? 1
  const retryAfterSeconds = Math.max(1, Math.ceil(Number(row?.remainingMs ?? windowMs) / 1000))
  return { allowed: hits <= rule.limit, hits, retryAfterSeconds }
}

/** Throws a 429 AppError with Retry-After when the subject has used up the rule's budget. */
export async function enforceRateLimit(db: Database, rule: RateLimitRule, subject: string): Promise<void> {
  const result = await hitRateLimit(db, rule, subject)
  if (!result.allowed) throw rateLimited(rule, result.retryAfterSeconds)
}

/**
 * Whether one more hit would be allowed, without counting one: lets an endpoint refuse before it reads a
 * large body (issue 14 item 5). The hit itself is still counted, atomically, by enforceRateLimit.
 */
export async function peekRateLimit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
): Promise<RateLimitResult> {
  const [row] = await db
    .select({
      hits: rateLimitBuckets.hits,
      remainingMs: sql<string>`extract(epoch from (${rateLimitBuckets.windowEndsAt} - now())) * 1000`,
    })
    .from(rateLimitBuckets)
    .where(liveBucket(rule.name, subject))
  const hits = row?.hits ?? 0
  const retryAfterSeconds = Math.max(1, Math.ceil(Number(row?.remainingMs ?? 0) / 1000))
  return { allowed: hits < rule.limit, hits, retryAfterSeconds }
}

/** The 429 of enforceRateLimit, for a subject whose budget a peek found used up. */
export async function refuseIfRateLimited(db: Database, rule: RateLimitRule, subject: string) {
  const result = await peekRateLimit(db, rule, subject)
  if (!result.allowed) throw rateLimited(rule, result.retryAfterSeconds)
}

/** Gives back one hit of the current window, e.g. for a request that turned out to be a repeat. */
export async function refundRateLimitHit(db: Database, rule: RateLimitRule, subject: string) {
  await db
    .update(rateLimitBuckets)
    .set({ hits: sql`greatest(${rateLimitBuckets.hits} - 1, 0)` })
    .where(liveBucket(rule.name, subject))
}

/** The 429 of a used-up rule, counted as that rule's refusal. */
function rateLimited(rule: RateLimitRule, retryAfterSeconds: number) {
  noteRefusal(rule.name)
  const [key, params] = rateLimitedKey(retryAfterSeconds)
  return apiError('rate_limited', 429, key, params, { retryAfterSeconds })
}

/** The bucket of `name:subject`, while its window is still open. */
const liveBucket = (name: string, subject: string) =>
  and(eq(rateLimitBuckets.key, `${name}:${subject}`), gt(rateLimitBuckets.windowEndsAt, sql`now()`))

/**
 * Client addresses are counted under a keyed hash, never stored raw, and by the client they stand for: an
 * IPv6 address by its /64, an IPv4-mapped one as IPv4 (addressKey). Anything else (an email) as it is.
 */
export function ipSubject(hashKey: string, ip: string): string {
  return createHmac('sha256', hashKey).update(addressKey(ip)).digest('base64url').slice(0, 22)
}

/**
 * Remembers a subject for a while (e.g. an address that signed in to an account); each call starts the
 * period again. Kept as a bucket row, so it is shared by every instance and pruned with the rest.
 */
export async function rememberSubject(db: Database, name: string, subject: string, forMs: number) {
  const period = sql.raw(`interval '${Math.max(1, Math.round(forMs))} milliseconds'`)
  const until = sql`now() + ${period}`
  await db
    .insert(rateLimitBuckets)
    .values({ key: `${name}:${subject}`, windowStartedAt: sql`now()`, windowEndsAt: until, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: { windowStartedAt: sql`now()`, windowEndsAt: until, hits: sql`${rateLimitBuckets.hits} + 1` },
    })
}

export async function isRemembered(db: Database, name: string, subject: string): Promise<boolean> {
  const [row] = await db
    .select({ key: rateLimitBuckets.key })
    .from(rateLimitBuckets)
    .where(liveBucket(name, subject))
  return Boolean(row)
}

/** Drops windows that ended more than a minute ago; called now and then by the server. */
export async function pruneRateLimits(db: Database): Promise<number> {
  const removed = await db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.windowEndsAt, sql`now() - interval '1 minute'`))
    .returning({ key: rateLimitBuckets.key })
  return removed.length
}
