import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { outboxMessages } from '~/db/schema'
import type { OutboxMessage } from './types'

// The worker's side of the outbox. A claim is fenced by its attempt number: a worker whose lease ran out
// and whose message another worker took since then finds its update matching nothing.

export type ClaimedMail = OutboxMessage & {
  /** It was claimed before and that worker never finished (crashed, or took longer than its lease). */
  interrupted: boolean
}

const columns = getTableColumns(outboxMessages)
const returning = sql.join(
  Object.entries(columns).map(
    ([key, column]) => sql`m.${sql.identifier(column.name)} as ${sql.identifier(key)}`,
  ),
  sql`, `,
)

// Raw rows carry the drivers' values; the columns turn them into what Drizzle's own queries return.
function toMessage(raw: Record<string, unknown>): OutboxMessage {
  const entries = Object.entries(columns).map(([key, column]) => {
    const value = raw[key]
    return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)]
  })
  return Object.fromEntries(entries) as OutboxMessage
}

/**
 * Claims up to `limit` due messages in one statement: waiting ones whose time has come, and ones whose
 * sender's lease ran out. FOR UPDATE SKIP LOCKED lets several instances claim at once without ever
 * taking the same row; MATERIALIZED pins the locking SELECT to run exactly once (as a plain subquery a
 * nested-loop plan may rescan it and take more than `limit` rows). Each claim counts an attempt.
 */
export async function claimDueMail(
  db: Database,
  options: { now: Date; limit: number; leaseMs: number },
): Promise<ClaimedMail[]> {
  const now = options.now.toISOString()
  const leaseEnds = new Date(options.now.getTime() + options.leaseMs).toISOString()
  const result = (await db.execute(sql`
    with due as materialized (
      select id, status as previous_status
      from outbox_messages
      where (status = 'waiting' and next_attempt_at <= ${now}::timestamptz)
         or (status = 'sending' and lease_expires_at <= ${now}::timestamptz)
      order by next_attempt_at, created_at
      limit ${options.limit}
      for update skip locked
    )
    update outbox_messages as m
    set status = 'sending', attempts = m.attempts + 1, lease_expires_at = ${leaseEnds}::timestamptz
    from due
    where m.id = due.id
    returning ${returning}, due.previous_status = 'sending' as "interrupted"
  `)) as unknown as { rows: Array<Record<string, unknown>> }
  return result.rows
    .map((raw) => ({ ...toMessage(raw), interrupted: raw.interrupted === true }))
    .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime())
}

const stillOurs = (claim: ClaimedMail) =>
  and(
    eq(outboxMessages.id, claim.id),
    eq(outboxMessages.status, 'sending'),
    eq(outboxMessages.attempts, claim.attempts),
  )

async function finish(db: Database, claim: ClaimedMail, set: Partial<typeof outboxMessages.$inferInsert>) {
  const rows = await db
    .update(outboxMessages)
    .set({ ...set, leaseExpiresAt: null })
    .where(stillOurs(claim))
    .returning({ id: outboxMessages.id })
  return rows.length === 1
}

/**
 * Each returns false when the claim was lost (its lease ran out and another worker took the row). Sent
 * and failed erase a hidden link's sealed copy: nothing left in the outbox can open a ballot.
 */
export function markSent(
  db: Database,
  claim: ClaimedMail,
  sent: { at: Date; providerMessageId: string | null; note: string | null },
): Promise<boolean> {
  return finish(db, claim, {
    status: 'sent',
    sentAt: sent.at,
    providerMessageId: sent.providerMessageId,
    lastError: sent.note,
    sealedLink: null,
  })
}

export function scheduleRetry(
  db: Database,
  claim: ClaimedMail,
  retry: { at: Date; error: string },
): Promise<boolean> {
  return finish(db, claim, { status: 'waiting', nextAttemptAt: retry.at, lastError: retry.error })
}

export function markFailed(db: Database, claim: ClaimedMail, error: string): Promise<boolean> {
  return finish(db, claim, { status: 'failed', lastError: error, sealedLink: null })
}

/** Hands back a claim that was never tried (shutdown came first): waiting again, the attempt uncounted. */
export function releaseClaim(db: Database, claim: ClaimedMail): Promise<boolean> {
  return finish(db, claim, { status: 'waiting', attempts: claim.attempts - 1 })
}
