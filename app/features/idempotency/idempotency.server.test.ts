import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import {
  claimIdempotencyKey,
  findIdempotentAnswer,
  idempotencyScope,
  pruneIdempotencyKeys,
  readIdempotencyKey,
  requestFingerprint,
  saveIdempotentAnswer,
} from './idempotency.server'

const t = setupTestDatabase()

const withKey = (key?: string) =>
  new Request('http://x/api/contact', {
    method: 'POST',
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  })

async function store(scope: string, requestHash = 'hash') {
  await t.db.transaction(async (tx) => {
    expect(await claimIdempotencyKey(tx, scope, requestHash)).toBe(true)
    await saveIdempotentAnswer(tx, scope, { status: 201, body: { reference: 'CT-AAAAAAAA' } })
  })
}

const age = (scope: string, hours: number) =>
  t.db.execute(
    sql`update idempotency_keys set created_at = now() - make_interval(hours => ${hours}) where scope = ${scope}`,
  )

describe('the Idempotency-Key header', () => {
  test('absent is null; 1 to 128 visible ASCII characters pass; anything else is a 400', () => {
    expect(readIdempotencyKey(withKey())).toBeNull()
    expect(readIdempotencyKey(withKey('a'))).toBe('a')
    expect(readIdempotencyKey(withKey('~'.repeat(128)))).toBe('~'.repeat(128))
    for (const bad of ['', 'a b', 'x'.repeat(129), 'tab\there', 'caf\u00e9'])
      expect(() => readIdempotencyKey(withKey(bad)), bad).toThrow(/1 to 128 visible ASCII/)
  })

  test('a key is scoped by endpoint, and is kept only as a hash', () => {
    const key = 'order-4711-attempt'
    const scope = idempotencyScope('/api/contact', key)
    expect(idempotencyScope('/api/contact', key)).toBe(scope)
    expect(idempotencyScope('/api/feedback', key)).not.toBe(scope)
    expect(idempotencyScope('/api/contact', 'order-4712-attempt')).not.toBe(scope)
    expect(scope).toMatch(/^[\w-]{43}$/)
  })

  test('the fingerprint ignores key order and tells file bytes apart', () => {
    const file = (text: string) => ({ field: 'f', fileName: 'a.pdf', bytes: Buffer.from(text) })
    expect(requestFingerprint({ a: 1, b: [{ c: 2, d: 3 }] })).toBe(
      requestFingerprint({ b: [{ d: 3, c: 2 }], a: 1 }),
    )
    expect(requestFingerprint({ a: 1 })).not.toBe(requestFingerprint({ a: '1' }))
    expect(requestFingerprint({ f: file('one') })).toBe(requestFingerprint({ f: file('one') }))
    expect(requestFingerprint({ f: file('one') })).not.toBe(requestFingerprint({ f: file('two') }))
  })
})

describe('stored answers', () => {
  test('an answer is found for 24 hours, then no more, and is pruned', async () => {
    await store('fresh')
    await store('old')
    expect(await findIdempotentAnswer(t.db, 'fresh')).toEqual({
      requestHash: 'hash',
      status: 201,
      body: { reference: 'CT-AAAAAAAA' },
    })
    await age('old', 25)
    expect(await findIdempotentAnswer(t.db, 'old')).toBeNull()
    expect(await pruneIdempotencyKeys(t.db)).toBe(1)
    expect(await findIdempotentAnswer(t.db, 'fresh')).not.toBeNull()
  })

  test('a live key cannot be claimed again; an expired one not yet pruned can', async () => {
    await store('k')
    await t.db.transaction(async (tx) => {
      expect(await claimIdempotencyKey(tx, 'k', 'other')).toBe(false)
    })
    await age('k', 25)
    await t.db.transaction(async (tx) => {
      expect(await claimIdempotencyKey(tx, 'k', 'other')).toBe(true)
    })
  })

  test('a claim whose transaction rolls back leaves nothing behind', async () => {
    await t.db
      .transaction(async (tx) => {
        await claimIdempotencyKey(tx, 'lost', 'hash')
        throw new Error('the submission failed')
      })
      .catch(() => {})
    expect(await findIdempotentAnswer(t.db, 'lost')).toBeNull()
    await store('lost')
  })
})
