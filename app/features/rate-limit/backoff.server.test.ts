import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { claimBackoffAttempt, clearBackoff } from './backoff.server'
import { isRemembered, rememberSubject } from './rate-limit.server'

const t = setupTestDatabase()
const rule = {
  name: 'sign-in',
  freeAttempts: 2,
  baseDelayMs: 10_000,
  maxDelayMs: 40_000,
  memoryMs: 3_600_000,
}

const claim = (subject = 'acct+ip') => claimBackoffAttempt(t.db, rule, subject)
/** Moves the last claimed attempt into the past, as if the wait had run. */
const waitPassed = (ms: number) =>
  t.db.execute(
    sql`update rate_limit_buckets set window_started_at = window_started_at - ${ms} * interval '1 millisecond'`,
  )

describe('backoff on failures', () => {
  test('the free attempts, then a wait that doubles after each failure, up to the cap', async () => {
    expect((await claim()).allowed).toBe(true)
    expect((await claim()).allowed).toBe(true)
    const waits: number[] = []
    for (let i = 0; i < 4; i++) {
      const refused = await claim()
      expect(refused.allowed).toBe(false)
      waits.push(refused.retryAfterSeconds)
      await waitPassed(refused.retryAfterSeconds * 1000 + 100)
      expect(await claim()).toMatchObject({ allowed: true, hits: 3 + i })
    }
    expect(waits).toEqual([10, 20, 40, 40])
  })

  test('an attempt refused during its wait is not counted and does not lengthen the wait', async () => {
    await claim()
    await claim()
    const first = await claim()
    for (let i = 0; i < 10; i++) expect(await claim()).toMatchObject({ allowed: false, hits: 2 })
    expect((await claim()).retryAfterSeconds).toBeLessThanOrEqual(first.retryAfterSeconds)
  })

  test('concurrent attempts cannot all slip through the free ones', async () => {
    const burst = await Promise.all(Array.from({ length: 12 }, () => claim('burst')))
    expect(burst.filter((r) => r.allowed)).toHaveLength(rule.freeAttempts)
  })

  test('subjects are counted apart; a success clears only its own', async () => {
    for (let i = 0; i < 3; i++) await claim('a')
    expect((await claim('a')).allowed).toBe(false)
    expect((await claim('b')).allowed).toBe(true)
    await clearBackoff(t.db, rule, 'a')
    expect(await claim('a')).toMatchObject({ allowed: true, hits: 1 })
    expect((await claim('b')).hits).toBe(2)
  })

  test('failures are forgotten once the memory has passed since the last one', async () => {
    for (let i = 0; i < 3; i++) await claim()
    await t.db.execute(sql`update rate_limit_buckets set window_ends_at = now() - interval '1 second'`)
    expect(await claim()).toMatchObject({ allowed: true, hits: 1 })
  })

  test('a remembered subject is known until its period ends', async () => {
    expect(await isRemembered(t.db, 'known', 'x')).toBe(false)
    await rememberSubject(t.db, 'known', 'x', 60_000)
    expect(await isRemembered(t.db, 'known', 'x')).toBe(true)
    expect(await isRemembered(t.db, 'other', 'x')).toBe(false)
    await t.db.execute(sql`update rate_limit_buckets set window_ends_at = now() - interval '1 second'`)
    expect(await isRemembered(t.db, 'known', 'x')).toBe(false)
    await rememberSubject(t.db, 'known', 'x', 60_000)
    expect(await isRemembered(t.db, 'known', 'x')).toBe(true)
  })
})
