import { createHash } from 'node:crypto'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Database, DbOrTransaction } from '~/db/client.server'
import { idempotencyKeys } from '~/db/schema'
import { AppError } from '~/lib/errors'

// Idempotency-Key on the public form posts (issue 14 item 8): a client that retries after a lost
// connection gets the first answer again instead of a second submission. The answer is written in the
// submission's own transaction, so there is never one without the other.

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed'

/** 1 to 128 visible ASCII characters, as the IETF draft and the common APIs allow. */
const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/

/** How long a key answers: long enough for any retry, short enough to keep the table small. */
const KEPT = sql`now() - interval '24 hours'`

/** The request's key, null without one, a 400 AppError when it is malformed. */
export function readIdempotencyKey(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER)
  if (key === null) return null
  if (!KEY_PATTERN.test(key))
    throw new AppError(
      'bad_idempotency_key',
      400,
      'The Idempotency-Key header must be 1 to 128 visible ASCII characters.',
    )
  return key
}

/**
 * Where a key is kept: per endpoint, never the raw key. Not per client address: a phone that changes
 * network between a lost answer and its retry comes back from another address, and must get its first
 * answer rather than store the form again. A repeat is answered only when its body's fingerprint matches
 * the first (anything else with the key is a 422), so it tells the sender nothing they did not send; and
 * a key is the client's own random value, which nobody else sees.
 */
export function idempotencyScope(endpoint: string, key: string): string {
  return createHash('sha256').update(`${endpoint}\n${key}`).digest('base64url')
}

/**
 * A hash of what the endpoint read: objects with their keys sorted, file bytes by their own hash, so the
 * same form sent again matches whatever multipart boundary or key order the client chose this time.
 */
export function requestFingerprint(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('base64url')
}

function canonical(value: unknown): unknown {
  if (value instanceof Uint8Array) return { sha256: createHash('sha256').update(value).digest('hex') }
  if (Array.isArray(value)) return value.map(canonical)
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, canonical(record[key])]),
    )
  }
  return value
}

export type IdempotentAnswer = { requestHash: string; status: number; body: unknown }

/** The answer a live key gave, or null. */
export async function findIdempotentAnswer(db: Database, scope: string): Promise<IdempotentAnswer | null> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), gt(idempotencyKeys.createdAt, KEPT)))
  if (!row || row.status === null) return null
  return { requestHash: row.requestHash, status: row.status, body: row.body }
}

/**
 * Takes the key for this transaction, first thing in it. False when a live answer holds it: on PostgreSQL a
 * concurrent claim of the same key waits here until the other transaction ends, then sees its answer.
 * An expired key that was not pruned yet is taken over.
 */
export async function claimIdempotencyKey(
  tx: DbOrTransaction,
  scope: string,
  requestHash: string,
  /** The answer, where it is known before the work: written with the claim, one statement fewer. */
  answer?: { status: number; body: unknown },
): Promise<boolean> {
  const values = { requestHash, status: answer?.status ?? null, body: answer?.body ?? null }
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ scope, ...values })
    .onConflictDoUpdate({
      target: idempotencyKeys.scope,
      set: { ...values, createdAt: sql`now()` },
      setWhere: lt(idempotencyKeys.createdAt, KEPT),
    })
    .returning({ scope: idempotencyKeys.scope })
  return claimed.length > 0
}

/** Keeps the answer of a claimed key, in the same transaction as the claim. */
export async function saveIdempotentAnswer(
  tx: DbOrTransaction,
  scope: string,
  answer: { status: number; body: unknown },
) {
  await tx
    .update(idempotencyKeys)
    .set({ status: answer.status, body: answer.body })
    .where(eq(idempotencyKeys.scope, scope))
}

/** Drops keys past their 24 hours; called now and then by the server. */
export async function pruneIdempotencyKeys(db: Database): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, KEPT))
    .returning({ scope: idempotencyKeys.scope })
  return removed.length
}
