import { and, gt, inArray, sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { outboxMessages } from '~/db/schema'

// Staff notifications and senders' confirmations are rationed per hour, counted from the outbox itself so
// the rations hold across processes and restarts. One advisory lock, held to the end of the submission's
// transaction, serialises the count and the inserts of two submissions at once on any instance.
const MAIL_RATION_LOCK_ID = 727_184_006

/** What the rations count: the last hour's notifications, and the mailbox of each confirmation. */
export type RecentMail = { notifications: number; confirmationsTo: string[] }

/**
 * Takes the rations' lock for the rest of the transaction, then reads the last hour (a statement of its
 * own, so its snapshot sees what the lock's previous holder committed). Withheld mail is never stored,
 * so this is at most an hour's allowance of rows.
 */
export async function lockMailRations(tx: DbOrTransaction): Promise<RecentMail> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MAIL_RATION_LOCK_ID})`)
  const [recent] = await tx
    .select({
      notifications: sql<number>`(count(*) filter (where ${outboxMessages.kind} = 'notification'))::int`,
      confirmationsTo: sql<string[]>`coalesce(array_agg(${outboxMessages.to}[1])
        filter (where ${outboxMessages.kind} = 'confirmation'), '{}')`,
    })
    .from(outboxMessages)
    .where(
      and(
        inArray(outboxMessages.kind, ['notification', 'confirmation']),
        gt(outboxMessages.createdAt, sql`now() - interval '1 hour'`),
      ),
    )
  return { notifications: recent?.notifications ?? 0, confirmationsTo: recent?.confirmationsTo ?? [] }
}
