import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { outboxMessages } from '~/db/schema'
import {
  claimDueMail,
  markFailed,
  markSent,
  releaseClaim,
  scheduleRetry,
  type ClaimedMail,
} from './delivery-queue.server'
import { enqueueMail, getOutboxMessage } from './outbox.server'

const t = setupTestDatabase()
const LEASE = 10 * 60_000
const later = (ms: number) => new Date(Date.now() + ms)

const enqueue = (subject: string) =>
  enqueueMail(t.db, { kind: 'notification', to: ['office@example.com'], subject, text: subject })

const claim = (now: Date, limit = 10) => claimDueMail(t.db, { now, limit, leaseMs: LEASE })

describe('claiming due mail', () => {
  test('takes due waiting messages, oldest first, up to the limit, and marks them sending with a lease', async () => {
    const url = 'https://hoa.example.com/vote/link'
    const first = await enqueueMail(t.db, {
      kind: 'invitation',
      to: ['owner@example.com'],
      subject: 'first',
      text: `Your link: ${url}`,
      hiddenLink: { url, label: 'voting link', ref: { election: 'e1' } },
    })
    await enqueue('second')
    await enqueue('third')
    const now = later(1000)
    const claimed = await claim(now, 2)
    expect(claimed.map((c) => c.subject)).toEqual(['first', 'second'])
    expect(claimed[0]).toMatchObject({
      status: 'sending',
      attempts: 1,
      interrupted: false,
      leaseExpiresAt: new Date(now.getTime() + LEASE),
    })
    // The raw statement's rows read exactly like Drizzle's own, the sealed link and its ref included.
    const { interrupted: _, ...row } = claimed[0]!
    const [stored] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, first.id))
    expect(row).toEqual(stored)
    expect(row.linkRef).toEqual({ election: 'e1' })
    expect(row.sealedLink).toBeInstanceOf(Uint8Array)
    expect((await claim(now)).map((c) => c.subject)).toEqual(['third'])
    expect(await claim(now)).toEqual([])
  })

  test('leaves messages that are not due yet', async () => {
    const row = await enqueue('later')
    expect(await claim(new Date(row.nextAttemptAt.getTime() - 1))).toEqual([])
    // + 1 ms: PostgreSQL keeps microseconds, a JavaScript Date only milliseconds.
    expect(await claim(new Date(row.nextAttemptAt.getTime() + 1))).toHaveLength(1)
  })

  test('concurrent claimers never take one message twice', async () => {
    const ids = new Set<string>()
    for (let i = 0; i < 40; i++) ids.add((await enqueue(`m${i}`)).id)
    const now = later(1000)
    // Four claimers at once (on PostgreSQL, four pool connections), each taking batches of three.
    const claimer = async () => {
      const mine: string[] = []
      for (;;) {
        const batch = await claim(now, 3)
        if (batch.length === 0) return mine
        mine.push(...batch.map((c) => c.id))
      }
    }
    const results = await Promise.all([claimer(), claimer(), claimer(), claimer()])
    const all = results.flat()
    expect(all).toHaveLength(40)
    expect(new Set(all)).toEqual(ids)
  })

  test('a lease that expired is claimed again, as interrupted, with the attempt counted', async () => {
    const row = await enqueue('crashed')
    const [first] = await claim(later(1000))
    const leaseEnd = first!.leaseExpiresAt!
    expect(await claim(new Date(leaseEnd.getTime() - 1))).toEqual([])
    const [again] = await claim(leaseEnd)
    expect(again).toMatchObject({ id: row.id, attempts: 2, interrupted: true, status: 'sending' })
    expect(again!.leaseExpiresAt).toEqual(new Date(leaseEnd.getTime() + LEASE))
  })
})

describe('finishing a claim', () => {
  const claimOne = async (subject: string) => {
    await enqueue(subject)
    const [claimed] = await claim(later(1000))
    return claimed!
  }

  test('sent: the time and message id are stored and the lease cleared', async () => {
    const claimed = await claimOne('ok')
    const at = later(2000)
    expect(await markSent(t.db, claimed, { at, providerMessageId: '<id@example.com>', note: null })).toBe(
      true,
    )
    expect(await getOutboxMessage(t.db, claimed.id)).toMatchObject({
      status: 'sent',
      sentAt: at,
      providerMessageId: '<id@example.com>',
      leaseExpiresAt: null,
      attempts: 1,
    })
  })

  test('retry: waiting again, due at the given time, with the error kept', async () => {
    const claimed = await claimOne('retry')
    const at = later(60_000)
    expect(await scheduleRetry(t.db, claimed, { at, error: 'EENVELOPE: 451 try later' })).toBe(true)
    expect(await getOutboxMessage(t.db, claimed.id)).toMatchObject({
      status: 'waiting',
      nextAttemptAt: at,
      lastError: 'EENVELOPE: 451 try later',
      attempts: 1,
    })
    expect(await claim(new Date(at.getTime() - 1))).toEqual([])
    expect(await claim(at)).toHaveLength(1)
  })

  test('failed: kept with its error', async () => {
    const claimed = await claimOne('bad')
    expect(await markFailed(t.db, claimed, 'EENVELOPE: 550 no such user')).toBe(true)
    expect(await getOutboxMessage(t.db, claimed.id)).toMatchObject({
      status: 'failed',
      lastError: 'EENVELOPE: 550 no such user',
    })
    expect(await claim(later(365 * 86_400_000))).toEqual([])
  })

  test('released: waiting again with the attempt given back', async () => {
    const claimed = await claimOne('unsent')
    expect(await releaseClaim(t.db, claimed)).toBe(true)
    expect(await getOutboxMessage(t.db, claimed.id)).toMatchObject({
      status: 'waiting',
      attempts: 0,
      leaseExpiresAt: null,
    })
  })

  test('a worker whose lease lapsed and was taken over cannot overwrite the new claim', async () => {
    const stale: ClaimedMail = await claimOne('slow')
    const [current] = await claim(stale.leaseExpiresAt!)
    const sent = { at: later(0), providerMessageId: '<stale@example.com>', note: null }
    expect(await markSent(t.db, stale, sent)).toBe(false)
    expect(await markFailed(t.db, stale, 'late')).toBe(false)
    expect(await releaseClaim(t.db, stale)).toBe(false)
    expect(await getOutboxMessage(t.db, stale.id)).toMatchObject({ status: 'sending', attempts: 2 })
    expect(await markSent(t.db, current!, { ...sent, providerMessageId: '<new@example.com>' })).toBe(true)
    expect((await getOutboxMessage(t.db, stale.id)).providerMessageId).toBe('<new@example.com>')
  })
})
