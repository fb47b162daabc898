import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { rateLimitBuckets } from '~/db/schema'
import { BatchedRateLimit } from './batched-limit.server'
import { hitRateLimit } from './rate-limit.server'

const t = setupTestDatabase()
const rule = { name: 'api', limit: 5, windowMs: 60_000 }

async function bucketHits(subject: string): Promise<number | null> {
  const [row] = await t.db
    .select({ hits: rateLimitBuckets.hits })
    .from(rateLimitBuckets)
    .where(eq(rateLimitBuckets.key, `api:${subject}`))
  return row?.hits ?? null
}

const allowed = (limit: BatchedRateLimit, subject: string, times: number) =>
  Array.from({ length: times }, () => limit.hit(subject).allowed)

describe('batched rate limit', () => {
  test('answers from memory: the budget, then a refusal with the wait, and no database write until a flush', async () => {
    const limit = new BatchedRateLimit(t.db, rule)
    expect(allowed(limit, 'ip-a', 6)).toEqual([true, true, true, true, true, false])
    expect(limit.hit('ip-a')).toMatchObject({ allowed: false, hits: 6 })
    expect(limit.hit('ip-a').retryAfterSeconds).toBeGreaterThan(50)
    expect(await bucketHits('ip-a')).toBeNull()
    await limit.flush()
    expect(await bucketHits('ip-a')).toBe(5)
  })

  test('two instances on one database share their counts at each flush', async () => {
    const first = new BatchedRateLimit(t.db, rule)
    const second = new BatchedRateLimit(t.db, rule)
    expect(allowed(first, 'ip-b', 3)).toEqual([true, true, true])
    await first.flush()
    // The second instance has not heard of them until it sends its own hit and reads the total back.
    expect(allowed(second, 'ip-b', 1)).toEqual([true])
    await second.flush()
    expect(await bucketHits('ip-b')).toBe(4)
    expect(allowed(second, 'ip-b', 2)).toEqual([true, false])
    await second.flush()
    await first.flush()
    expect(allowed(first, 'ip-b', 1)).toEqual([false])
  })

  test('shares one bucket with the per-request limiter of the same name', async () => {
    await hitRateLimit(t.db, rule, 'ip-c')
    await hitRateLimit(t.db, rule, 'ip-c')
    const limit = new BatchedRateLimit(t.db, rule)
    limit.hit('ip-c')
    await limit.flush()
    expect(await bucketHits('ip-c')).toBe(3)
    expect(allowed(limit, 'ip-c', 3)).toEqual([true, true, false])
  })

  test('a flush that fails keeps its hits for the next one', async () => {
    const limit = new BatchedRateLimit(t.db, rule)
    allowed(limit, 'ip-d', 2)
    await t.db.execute(sql`alter table rate_limit_buckets rename to rate_limit_buckets_away`)
    try {
      await expect(limit.flush()).rejects.toThrow()
    } finally {
      await t.db.execute(sql`alter table rate_limit_buckets_away rename to rate_limit_buckets`)
    }
    allowed(limit, 'ip-d', 1)
    await limit.flush()
    expect(await bucketHits('ip-d')).toBe(3)
  })

  test('a window that has ended starts again at one, in memory and in the shared bucket', async () => {
    const short = new BatchedRateLimit(t.db, { ...rule, limit: 1, windowMs: 300 })
    expect(allowed(short, 'ip-e', 2)).toEqual([true, false])
    await short.flush()
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(short.hit('ip-e')).toMatchObject({ allowed: true, hits: 1 })
    await short.flush()
    expect(await bucketHits('ip-e')).toBe(1)
  })
})
