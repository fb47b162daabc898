import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { staffSessions, staffUsers } from '~/db/schema'
import type { StaffUser } from './schemas'
import { toStaffUser } from './staff-users.server'

// DESIGN.md "Staff accounts": a session lasts 12 hours past its last use and never more than 7 days in all.
export const SESSION_IDLE_MS = 12 * 60 * 60_000
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60_000
// Extending on every request would make each read a write; once per few minutes loses at most that much.
export const SESSION_TOUCH_EVERY_MS = 5 * 60_000

const interval = (ms: number) => sql.raw(`interval '${Math.round(ms)} milliseconds'`)
const TOKEN = /^[\w-]{43}$/ // 32 random bytes in base64url

export type StaffSession = { sessionId: string; expiresAt: Date; user: StaffUser }
export type SessionMeta = { userAgent?: string | null; ipHash?: string | null }

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** Starts a session; the token is returned here once and only its hash is stored. */
export async function createSession(
  db: Database,
  userId: string,
  meta: SessionMeta = {},
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url')
  const [row] = await db
    .insert(staffSessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: sql`now() + ${interval(SESSION_IDLE_MS)}`,
      userAgent: meta.userAgent?.slice(0, 400) || null,
      ipHash: meta.ipHash ?? null,
    })
    .returning({ id: staffSessions.id, expiresAt: staffSessions.expiresAt })
  return { token, sessionId: row!.id, expiresAt: row!.expiresAt }
}

/**
 * The live session a token belongs to, or null. A session of a deactivated user is as good as ended.
 * Use slides the expiry forward (at most once per SESSION_TOUCH_EVERY_MS), up to the absolute cap.
 */
export async function resolveSession(db: Database, token: string): Promise<StaffSession | null> {
  if (!TOKEN.test(token)) return null
  const [found] = await db
    .select({
      session: staffSessions,
      user: staffUsers,
      due: sql<boolean>`${staffSessions.lastUsedAt} < now() - ${interval(SESSION_TOUCH_EVERY_MS)}`,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        gt(staffSessions.expiresAt, sql`now()`),
        eq(staffUsers.active, true),
      ),
    )
  if (!found) return null
  let expiresAt = found.session.expiresAt
  if (found.due) {
    const [touched] = await db
      .update(staffSessions)
      .set({
        lastUsedAt: sql`now()`,
        expiresAt: sql`least(now() + ${interval(SESSION_IDLE_MS)}, ${staffSessions.createdAt} + ${interval(SESSION_MAX_AGE_MS)})`,
      })
      .where(eq(staffSessions.id, found.session.id))
      .returning({ expiresAt: staffSessions.expiresAt })
    if (touched) expiresAt = touched.expiresAt
  }
  return { sessionId: found.session.id, expiresAt, user: toStaffUser(found.user) }
}

/** Signs one device out. True when there was a session to end. */
export async function endSession(db: Database, token: string): Promise<boolean> {
  if (!TOKEN.test(token)) return false
  const removed = await db
    .delete(staffSessions)
    .where(eq(staffSessions.tokenHash, hashToken(token)))
    .returning({ id: staffSessions.id })
  return removed.length > 0
}

/** Signs a user out everywhere (deactivation, a new password), optionally keeping the current device. */
export async function endSessionsOfUser(
  db: Database,
  userId: string,
  options: { except?: string } = {},
): Promise<number> {
  const removed = await db
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.userId, userId),
        options.except ? ne(staffSessions.id, options.except) : undefined,
      ),
    )
    .returning({ id: staffSessions.id })
  return removed.length
}

/** Drops sessions that have expired; sign-in does it per user, the server may call it now and then. */
export async function pruneExpiredSessions(db: Database, userId?: string): Promise<number> {
  const removed = await db
    .delete(staffSessions)
    .where(
      and(lt(staffSessions.expiresAt, sql`now()`), userId ? eq(staffSessions.userId, userId) : undefined),
    )
    .returning({ id: staffSessions.id })
  return removed.length
}
