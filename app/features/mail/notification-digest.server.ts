import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { emails } from '~/content/company'
import { outboxMessages } from '~/db/schema'
import { COMPANY_TIME_ZONE } from '~/lib/dates'
import { companyNotification, type CompanyNotificationInput } from './mail-messages'
import type { RecentMail } from './mail-rations.server'
import { cleanSubject } from './mail-template'
import { enqueueMail } from './outbox.server'

// Anyone can post the public forms, from as many addresses as they have, and each submission mailed the
// office: a flood of forms was a flood of email. Past `perHour` notifications in an hour, further ones
// are held: each becomes one line of a digest that goes out `digestDelayMinutes` after its first line,
// so the office gets one message instead of hundreds. Nothing is lost: every submission is stored, with
// all its details, in the back office inbox whatever is mailed.

export type NotificationLimits = { perHour: number; digestDelayMinutes: number }

/** Well above a busy hour's forms; a digest waits long enough to gather a flood, short enough to act on. */
export const NOTIFICATION_LIMITS: NotificationLimits = { perHour: 30, digestDelayMinutes: 15 }

export const DIGEST_KIND = 'notification-digest'

/** A digest is a few thousand lines at most; past this, the next held notification starts another. */
const DIGEST_MAX_CHARS = 100_000

export type NotificationInput = CompanyNotificationInput & {
  /** The submission's reference, for the digest's line (a person can find it in the inbox by it). */
  reference?: string
}

export type NotificationResult = { held: false } | { held: true; digestId: string }

const shownTime = new Intl.DateTimeFormat('en-US', {
  timeZone: COMPANY_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/** One held notification: when, its reference and its subject, on one line (the subject cleaned of breaks). */
export function digestLine(input: NotificationInput, at: Date): string {
  return ['-', shownTime.format(at), input.reference, cleanSubject(input.subject)].filter(Boolean).join(' ')
}

function digestMail(firstLine: string, limits: NotificationLimits) {
  const text = [
    'Notifications held during a busy hour',
    `More than ${limits.perHour} submissions reached the website within an hour, so the notifications of ` +
      `the ones after that were held and are listed here, one line each, until this message went out. ` +
      'Every submission is in the back office inbox with all its details.',
    `Held notifications:\n${firstLine}`,
  ].join('\n\n')
  return {
    kind: DIGEST_KIND,
    to: [...emails.notifications],
    subject: 'Held notifications: submissions during a busy hour',
    text,
  }
}

/**
 * The office's notification of one submission: enqueued as it is while the hour has room, else held as a
 * line of the waiting digest (a new one if none is waiting). Called by enqueueSubmissionMail, under the
 * rations' lock and with the hour it read.
 */
export async function queueNotification(
  tx: DbOrTransaction,
  input: NotificationInput,
  recent: RecentMail,
  limits: NotificationLimits,
): Promise<NotificationResult> {
  if (recent.notifications < limits.perHour) {
    await enqueueMail(tx, companyNotification(input))
    return { held: false }
  }
  const line = digestLine(input, new Date())
  // The newest digest still waiting; a worker that has just claimed it turns it `sending`, and the line
  // goes into a new one instead.
  const waiting = tx
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.kind, DIGEST_KIND),
        eq(outboxMessages.status, 'waiting'),
        lt(sql`length(${outboxMessages.textBody})`, DIGEST_MAX_CHARS),
      ),
    )
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1)
  const [appended] = await tx
    .update(outboxMessages)
    .set({ textBody: sql`${outboxMessages.textBody} || ${`\n${line}`}` })
    .where(and(inArray(outboxMessages.id, waiting), eq(outboxMessages.status, 'waiting')))
    .returning({ id: outboxMessages.id })
  if (appended) return { held: true, digestId: appended.id }
  const digest = await enqueueMail(tx, digestMail(line, limits))
  const delay = sql.raw(`interval '${Math.max(0, Math.round(limits.digestDelayMinutes))} minutes'`)
  await tx
    .update(outboxMessages)
    .set({ nextAttemptAt: sql`now() + ${delay}` })
    .where(eq(outboxMessages.id, digest.id))
  return { held: true, digestId: digest.id }
}
