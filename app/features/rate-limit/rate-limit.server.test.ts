import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { AppError } from '~/lib/errors'
import { countRefusals } from '~/lib/rate-limit-refusals.server'
import {
  enforceRateLimit,
  hitRateLimit,
  ipSubject,
  peekRateLimit,
  pruneRateLimits,
  refundRateLimitHit,
  refuseIfRateLimited,
} from './rate-limit.server'

const t = setupTestDatabase()
const rule = { name: 'contact-form', limit: 3, windowMs: 60_000 }

describe('rate limiter', () => {
  test('allows the budget, then refuses with a wait time inside the window', async () => {
    const results = []
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(t.db, rule, 'ip-a'))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results[3]!.hits).toBe(4)
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(50)
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60)
  })

  test('keys and rules are counted apart', async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit(t.db, rule, 'ip-a')
    expect((await hitRateLimit(t.db, rule, 'ip-b')).allowed).toBe(true)
    expect((await hitRateLimit(t.db, { ...rule, name: 'quote-form' }, 'ip-a')).allowed).toBe(true)
  })

  test('concurrent hits are all counted (the counter is atomic in the database)', async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => hitRateLimit(t.db, { ...rule, limit: 10 }, 'ip-c')),
    )
    expect(burst.filter((r) => r.allowed)).toHaveLength(10)
    expect(burst.map((r) => r.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    )
  })

  test('a new window starts again at one', async () => {
    const short = { ...rule, limit: 1, windowMs: 300 }
    expect((await hitRateLimit(t.db, short, 'ip-d')).allowed).toBe(true)
    expect((await hitRateLimit(t.db, short, 'ip-d')).allowed).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 400))
    const again = await hitRateLimit(t.db, short, 'ip-d')
    expect(again).toMatchObject({ allowed: true, hits: 1 })
  })

  test('enforceRateLimit throws a readable 429 with Retry-After seconds', async () => {
    await enforceRateLimit(t.db, { ...rule, limit: 1 }, 'ip-e')
    const error = await enforceRateLimit(t.db, { ...rule, limit: 1 }, 'ip-e').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({ status: 429, code: 'rate_limited' })
    expect((error as AppError).message).toMatch(
      /^Too many requests\. Please wait \d+ seconds and try again\.$/,
    )
    expect((error as AppError).extra.retryAfterSeconds).toBeGreaterThan(0)
  })

  test('a refusal is heard by the request it refused, named by its rule; an allowed hit is not', async () => {
    const heard: string[] = []
    const one = { ...rule, limit: 1 }
    await countRefusals(
      (limiter) => heard.push(limiter),
      async () => {
        await enforceRateLimit(t.db, one, 'ip-n')
        await refuseIfRateLimited(t.db, one, 'ip-n').catch(() => {})
        await enforceRateLimit(t.db, one, 'ip-n').catch(() => {})
      },
    )
    expect(heard).toEqual(['contact-form', 'contact-form'])
    // Outside any request nothing is heard, and nothing fails for want of a listener.
    await expect(enforceRateLimit(t.db, one, 'ip-n')).rejects.toThrow(AppError)
    expect(heard).toHaveLength(2)
  })

  test('a peek counts nothing; it refuses once the budget is used up; a refund gives one hit back', async () => {
    const two = { ...rule, limit: 2 }
    expect(await peekRateLimit(t.db, two, 'ip-p')).toMatchObject({ allowed: true, hits: 0 })
    await hitRateLimit(t.db, two, 'ip-p')
    expect(await peekRateLimit(t.db, two, 'ip-p')).toMatchObject({ allowed: true, hits: 1 })
    await hitRateLimit(t.db, two, 'ip-p')
    const used = await peekRateLimit(t.db, two, 'ip-p')
    expect(used).toMatchObject({ allowed: false, hits: 2 })
    expect(used.retryAfterSeconds).toBeGreaterThan(50)
    const error = await refuseIfRateLimited(t.db, two, 'ip-p').catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 429, extra: { retryAfterSeconds: used.retryAfterSeconds } })
    await refundRateLimitHit(t.db, two, 'ip-p')
    await refuseIfRateLimited(t.db, two, 'ip-p')
    expect((await hitRateLimit(t.db, two, 'ip-p')).hits).toBe(2)
  })

  test('ended windows are pruned, live ones kept', async () => {
    await hitRateLimit(t.db, { ...rule, windowMs: 60_000 }, 'live')
    await hitRateLimit(t.db, { ...rule, windowMs: 1 }, 'just-ended')
    await hitRateLimit(t.db, { ...rule, windowMs: 1 }, 'long-ended')
    await t.db.execute(
      sql`update rate_limit_buckets set window_ends_at = now() - interval '2 minutes' where key like '%:long-ended'`,
    )
    expect(await pruneRateLimits(t.db)).toBe(1) // the one that ended under a minute ago is kept for now
    expect((await hitRateLimit(t.db, rule, 'live')).hits).toBe(2)
    expect((await hitRateLimit(t.db, rule, 'long-ended')).hits).toBe(1)
  })

  test('IP subjects are keyed hashes: stable, not the raw address', () => {
    const a = ipSubject('secret-one', '203.0.113.9')
    expect(a).toBe(ipSubject('secret-one', '203.0.113.9'))
    expect(a).not.toContain('203.0.113.9')
    expect(a).not.toBe(ipSubject('secret-two', '203.0.113.9'))
  })
})
