import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * People who sign in to the back office (DESIGN.md "Staff accounts"). `role` is the company-wide role:
 * `admin` and `manager` are company staff; `board` is a board member or election inspector who sees only
 * the communities of `community_memberships` (schema/communities.ts, docs/decisions/0010).
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored trimmed and lower-cased; the unique index on lower(email) holds even if a writer forgets.
    email: text('email').notNull(),
    name: text('name').notNull(),
    // `scrypt$N$r$p$salt$hash` (features/staff/password.server.ts).
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<'admin' | 'manager' | 'board'>().notNull(),
    active: boolean('active').notNull().default(true),
    // Set when someone other than the user chose the password (first start, an admin's reset).
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_users_email_lower_idx').on(sql`lower(${table.email})`),
    check('staff_users_role_check', sql`${table.role} in ('admin', 'manager', 'board')`),
  ],
)

/** A signed-in device. Only the SHA-256 of the bearer token is kept, so a database leak signs no one in. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    // Keyed hash of the client IP (as the rate limiter keeps it), never the raw address.
    ipHash: text('ip_hash'),
  },
  (table) => [
    uniqueIndex('staff_sessions_token_hash_idx').on(table.tokenHash),
    index('staff_sessions_user_id_idx').on(table.userId),
    index('staff_sessions_expires_at_idx').on(table.expiresAt),
  ],
)

/**
 * The code emailed to an account when a sign-in from a new address also needs one (features/staff/
 * sign-in-codes.server.ts): one live code per account, a new one replacing it. Only a keyed hash of the
 * code is kept, since six digits alone would be found from a plain hash at once.
 */
export const staffSignInCodes = pgTable('staff_sign_in_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  // Tries with the right password and a wrong code; the code is dead at the limit.
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
