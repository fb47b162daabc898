import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { createStaff } from '../../../tests/factories/staff'
import {
  createSession,
  endSession,
  endSessionsOfUser,
  hashToken,
  pruneExpiredSessions,
  resolveSession,
  SESSION_IDLE_MS,
  SESSION_MAX_AGE_MS,
} from './sessions.server'

const t = setupTestDatabase()
const HOUR = 60 * 60_000

/** Moves a session's clock: how long ago it was created and last used, and when it expires from now. */
async function age(token: string, ago: { createdMs?: number; usedMs?: number; expiresInMs?: number }) {
  const ms = (n: number) => sql.raw(`interval '${n} milliseconds'`)
  await t.db.execute(sql`
    update staff_sessions set
      created_at = now() - ${ms(ago.createdMs ?? 0)},
      last_used_at = now() - ${ms(ago.usedMs ?? 0)},
      expires_at = now() + ${ms(ago.expiresInMs ?? SESSION_IDLE_MS)}
    where token_hash = ${hashToken(token)}`)
}

const nowMs = async () =>
  new Date(
    ((await t.db.execute(sql`select now() as now`)) as { rows: Array<{ now: string }> }).rows[0]!.now,
  ).getTime()

describe('staff sessions', () => {
  test('a token is 32 random bytes, stored only as its SHA-256, and resolves to its user', async () => {
    const user = await createStaff(t.db, { role: 'admin' })
    const { token, expiresAt } = await createSession(t.db, user.id, {
      userAgent: 'Firefox',
      ipHash: 'iphash',
    })
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    const stored = (await t.db.execute(sql`select * from staff_sessions`)) as {
      rows: Array<Record<string, unknown>>
    }
    expect(stored.rows).toHaveLength(1)
    expect(JSON.stringify(stored.rows)).not.toContain(token)
    expect(stored.rows[0]).toMatchObject({
      token_hash: hashToken(token),
      user_agent: 'Firefox',
      ip_hash: 'iphash',
    })
    expect(expiresAt.getTime() - (await nowMs())).toBeGreaterThan(SESSION_IDLE_MS - 60_000)
    const session = await resolveSession(t.db, token)
    expect(session?.user).toEqual(user)
  })

  test('unknown, malformed and ended tokens resolve to nothing', async () => {
    const user = await createStaff(t.db)
    const { token } = await createSession(t.db, user.id)
    expect(await resolveSession(t.db, token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'))).toBeNull()
    expect(await resolveSession(t.db, 'not a token')).toBeNull()
    expect(await resolveSession(t.db, '')).toBeNull()
    expect(await endSession(t.db, token)).toBe(true)
    expect(await resolveSession(t.db, token)).toBeNull()
    expect(await endSession(t.db, token)).toBe(false)
  })

  test('an expired session is rejected', async () => {
    const user = await createStaff(t.db)
    const { token } = await createSession(t.db, user.id)
    await age(token, { createdMs: 13 * HOUR, usedMs: 12 * HOUR + 1000, expiresInMs: -1000 })
    expect(await resolveSession(t.db, token)).toBeNull()
  })

  test('use slides the expiry to 12 hours ahead, but not more than once every few minutes', async () => {
    const user = await createStaff(t.db)
    const { token } = await createSession(t.db, user.id)
    // Used a minute ago: reading it again must not write.
    await age(token, { createdMs: 2 * HOUR, usedMs: 60_000, expiresInMs: HOUR })
    const early = await resolveSession(t.db, token)
    expect(early!.expiresAt.getTime() - (await nowMs())).toBeLessThanOrEqual(HOUR)
    // Used ten minutes ago: this use extends it.
    await age(token, { createdMs: 2 * HOUR, usedMs: 10 * 60_000, expiresInMs: HOUR })
    const slid = await resolveSession(t.db, token)
    const ahead = slid!.expiresAt.getTime() - (await nowMs())
    expect(ahead).toBeGreaterThan(SESSION_IDLE_MS - 60_000)
    expect(ahead).toBeLessThanOrEqual(SESSION_IDLE_MS)
    const row = (await t.db.execute(
      sql`select extract(epoch from now() - last_used_at) as idle from staff_sessions`,
    )) as { rows: Array<{ idle: string }> }
    expect(Number(row.rows[0]!.idle)).toBeLessThan(60)
  })

  test('sliding never passes the absolute cap of 7 days after sign-in', async () => {
    const user = await createStaff(t.db)
    const { token } = await createSession(t.db, user.id)
    await age(token, { createdMs: SESSION_MAX_AGE_MS - 2 * HOUR, usedMs: 10 * 60_000, expiresInMs: HOUR })
    const capped = await resolveSession(t.db, token)
    const ahead = capped!.expiresAt.getTime() - (await nowMs())
    expect(ahead).toBeGreaterThan(2 * HOUR - 60_000)
    expect(ahead).toBeLessThanOrEqual(2 * HOUR)
  })

  test('a deactivated user’s session resolves to nothing', async () => {
    const user = await createStaff(t.db)
    const { token } = await createSession(t.db, user.id)
    await t.db.execute(sql`update staff_users set active = false where id = ${user.id}`)
    expect(await resolveSession(t.db, token)).toBeNull()
  })

  test('ending a user’s sessions can spare the current one and leaves other users alone', async () => {
    const [ann, bob] = [await createStaff(t.db), await createStaff(t.db)]
    const phone = await createSession(t.db, ann.id)
    const laptop = await createSession(t.db, ann.id)
    const bobs = await createSession(t.db, bob.id)
    expect(await endSessionsOfUser(t.db, ann.id, { except: laptop.sessionId })).toBe(1)
    expect(await resolveSession(t.db, phone.token)).toBeNull()
    expect(await resolveSession(t.db, laptop.token)).not.toBeNull()
    expect(await endSessionsOfUser(t.db, ann.id)).toBe(1)
    expect(await resolveSession(t.db, laptop.token)).toBeNull()
    expect(await resolveSession(t.db, bobs.token)).not.toBeNull()
  })

  test('pruning removes expired sessions only', async () => {
    const user = await createStaff(t.db)
    const [old, live] = [await createSession(t.db, user.id), await createSession(t.db, user.id)]
    await age(old.token, { createdMs: 20 * HOUR, usedMs: 13 * HOUR, expiresInMs: -HOUR })
    expect(await pruneExpiredSessions(t.db)).toBe(1)
    expect(await resolveSession(t.db, live.token)).not.toBeNull()
  })
})
