import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The first answer to a public form post sent with an `Idempotency-Key` (issue 14 item 8), so a client
 * that retries after a lost connection gets that answer again instead of storing the submission twice.
 * Written in the submission's own transaction; kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** SHA-256 of the endpoint, the client's address hash and the key: one client cannot replay another's. */
    scope: text('scope').primaryKey(),
    /** SHA-256 of the request body as the endpoint read it; a repeat with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** The answer; null only inside the transaction that claimed the key, never seen outside it. */
    status: integer('status'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('idempotency_keys_created_at_idx').on(table.createdAt)],
)
