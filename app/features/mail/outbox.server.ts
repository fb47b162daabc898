import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database, DbOrTransaction } from '~/db/client.server'
import { outboxMessages } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { signalMailQueued } from './mail-signal.server'
import { NewMailSchema, OutboxListQuerySchema, type NewMail, type OutboxListQuery } from './schemas'
import {
  OUTBOX_STATUSES,
  type OutboxCounts,
  type OutboxMessage,
  type OutboxPage,
  type OutboxSummary,
} from './types'

/** Enqueue inside the transaction that stores the submission. */
export type { DbOrTransaction }

// types.ts is written out by hand so browser code can use it; this stops compiling if it drifts from the table.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const _typesMatchTable: Same<typeof outboxMessages.$inferSelect, OutboxMessage> = true

/**
 * Puts a message in the outbox and returns the stored row. Call it with the transaction that stores what
 * the message is about, so a message exists exactly when its submission does ("stored first, then
 * emailed"). An invalid message is a bug in the caller and throws.
 */
export async function enqueueMail(db: DbOrTransaction, message: NewMail): Promise<OutboxMessage> {
  const parsed = NewMailSchema.safeParse(message)
  if (!parsed.success) {
    // Paths and rules only: the values may be a visitor's personal data.
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(message)'} ${i.message}`)
    throw new Error(`enqueueMail: invalid message: ${issues.join('; ')}`)
  }
  const mail = parsed.data
  const [row] = await db
    .insert(outboxMessages)
    .values({
      kind: mail.kind,
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      subjectType: mail.subjectType ?? null,
      subjectId: mail.subjectId ?? null,
    })
    .returning()
  // Inside a transaction the row is not visible to the worker until commit; the worker looks again
  // shortly after a signal, and its poll covers the rest.
  signalMailQueued()
  return row!
}

/**
 * Many messages in one go (an election's invitations to a whole roll), in the caller's transaction:
 * validated like enqueueMail, written in chunks that stay under PostgreSQL's 65,535 parameters.
 */
export async function enqueueMails(db: DbOrTransaction, messages: NewMail[]): Promise<number> {
  const rows = messages.map((message) => {
    const parsed = NewMailSchema.safeParse(message)
    if (!parsed.success) throw new Error(`enqueueMails: invalid message: ${parsed.error.issues[0]?.message}`)
    const mail = parsed.data
    return {
      kind: mail.kind,
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      subjectType: mail.subjectType ?? null,
      subjectId: mail.subjectId ?? null,
    }
  })
  for (let start = 0; start < rows.length; start += 1000)
    await db.insert(outboxMessages).values(rows.slice(start, start + 1000))
  if (rows.length) signalMailQueued()
  return rows.length
}

const { textBody: _text, htmlBody: _html, ...summaryColumns } = getTableColumns(outboxMessages)

/** The staff list: newest first, optionally one status, paged; a query from a URL is parsed here too. */
export async function listOutbox(db: Database, query: OutboxListQuery = {}): Promise<OutboxPage> {
  const parsed = OutboxListQuerySchema.safeParse(query)
  if (!parsed.success)
    throw new AppError(
      'invalid_query',
      400,
      'Choose a status of waiting, sending, sent or failed, and a page size up to 100.',
    )
  const { status, page, pageSize } = parsed.data
  const where = status ? eq(outboxMessages.status, status) : undefined
  const [messages, [totals]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(outboxMessages).where(where),
  ])
  const total = totals?.total ?? 0
  return { messages, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) }
}

/** The messages about one record, oldest first: e.g. what was sent for a submission. */
export async function listMailAbout(
  db: Database,
  subjectType: string,
  subjectId: string | number,
): Promise<OutboxSummary[]> {
  return db
    .select(summaryColumns)
    .from(outboxMessages)
    .where(and(eq(outboxMessages.subjectType, subjectType), eq(outboxMessages.subjectId, String(subjectId))))
    .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id))
}

const IdSchema = z.uuid()
const notFound = () => new AppError('outbox_not_found', 404, 'There is no such message in the outbox.')

export async function getOutboxMessage(db: Database, id: string): Promise<OutboxMessage> {
  if (!IdSchema.safeParse(id).success) throw notFound() // a malformed id would be a database error
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id))
  if (!row) throw notFound()
  return row
}

/**
 * Staff's "retry now": a failed or waiting message becomes due at once. Its attempts are kept, so a
 * message that had used them all gets one more try.
 */
export async function retryOutboxMessage(db: Database, id: string): Promise<OutboxMessage> {
  if (!IdSchema.safeParse(id).success) throw notFound()
  const [row] = await db
    .update(outboxMessages)
    .set({ status: 'waiting', nextAttemptAt: sql`now()`, leaseExpiresAt: null })
    .where(and(eq(outboxMessages.id, id), inArray(outboxMessages.status, ['waiting', 'failed'])))
    .returning()
  if (row) {
    signalMailQueued()
    return row
  }
  const current = await getOutboxMessage(db, id) // 404 when it does not exist
  throw new AppError(
    'outbox_not_retryable',
    409,
    current.status === 'sent'
      ? 'This message has already been sent.'
      : 'This message is being sent right now.',
  )
}

/** How many messages are in each status, zeros included: the back office's tabs. */
export async function countOutbox(db: Database): Promise<OutboxCounts> {
  const rows = await db
    .select({ status: outboxMessages.status, n: count() })
    .from(outboxMessages)
    .groupBy(outboxMessages.status)
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, 0])) as OutboxCounts
  for (const row of rows) counts[row.status] = row.n
  return counts
}
