import { afterEach, describe, expect, test } from 'vitest'
import { captureLogger } from '../../../tests/setup/capture-logger'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { startTestSmtpServer, type TestSmtpServer } from '../../../tests/setup/test-smtp-server'
import { emails } from '~/content/company'
import { startMailDelivery, type MailDelivery, type MailDeliveryOptions } from './mail-delivery.server'
import { companyNotification } from './mail-messages'
import { enqueueMail, getOutboxMessage } from './outbox.server'

const t = setupTestDatabase()
const FROM = 'Wasatch Crest HOA Management <no-reply@example.com>'
const MINUTE = 60_000

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function smtpServer(port?: number): Promise<TestSmtpServer> {
  const server = await startTestSmtpServer({ port })
  cleanups.push(server.close)
  return server
}

/**
 * A worker whose clock the test moves forward. It polls hourly and does not look again after a wake-up,
 * so a pass runs only at start, right after an enqueue, or when the test asks.
 */
function worker(smtpUrl: string | undefined, options: Partial<MailDeliveryOptions> = {}) {
  const clock = { offsetMs: 0 }
  const log = captureLogger()
  const delivery: MailDelivery = startMailDelivery({
    db: t.db,
    logger: log.logger,
    smtpUrl,
    from: FROM,
    now: () => new Date(Date.now() + clock.offsetMs),
    random: () => 0.5, // no jitter: delays are exactly the schedule's
    pollIntervalMs: 3_600_000,
    recheckAfterWakeMs: 3_600_000,
    ...options,
  })
  cleanups.push(delivery.stop)
  return { delivery, clock, log }
}

const plain = (subject: string, to = ['board@example.org']) =>
  enqueueMail(t.db, { kind: 'notification', to, subject, text: `Body of ${subject}` })

describe('delivering the outbox over SMTP', () => {
  test('an enqueued message is delivered at once with the right envelope, headers and bodies', async () => {
    const smtp = await smtpServer()
    const { delivery } = worker(smtp.url)
    const arriving = smtp.nextMail()
    const row = await enqueueMail(
      t.db,
      companyNotification({
        subjectType: 'contact_message',
        subjectId: 12,
        subject: 'New message from Ann\r\nBcc: victim@example.com',
        heading: 'New contact message',
        fields: [{ label: 'Message', value: '<b>Hi</b> & "bye"' }],
        replyTo: 'ann@example.net',
      }),
    )
    const mail = await arriving // woken by the enqueue: the hourly poll never ran
    await delivery.runOnce() // the pass that sent it has finished, and its bookkeeping with it

    expect(mail.envelope).toEqual({ from: 'no-reply@example.com', to: [...emails.notifications] })
    expect(mail.parsed.subject).toBe('New message from Ann Bcc: victim@example.com')
    expect(mail.parsed.headers.has('bcc')).toBe(false)
    expect(mail.parsed.from?.value).toEqual([
      { name: 'Wasatch Crest HOA Management', address: 'no-reply@example.com' },
    ])
    expect(mail.parsed.replyTo?.text).toBe('ann@example.net')
    expect(mail.parsed.headers.get('auto-submitted')).toBe('auto-generated')
    expect(mail.parsed.messageId).toBe(`<${row.id}@example.com>`)
    expect(mail.parsed.text?.trimEnd()).toBe(row.textBody.trimEnd())
    expect(mail.parsed.html).toBe(row.htmlBody)
    expect(mail.parsed.html).toContain('&lt;b&gt;Hi&lt;/b&gt; &amp; &quot;bye&quot;')

    const stored = await getOutboxMessage(t.db, row.id)
    expect(stored).toMatchObject({
      status: 'sent',
      attempts: 1,
      providerMessageId: `<${row.id}@example.com>`,
      lastError: null,
      leaseExpiresAt: null,
    })
    expect(stored.sentAt).toBeInstanceOf(Date)
  })

  test('a 4xx answer leads to retries at growing intervals, then delivery once the server recovers', async () => {
    const smtp = await smtpServer()
    smtp.failure = { at: 'RCPT TO', code: 451, message: '4.7.1 Greylisted, try again later' }
    const { delivery, clock } = worker(smtp.url)
    const before = Date.now()
    const row = await plain('Greylisted')
    await delivery.runOnce()

    let stored = await getOutboxMessage(t.db, row.id)
    expect(stored).toMatchObject({ status: 'waiting', attempts: 1 })
    expect(stored.lastError).toMatch(/^EENVELOPE: .*451 4\.7\.1 Greylisted/)
    expect(stored.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + MINUTE)
    expect(stored.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + MINUTE)

    // Not due yet: nothing happens.
    expect(await delivery.runOnce()).toMatchObject({ sent: 0, retried: 0 })
    clock.offsetMs = MINUTE + 1000
    expect(await delivery.runOnce()).toMatchObject({ retried: 1 })
    stored = await getOutboxMessage(t.db, row.id)
    expect(stored.attempts).toBe(2)
    const secondWait = stored.nextAttemptAt.getTime() - (Date.now() + clock.offsetMs)
    expect(secondWait).toBeGreaterThan(4 * MINUTE) // the second wait is five minutes
    expect(secondWait).toBeLessThanOrEqual(5 * MINUTE)

    smtp.failure = null
    clock.offsetMs += 5 * MINUTE + 1000
    const arriving = smtp.nextMail()
    expect(await delivery.runOnce()).toMatchObject({ sent: 1 })
    expect((await arriving).parsed.subject).toBe('Greylisted')
    expect(await getOutboxMessage(t.db, row.id)).toMatchObject({ status: 'sent', attempts: 3 })
    expect(smtp.received).toHaveLength(1)
  })

  test('a server that is down leads to a retry, and delivery once it is back on its port', async () => {
    const gone = await startTestSmtpServer()
    await gone.close()
    const { delivery, clock } = worker(gone.url)
    const row = await plain('While down')
    await delivery.runOnce()
    const stored = await getOutboxMessage(t.db, row.id)
    expect(stored).toMatchObject({ status: 'waiting', attempts: 1 })
    expect(stored.lastError).toMatch(/^ESOCKET: connect ECONNREFUSED 127\.0\.0\.1:\d+$/)

    const back = await smtpServer(gone.port)
    clock.offsetMs = MINUTE + 1000
    expect(await delivery.runOnce()).toMatchObject({ sent: 1 })
    expect(back.received.map((m) => m.parsed.subject)).toEqual(['While down'])
    expect(await getOutboxMessage(t.db, row.id)).toMatchObject({ status: 'sent', attempts: 2 })
  })

  test('a 5xx answer fails the message at once and it is not tried again', async () => {
    const smtp = await smtpServer()
    smtp.failure = { at: 'RCPT TO', code: 550, message: '5.1.1 No such user here' }
    const { delivery, clock } = worker(smtp.url)
    const row = await plain('Bounced')
    await delivery.runOnce() // the enqueue woke the worker; this waits for that pass
    const stored = await getOutboxMessage(t.db, row.id)
    expect(stored).toMatchObject({ status: 'failed', attempts: 1, sentAt: null })
    expect(stored.lastError).toMatch(/550 5\.1\.1 No such user here/)

    smtp.failure = { at: 'DATA', code: 554, message: '5.6.0 Message refused' }
    const refused = await plain('Refused content')
    await delivery.runOnce()
    expect(await getOutboxMessage(t.db, refused.id)).toMatchObject({ status: 'failed', attempts: 1 })
    expect((await getOutboxMessage(t.db, refused.id)).lastError).toMatch(/554 5\.6\.0 Message refused/)

    smtp.failure = null
    clock.offsetMs = 7 * 24 * 60 * MINUTE
    expect(await delivery.runOnce()).toMatchObject({ sent: 0, failed: 0 })
    expect(smtp.received).toHaveLength(0)
  })

  test('a temporary failure becomes failed after the last allowed attempt', async () => {
    const smtp = await smtpServer()
    smtp.failure = { at: 'DATA', code: 452, message: '4.3.1 Insufficient system storage' }
    const { delivery, clock } = worker(smtp.url, { maxAttempts: 2 })
    const row = await plain('Never fits')
    await delivery.runOnce()
    expect(await getOutboxMessage(t.db, row.id)).toMatchObject({ status: 'waiting', attempts: 1 })
    clock.offsetMs = MINUTE + 1000
    expect(await delivery.runOnce()).toMatchObject({ failed: 1 })
    expect(await getOutboxMessage(t.db, row.id)).toMatchObject({ status: 'failed', attempts: 2 })
  })

  test('a recipient refused among others is noted; the message counts as sent', async () => {
    const smtp = await smtpServer()
    smtp.failure = { at: 'RCPT TO', code: 550, message: 'No such user', recipient: 'gone@example.org' }
    const { delivery } = worker(smtp.url)
    const row = await plain('Two recipients', ['board@example.org', 'gone@example.org'])
    await delivery.runOnce()
    expect(smtp.received[0]?.envelope.to).toEqual(['board@example.org'])
    expect(await getOutboxMessage(t.db, row.id)).toMatchObject({
      status: 'sent',
      lastError: 'Not accepted for 1 of 2 recipients: gone@example.org',
    })
  })

  test('without SMTP_URL nothing is sent, messages stay waiting, and the start says so', async () => {
    const { delivery, log } = worker(undefined)
    expect(delivery.enabled).toBe(false)
    const row = await plain('Kept for staff')
    expect(await delivery.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0, released: 0, lost: 0 })
    expect(await getOutboxMessage(t.db, row.id)).toMatchObject({ status: 'waiting', attempts: 0 })
    expect(log.lines().map((l) => l.msg)).toContain(
      'SMTP_URL is not set: no mail is sent; messages wait in the outbox for staff',
    )
  })
})
