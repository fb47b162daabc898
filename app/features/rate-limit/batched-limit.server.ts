import { and, gt, inArray, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { rateLimitBuckets } from '~/db/schema'
import type { RateLimitResult, RateLimitRule } from './rate-limit.server'

/** This process's view of one subject's window: the shared total when last synced, and hits not yet sent. */
type Count = { endsAt: number; shared: number; pending: number }

/** How often hits counted in memory are added to the shared counters. */
export const BATCH_FLUSH_MS = 1000

/**
 * A per-subject fixed-window budget that answers from memory and shares its counts through the same
 * database buckets as hitRateLimit, two statements per flush for all subjects seen (issue 16): a request
 * costs no database write, and every instance still learns the others' hits within a flush. An instance may
 * therefore let through up to one flush's worth of another instance's hits over the budget, which a coarse
 * per-address budget can afford (decision 0016); the budgets that guard a form or a password stay exact.
 */
export class BatchedRateLimit {
  private readonly counts = new Map<string, Count>()
  private flushing: Promise<void> = Promise.resolve()

  constructor(
    private readonly db: Database,
    private readonly rule: RateLimitRule,
  ) {}

  /** Counts one hit for the subject unless its budget is used up; never waits for the database. */
  hit(subject: string, now = Date.now()): RateLimitResult {
    let count = this.counts.get(subject)
    if (!count || count.endsAt <= now) {
      count = { endsAt: now + this.rule.windowMs, shared: 0, pending: 0 }
      this.counts.set(subject, count)
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((count.endsAt - now) / 1000))
    const hits = count.shared + count.pending + 1
    if (hits > this.rule.limit) return { allowed: false, hits, retryAfterSeconds }
    count.pending += 1
    return { allowed: true, hits, retryAfterSeconds }
  }

  /**
   * Adds the hits counted since the last flush to the shared buckets and reads back each total (one
   * statement), reads the totals of the other subjects still in their window (one more), and forgets
   * windows that have ended. A failed flush keeps its hits for the next one.
   */
  flush(): Promise<void> {
    // One flush at a time, each after the one before it whatever its outcome.
    const next = this.flushing.catch(() => undefined).then(() => this.send(Date.now()))
    this.flushing = next
    return next
  }

  /** Flushes every `intervalMs` until the returned stop function is called (which flushes once more). */
  start(onError: (error: unknown) => void, intervalMs = BATCH_FLUSH_MS): () => Promise<void> {
    const timer = setInterval(() => this.flush().catch(onError), intervalMs)
    timer.unref()
    return () => {
      clearInterval(timer)
      return this.flush().catch(onError)
    }
  }

  private async send(now: number) {
    const batch: Array<{ subject: string; count: Count; sent: number }> = []
    for (const [subject, count] of this.counts) {
      if (count.endsAt <= now) this.counts.delete(subject)
      else batch.push({ subject, count, sent: count.pending })
    }
    const sending = batch.filter((entry) => entry.sent > 0)
    const reading = batch.filter((entry) => entry.sent === 0)
    const rows = [...(await this.add(sending)), ...(await this.read(reading))]
    const byKey = new Map(rows.map((row) => [row.key, row]))
    const synced = Date.now()
    for (const { subject, count, sent } of batch) {
      count.pending -= sent
      const row = byKey.get(this.key(subject))
      if (!row) continue
      // The shared window is the one every instance keeps; this process adopts its total and its end.
      count.shared = row.hits
      count.endsAt = synced + Number(row.remainingMs)
    }
  }

  private key(subject: string) {
    return `${this.rule.name}:${subject}`
  }

  /** Adds each subject's new hits to its shared bucket (a bucket whose window ended starts again). */
  private async add(entries: Array<{ subject: string; sent: number }>): Promise<SharedRow[]> {
    if (entries.length === 0) return []
    const window = sql.raw(`interval '${Math.max(1, Math.round(this.rule.windowMs))} milliseconds'`)
    const live = sql`${rateLimitBuckets.windowEndsAt} > now()`
    return this.db
      .insert(rateLimitBuckets)
      .values(
        entries.map(({ subject, sent }) => ({
          key: this.key(subject),
          windowStartedAt: sql`now()`,
          windowEndsAt: sql`now() + ${window}`,
          hits: sent,
        })),
      )
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: {
          hits: sql`case when ${live} then ${rateLimitBuckets.hits} + excluded.hits else excluded.hits end`,
          windowStartedAt: sql`case when ${live} then ${rateLimitBuckets.windowStartedAt} else now() end`,
          windowEndsAt: sql`case when ${live} then ${rateLimitBuckets.windowEndsAt} else now() + ${window} end`,
        },
      })
      .returning(sharedColumns)
  }

  /** The shared totals of subjects this process saw in their window but has no new hits for. */
  private async read(entries: Array<{ subject: string }>): Promise<SharedRow[]> {
    if (entries.length === 0) return []
    return this.db
      .select(sharedColumns)
      .from(rateLimitBuckets)
      .where(
        and(
          inArray(
            rateLimitBuckets.key,
            entries.map(({ subject }) => this.key(subject)),
          ),
          gt(rateLimitBuckets.windowEndsAt, sql`now()`),
        ),
      )
  }
}

const sharedColumns = {
  key: rateLimitBuckets.key,
  hits: rateLimitBuckets.hits,
  remainingMs: sql<string>`greatest(0, extract(epoch from (${rateLimitBuckets.windowEndsAt} - now())) * 1000)`,
}
type SharedRow = { key: string; hits: number; remainingMs: string }
