import { sql } from 'drizzle-orm'
import { check, customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

export const outboxStatuses = ['waiting', 'sending', 'sent', 'failed'] as const
export type OutboxStatus = (typeof outboxStatuses)[number]

/**
 * Every email the site sends, written in the same transaction as what it is about ("stored first, then
 * emailed"), then delivered by the worker in app/features/mail. Without SMTP_URL rows stay `waiting`
 * and staff read them in the back office. Several instances claim rows with FOR UPDATE SKIP LOCKED.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** notification, confirmation, invitation, reminder ... (an open set, validated by the feature). */
    kind: text('kind').notNull(),
    // `to` is an SQL keyword; the column says what it holds.
    to: text('to_addresses').array().notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: outboxStatuses }).notNull().default('waiting'),
    /** Delivery attempts started; counted when a worker claims the row, so a crash counts too. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: when the claim lapses and another worker may take the row (a crashed instance). */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    providerMessageId: text('provider_message_id'),
    /** What the message is about, e.g. ('consultation_request', '42'); no foreign key across features. */
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    /**
     * A link only the recipient may see (a voting or survey link, decision 0018): the bodies hold
     * "[<label>, hidden from staff]" instead, and the link itself is sealed under the server secret
     * (app/lib/keyring.server.ts, bound to the message id) until it is sent or finally fails, then erased.
     * `link_ref` names what the link opens, for the feature to issue a new one on a staff retry.
     */
    linkLabel: text('link_label'),
    linkRef: jsonb('link_ref').$type<Record<string, string>>(),
    sealedLink: bytea('sealed_link'),
  },
  (table) => [
    check('outbox_messages_status_check', sql`${table.status} in ('waiting', 'sending', 'sent', 'failed')`),
    check('outbox_messages_attempts_check', sql`${table.attempts} >= 0`),
    check('outbox_messages_to_check', sql`cardinality(${table.to}) >= 1`),
    // A message that was sent or gave up keeps no link it could reveal.
    check(
      'outbox_messages_sealed_link_check',
      sql`${table.sealedLink} is null or (${table.linkLabel} is not null and ${table.status} in ('waiting', 'sending'))`,
    ),
    index('outbox_messages_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'waiting'`),
    index('outbox_messages_lease_idx')
      .on(table.leaseExpiresAt)
      .where(sql`${table.status} = 'sending'`),
    index('outbox_messages_status_created_idx').on(table.status, table.createdAt),
    index('outbox_messages_subject_idx').on(table.subjectType, table.subjectId),
  ],
)
