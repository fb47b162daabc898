import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { AppError } from '~/lib/errors'
import { onMailQueued } from './mail-signal.server'
import {
  countOutbox,
  enqueueMail,
  getOutboxMessage,
  listMailAbout,
  listOutbox,
  outboxBacklog,
  retryOutboxMessage,
} from './outbox.server'
import type { NewMail } from './schemas'

const t = setupTestDatabase()

const message = (overrides: Partial<NewMail> = {}): NewMail => ({
  kind: 'notification',
  to: ['office@example.com', 'notifications@example.com'],
  replyTo: 'ann@example.net',
  subject: 'New contact message',
  text: 'Hello',
  html: '<p>Hello</p>',
  subjectType: 'contact_message',
  subjectId: 7,
  ...overrides,
})

const setStatus = (id: string, status: string, extra = sql``) =>
  t.db.execute(sql`update outbox_messages set status = ${status} ${extra} where id = ${id}`)

describe('enqueueMail', () => {
  test('stores the message waiting and due now, and returns the row', async () => {
    const row = await enqueueMail(t.db, message())
    expect(row).toMatchObject({
      kind: 'notification',
      to: ['office@example.com', 'notifications@example.com'],
      replyTo: 'ann@example.net',
      subject: 'New contact message',
      textBody: 'Hello',
      htmlBody: '<p>Hello</p>',
      status: 'waiting',
      attempts: 0,
      leaseExpiresAt: null,
      sentAt: null,
      subjectType: 'contact_message',
      subjectId: '7',
    })
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000)
    expect(await getOutboxMessage(t.db, row.id)).toEqual(row)
  })

  test('strips line breaks from the subject before storing it', async () => {
    const row = await enqueueMail(t.db, message({ subject: 'Hi\r\nBcc: victim@example.com' }))
    expect(row.subject).toBe('Hi Bcc: victim@example.com')
  })

  test('refuses a malformed message without storing it, naming the field but not its value', async () => {
    const bad = [
      message({ to: [] }),
      message({ to: ['not an address'] }),
      message({ to: ['a@example.com\r\nBcc: b@example.com'] }),
      message({ replyTo: 'nope' }),
      message({ subject: '\r\n' }),
      message({ text: '' }),
      message({ kind: 'Not A Kind!' }),
    ]
    for (const m of bad) await expect(enqueueMail(t.db, m)).rejects.toThrow(/^enqueueMail: invalid message/)
    await expect(enqueueMail(t.db, message({ to: ['secret-person@'] }))).rejects.not.toThrow(/secret-person/)
    expect((await listOutbox(t.db)).total).toBe(0)
  })

  test('inside a transaction the message exists exactly when the transaction commits', async () => {
    await t.db.transaction(async (tx) => {
      await enqueueMail(tx, message({ subjectId: 'kept' }))
    })
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMail(tx, message({ subjectId: 'rolled-back' }))
        throw new Error('the submission failed after the mail was queued')
      }),
    ).rejects.toThrow(/submission failed/)
    const { messages } = await listOutbox(t.db)
    expect(messages.map((m) => m.subjectId)).toEqual(['kept'])
  })

  test('wakes this process’s delivery worker', async () => {
    let signals = 0
    const unsubscribe = onMailQueued(() => signals++)
    await enqueueMail(t.db, message())
    unsubscribe()
    await enqueueMail(t.db, message())
    expect(signals).toBe(1)
  })
})

describe('the staff outbox', () => {
  test('lists newest first, filters by status, pages, and leaves the bodies out', async () => {
    const ids: string[] = []
    for (let i = 0; i < 5; i++) {
      const row = await enqueueMail(t.db, message({ subject: `Message ${i}` }))
      await t.db.execute(
        sql`update outbox_messages set created_at = now() - make_interval(mins => ${10 - i}) where id = ${row.id}`,
      )
      ids.push(row.id)
    }
    await setStatus(ids[1]!, 'failed')
    await setStatus(ids[3]!, 'failed')

    const first = await listOutbox(t.db, { pageSize: 2 })
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, pageCount: 3 })
    expect(first.messages.map((m) => m.subject)).toEqual(['Message 4', 'Message 3'])
    expect(first.messages[0]).not.toHaveProperty('textBody')
    expect(first.messages[0]).not.toHaveProperty('htmlBody')
    const last = await listOutbox(t.db, { pageSize: 2, page: 3 })
    expect(last.messages.map((m) => m.subject)).toEqual(['Message 0'])

    const failed = await listOutbox(t.db, { status: 'failed' })
    expect(failed.messages.map((m) => m.subject)).toEqual(['Message 3', 'Message 1'])
    expect(failed.total).toBe(2)
    for (const bad of [{ pageSize: 1000 }, { page: 0 }, { status: 'lost' as 'sent' }])
      await expect(listOutbox(t.db, bad)).rejects.toMatchObject({ status: 400, code: 'invalid_query' })
    // As they come from a URL's search parameters.
    const fromUrl = await listOutbox(t.db, { status: 'failed', page: '1', pageSize: '1' })
    expect(fromUrl).toMatchObject({ total: 2, pageCount: 2 })
  })

  test('counts per status, zeros included', async () => {
    expect(await countOutbox(t.db)).toEqual({ waiting: 0, sending: 0, sent: 0, failed: 0 })
    const a = await enqueueMail(t.db, message())
    await enqueueMail(t.db, message())
    await setStatus(a.id, 'sent')
    expect(await countOutbox(t.db)).toEqual({ waiting: 1, sending: 0, sent: 1, failed: 0 })
  })

  test('the backlog: the counts, and when the oldest message not yet sent was queued', async () => {
    expect(await outboxBacklog(t.db)).toEqual({
      counts: { waiting: 0, sending: 0, sent: 0, failed: 0 },
      oldestUnsentAt: null,
    })
    const hoursAgo = (hours: number) => sql`, created_at = now() - ${hours} * interval '1 hour'`
    await setStatus((await enqueueMail(t.db, message())).id, 'sent', hoursAgo(5))
    await setStatus((await enqueueMail(t.db, message())).id, 'failed', hoursAgo(4))
    await setStatus((await enqueueMail(t.db, message())).id, 'sending', hoursAgo(2))
    await enqueueMail(t.db, message())
    const backlog = await outboxBacklog(t.db)
    expect(backlog.counts).toEqual({ waiting: 1, sending: 1, sent: 1, failed: 1 })
    const ageHours = (Date.now() - backlog.oldestUnsentAt!.getTime()) / 3_600_000
    expect(ageHours).toBeCloseTo(2, 1)
  })

  test('lists what was sent about one record', async () => {
    await enqueueMail(t.db, message({ subjectType: 'contact_message', subjectId: 1, kind: 'notification' }))
    await enqueueMail(t.db, message({ subjectType: 'contact_message', subjectId: 1, kind: 'confirmation' }))
    await enqueueMail(t.db, message({ subjectType: 'contact_message', subjectId: 2 }))
    await enqueueMail(t.db, message({ subjectType: 'quote_request', subjectId: 1 }))
    const about = await listMailAbout(t.db, 'contact_message', 1)
    expect(about.map((m) => m.kind).sort()).toEqual(['confirmation', 'notification'])
  })

  test('an unknown or malformed id is a readable 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const error = await getOutboxMessage(t.db, id).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(AppError)
      expect(error).toMatchObject({ status: 404, code: 'outbox_not_found' })
    }
  })

  test('retry now makes a failed message due at once and keeps its attempts', async () => {
    const row = await enqueueMail(t.db, message())
    await setStatus(
      row.id,
      'failed',
      sql`, attempts = 7, next_attempt_at = now() + interval '1 day', last_error = 'EENVELOPE: 550'`,
    )
    let signals = 0
    const unsubscribe = onMailQueued(() => signals++)
    const retried = await retryOutboxMessage(t.db, row.id)
    unsubscribe()
    expect(retried).toMatchObject({ status: 'waiting', attempts: 7, lastError: 'EENVELOPE: 550' })
    expect(retried.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000)
    expect(signals).toBe(1)

    const waiting = await enqueueMail(t.db, message())
    await setStatus(waiting.id, 'waiting', sql`, next_attempt_at = now() + interval '2 hours'`)
    expect((await retryOutboxMessage(t.db, waiting.id)).nextAttemptAt.getTime()).toBeLessThanOrEqual(
      Date.now() + 1000,
    )
  })

  test('retry now refuses a sent message or one being sent, and an unknown one', async () => {
    const sent = await enqueueMail(t.db, message())
    await setStatus(sent.id, 'sent')
    const sending = await enqueueMail(t.db, message())
    await setStatus(sending.id, 'sending')
    await expect(retryOutboxMessage(t.db, sent.id)).rejects.toMatchObject({
      status: 409,
      message: 'This message has already been sent.',
    })
    await expect(retryOutboxMessage(t.db, sending.id)).rejects.toMatchObject({
      status: 409,
      message: 'This message is being sent right now.',
    })
    await expect(retryOutboxMessage(t.db, 'nope')).rejects.toMatchObject({ status: 404 })
    expect((await getOutboxMessage(t.db, sent.id)).status).toBe('sent')
  })
})
