import { afterEach, describe, expect, test } from 'vitest'
import { captureLogger } from '../../../tests/setup/capture-logger'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { startTestSmtpServer, type TestSmtpServer } from '../../../tests/setup/test-smtp-server'
import { claimDueMail } from './delivery-queue.server'
import { startMailDelivery, type MailDeliveryOptions } from './mail-delivery.server'
import { countOutbox, enqueueMail, getOutboxMessage } from './outbox.server'

// Several workers, crashed workers and shutting down: what keeps a message from being lost or sent twice.

const t = setupTestDatabase()
const LEASE = 10 * 60_000

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function smtpServer(): Promise<TestSmtpServer> {
  const server = await startTestSmtpServer()
  cleanups.push(server.close)
  return server
}

function worker(smtpUrl: string, options: Partial<MailDeliveryOptions> = {}) {
  const clock = { offsetMs: 0 }
  const delivery = startMailDelivery({
    db: t.db,
    logger: captureLogger().logger,
    smtpUrl,
    from: 'Wasatch Crest <no-reply@example.com>',
    now: () => new Date(Date.now() + clock.offsetMs),
    pollIntervalMs: 3_600_000,
    recheckAfterWakeMs: 3_600_000,
    leaseMs: LEASE,
    ...options,
  })
  cleanups.push(delivery.stop)
  return { delivery, clock }
}

const plain = (subject: string) =>
  enqueueMail(t.db, { kind: 'notification', to: ['board@example.org'], subject, text: subject })

describe('several workers', () => {
  test('workers delivering at once send every message exactly once', async () => {
    const smtp = await smtpServer()
    const subjects = Array.from({ length: 24 }, (_, i) => `Message ${i}`)
    // Batches of one, so that the workers keep claiming side by side while the others are sending.
    const workers = [1, 2, 3].map(() => worker(smtp.url, { batchSize: 1 }))
    await t.db.transaction(async (tx) => {
      for (const subject of subjects)
        await enqueueMail(tx, { kind: 'notification', to: ['board@example.org'], subject, text: subject })
    })
    for (let round = 0; round < 5 && (await countOutbox(t.db)).sent < subjects.length; round++)
      await Promise.all(workers.map((w) => w.delivery.runOnce()))

    expect(await countOutbox(t.db)).toEqual({ waiting: 0, sending: 0, sent: 24, failed: 0 })
    const received = smtp.received.map((m) => m.parsed.subject).sort()
    expect(received).toEqual([...subjects].sort())
  })

  test('a message claimed by an instance that died is sent by another once the lease has expired', async () => {
    const smtp = await smtpServer()
    const row = await plain('Orphaned')
    const [claim] = await claimDueMail(t.db, { now: new Date(), limit: 1, leaseMs: LEASE }) // then it died
    const { delivery, clock } = worker(smtp.url)

    await delivery.runOnce()
    expect(smtp.received).toHaveLength(0)
    expect(await getOutboxMessage(t.db, row.id)).toMatchObject({ status: 'sending', attempts: 1 })

    clock.offsetMs = claim!.leaseExpiresAt!.getTime() - Date.now() + 1000
    expect(await delivery.runOnce()).toMatchObject({ sent: 1 })
    expect(smtp.received.map((m) => m.parsed.subject)).toEqual(['Orphaned'])
    expect(await getOutboxMessage(t.db, row.id)).toMatchObject({ status: 'sent', attempts: 2 })
  })

  test('a message whose senders keep dying is failed, not tried for ever', async () => {
    const smtp = await smtpServer()
    const row = await plain('Poison')
    const [claim] = await claimDueMail(t.db, { now: new Date(), limit: 1, leaseMs: LEASE })
    const { delivery, clock } = worker(smtp.url, { maxAttempts: 1 })
    clock.offsetMs = claim!.leaseExpiresAt!.getTime() - Date.now() + 1000
    await delivery.runOnce()
    expect(smtp.received).toHaveLength(0)
    const stored = await getOutboxMessage(t.db, row.id)
    expect(stored).toMatchObject({ status: 'failed', attempts: 2 })
    expect(stored.lastError).toMatch(/interrupted too many times/)
  })
})

describe('shutting down', () => {
  test('stop waits for the message in flight, then hands back the claims it did not start', async () => {
    const smtp = await smtpServer()
    const first = await plain('In flight')
    const second = await plain('Not started')
    const held = smtp.holdNextData()
    const { delivery } = worker(smtp.url) // its first pass claims both and starts on the first
    await held.reached

    let stopped = false
    const stopping = delivery.stop().then(() => (stopped = true))
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve))
    expect(stopped).toBe(false) // still waiting on the server's answer
    expect((await getOutboxMessage(t.db, first.id)).status).toBe('sending')

    held.release()
    await stopping
    expect(smtp.received.map((m) => m.parsed.subject)).toEqual(['In flight'])
    expect(await getOutboxMessage(t.db, first.id)).toMatchObject({ status: 'sent', attempts: 1 })
    expect(await getOutboxMessage(t.db, second.id)).toMatchObject({
      status: 'waiting',
      attempts: 0,
      leaseExpiresAt: null,
    })
    // Stopped means stopped: a new message is not picked up.
    await plain('After stop')
    expect(await delivery.runOnce()).toMatchObject({ sent: 0 })
    expect((await countOutbox(t.db)).waiting).toBe(2)
  })

  test('a send that outlasts the stop timeout is aborted and left due for the next instance', async () => {
    const smtp = await smtpServer()
    const row = await plain('Stuck')
    const held = smtp.holdNextData()
    const { delivery, clock } = worker(smtp.url, { stopTimeoutMs: 50 })
    await held.reached
    await delivery.stop() // the server never answers while we wait
    held.release()
    const stored = await getOutboxMessage(t.db, row.id)
    expect(stored).toMatchObject({ status: 'waiting', attempts: 1 })
    expect(stored.lastError).toMatch(/^EABORT: /)
    expect(stored.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + clock.offsetMs)
  })
})
