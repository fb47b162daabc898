import { randomUUID } from 'node:crypto'
import { and, asc, count, desc, eq, getTableColumns, min, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database, DbOrTransaction } from '~/db/client.server'
import { outboxMessages } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { hideLink, sealLink } from './hidden-link.server'
import { signalMailQueued } from './mail-signal.server'
import { NewMailSchema, OutboxListQuerySchema, type NewMail, type OutboxListQuery } from './schemas'
import {
  OUTBOX_STATUSES,
  type FreshLink,
  type LinkRef,
  type OutboxCounts,
  type OutboxMessage,
  type OutboxPage,
  type OutboxSummary,
  type StaffOutboxMessage,
} from './types'

/** Enqueue inside the transaction that stores the submission. */
export type { DbOrTransaction }

// types.ts is written out by hand so browser code can use it; this stops compiling if it drifts from the table.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const _typesMatchTable: Same<typeof outboxMessages.$inferSelect, OutboxMessage> = true

// Staff never read the sealed link, nor what it opens.
const { linkRef: _ref, sealedLink: _sealed, ...staffColumns } = getTableColumns(outboxMessages)
const { textBody: _text, htmlBody: _html, ...summaryColumns } = staffColumns

/** A parsed message as a row; a hidden link is replaced in the bodies and sealed under the row's id. */
function toRow(mail: z.output<typeof NewMailSchema>) {
  const row = {
    id: randomUUID(),
    kind: mail.kind,
    to: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    subjectType: mail.subjectType ?? null,
    subjectId: mail.subjectId ?? null,
  }
  const link = mail.hiddenLink
  if (!link) return row
  const hidden = hideLink({ text: mail.text, html: mail.html ?? null }, link.url, link.label)
  return {
    ...row,
    textBody: hidden.text,
    htmlBody: hidden.html,
    linkLabel: link.label,
    linkRef: link.ref,
    sealedLink: sealLink(row.id, link.url),
  }
}

/**
 * Puts a message in the outbox and returns the stored row. Call it with the transaction that stores what
 * the message is about, so a message exists exactly when its submission does ("stored first, then
 * emailed"). An invalid message is a bug in the caller and throws.
 */
export async function enqueueMail(db: DbOrTransaction, message: NewMail): Promise<StaffOutboxMessage> {
  const parsed = NewMailSchema.safeParse(message)
  if (!parsed.success) {
    // Paths and rules only: the values may be a visitor's personal data.
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(message)'} ${i.message}`)
    throw new Error(`enqueueMail: invalid message: ${issues.join('; ')}`)
  }
  const [row] = await db.insert(outboxMessages).values(toRow(parsed.data)).returning(staffColumns)
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
    return toRow(parsed.data)
  })
  for (let start = 0; start < rows.length; start += 1000)
    await db.insert(outboxMessages).values(rows.slice(start, start + 1000))
  if (rows.length) signalMailQueued()
  return rows.length
}

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

export async function getOutboxMessage(db: DbOrTransaction, id: string): Promise<StaffOutboxMessage> {
  if (!IdSchema.safeParse(id).success) throw notFound() // a malformed id would be a database error
  const [row] = await db.select(staffColumns).from(outboxMessages).where(eq(outboxMessages.id, id))
  if (!row) throw notFound()
  return row
}

/**
 * Where a message's hidden link was erased (it finally failed), a retry needs a new one: `relink` asks
 * the feature that issued it, in the retry's transaction, and may refuse with an AppError.
 */
export type Relink = (
  tx: DbOrTransaction,
  message: StaffOutboxMessage & { linkRef: LinkRef },
) => Promise<FreshLink>

/**
 * Staff's "retry now": a failed or waiting message becomes due at once. Its attempts are kept, so a
 * message that had used them all gets one more try. A message whose hidden link was erased gets a new
 * link from `relink` first; without one it cannot be retried.
 */
export async function retryOutboxMessage(
  db: Database,
  id: string,
  relink?: Relink,
): Promise<StaffOutboxMessage> {
  if (!IdSchema.safeParse(id).success) throw notFound()
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(outboxMessages).where(eq(outboxMessages.id, id)).for('update')
    if (!row) throw notFound()
    if (row.status === 'sent' || row.status === 'sending')
      throw new AppError(
        'outbox_not_retryable',
        409,
        row.status === 'sent'
          ? 'This message has already been sent.'
          : 'This message is being sent right now.',
      )
    const fresh = row.linkLabel && !row.sealedLink ? await newLinkFor(tx, row, relink) : undefined
    const [updated] = await tx
      .update(outboxMessages)
      .set({
        status: 'waiting',
        nextAttemptAt: sql`now()`,
        leaseExpiresAt: null,
        ...(fresh && { linkRef: fresh.ref, sealedLink: sealLink(row.id, fresh.url) }),
      })
      .where(eq(outboxMessages.id, id))
      .returning(staffColumns)
    return updated!
  })
  signalMailQueued()
  return result
}

async function newLinkFor(tx: DbOrTransaction, row: OutboxMessage, relink: Relink | undefined) {
  const { linkRef, sealedLink: _sealed, ...message } = row
  if (!relink || !linkRef)
    throw new AppError(
      'outbox_link_gone',
      409,
      `The ${row.linkLabel} in this message was erased when delivery failed, and no new one can be issued for it.`,
    )
  return relink(tx, { ...message, linkRef })
}

/** How many messages are in each status, zeros included: the back office's tabs. */
export async function countOutbox(db: Database): Promise<OutboxCounts> {
  return (await outboxBacklog(db)).counts
}

/**
 * The counts of countOutbox, and when the oldest message not yet sent (waiting, or being sent) was queued,
 * null when every message was sent or gave up: one statement, for the metrics.
 */
export async function outboxBacklog(
  db: Database,
): Promise<{ counts: OutboxCounts; oldestUnsentAt: Date | null }> {
  const rows = await db
    .select({ status: outboxMessages.status, n: count(), oldest: min(outboxMessages.createdAt) })
    .from(outboxMessages)
    .groupBy(outboxMessages.status)
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, 0])) as OutboxCounts
  let oldestUnsentAt: Date | null = null
  for (const row of rows) {
    counts[row.status] = row.n
    const unsent = row.status === 'waiting' || row.status === 'sending'
    if (unsent && row.oldest && (!oldestUnsentAt || row.oldest < oldestUnsentAt)) oldestUnsentAt = row.oldest
  }
  return { counts, oldestUnsentAt }
}
