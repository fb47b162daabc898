import { and, eq, gt, sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { outboxMessages } from '~/db/schema'
import { senderConfirmation, type SenderConfirmationInput } from './mail-messages'
import { enqueueMail } from './outbox.server'

// Anyone can type any address into a public form, so without a ration one visitor could have the site
// mail a stranger (or many) again and again (issue 14). Confirmations are counted from the outbox itself,
// so the limits hold across processes and restarts. Staff notifications are never rationed: every
// submission still reaches the office.

export type ConfirmationLimits = { perMailboxPerHour: number; perHour: number }

/** One confirmation per mailbox an hour; all confirmations together well above a busy hour's forms. */
export const CONFIRMATION_LIMITS: ConfirmationLimits = { perMailboxPerHour: 1, perHour: 60 }

// Serialises the count and the insert across instances, so two submissions at once cannot both pass.
const CONFIRMATION_LOCK_ID = 727_184_006

export type ConfirmationResult = { queued: true } | { queued: false; reason: 'mailbox' | 'hourly' }

/**
 * One mailbox however it is written: case aside, and without a `+tag`, since ann+1@ and ann+2@ usually
 * land in the same inbox. Only for counting; the mail goes to the address as given.
 */
export function mailboxKey(address: string): string {
  const at = address.lastIndexOf('@')
  const local = address.slice(0, at).split('+')[0]
  return `${local}${address.slice(at)}`.toLowerCase()
}

// The same key in SQL, for the stored rows.
const storedMailboxKey = sql`regexp_replace(lower(${outboxMessages.to}[1]), '[+][^@]*@', '@')`

/**
 * Enqueues the sender's confirmation unless its mailbox already had one this hour or the hour's confirmations are used
 * up; a withheld one is not stored. Call it inside the submission's transaction, after the notification.
 */
export async function enqueueConfirmation(
  tx: DbOrTransaction,
  input: SenderConfirmationInput,
  limits: ConfirmationLimits = CONFIRMATION_LIMITS,
): Promise<ConfirmationResult> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CONFIRMATION_LOCK_ID})`)
  const [counts] = await tx
    .select({
      all: sql<number>`count(*)::int`,
      mailbox: sql<number>`(count(*) filter (where ${storedMailboxKey} = ${mailboxKey(input.to)}))::int`,
    })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.kind, 'confirmation'),
        gt(outboxMessages.createdAt, sql`now() - interval '1 hour'`),
      ),
    )
  if ((counts?.mailbox ?? 0) >= limits.perMailboxPerHour) return { queued: false, reason: 'mailbox' }
  if ((counts?.all ?? 0) >= limits.perHour) return { queued: false, reason: 'hourly' }
  await enqueueMail(tx, senderConfirmation(input))
  return { queued: true }
}
