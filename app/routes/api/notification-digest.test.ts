import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, test } from 'vitest'
import { emails } from '~/content/company'
import { startMailDelivery } from '~/features/mail/mail-delivery.server'
import { enqueueMails } from '~/features/mail/outbox.server'
import { DIGEST_KIND, NOTIFICATION_LIMITS } from '~/features/mail/notification-digest.server'
import { captureLogger } from '../../../tests/setup/capture-logger'
import { countRows, jsonPoster } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { startTestSmtpServer } from '../../../tests/setup/test-smtp-server'
import { action as contact } from './contact'
import { action as feedback } from './feedback'

// The second pre-launch probe: staff notifications had no cap, so anyone with a few addresses could have
// the site mail the office once per form, without end. Past NOTIFICATION_LIMITS.perHour in an hour,
// further notifications are held as lines of one digest, sent a while later; every submission is still
// stored and in the inbox.

const t = setupTestDatabase()
const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const postContact = jsonPoster(contact, '/api/contact', () => t.db)
const postFeedback = jsonPoster(feedback, '/api/feedback', () => t.db)

/** A contact message from its own address (each address may send 10 an hour). */
async function sendContact(n: number) {
  const response = await postContact(
    { name: `Sender ${n}`, email: `sender-${n}@example.com`, message: `Message number ${n}.` },
    { clientIp: `198.51.${n >> 8}.${n & 255}` },
  )
  expect(response.status).toBe(201)
  return ((await response.json()) as { reference: string }).reference
}

type Row = { kind: string; subject: string; text: string; due_in_minutes: number; status: string }
async function outbox(kind: string): Promise<Row[]> {
  const result = (await t.db.execute(
    sql`select kind, subject, text_body as text, status,
          extract(epoch from (next_attempt_at - now()))::float8 / 60 as due_in_minutes
        from outbox_messages where kind = ${kind} order by created_at`,
  )) as { rows: Row[] }
  return result.rows
}

describe('staff notifications past the hour’s limit', () => {
  const { perHour, digestDelayMinutes } = NOTIFICATION_LIMITS

  test('are held as lines of one digest, due later; every submission is stored', async () => {
    const references: string[] = []
    for (let n = 0; n < perHour + 4; n++) references.push(await sendContact(n))
    const feedbackAnswer = await postFeedback({ rating: 2, comments: 'Slow' }, { clientIp: '203.0.113.9' })
    expect(feedbackAnswer.status).toBe(201)

    expect(await countRows(t.db, 'contact_messages')).toBe(perHour + 4)
    expect(await countRows(t.db, 'feedback_submissions')).toBe(1)
    const notifications = await outbox('notification')
    expect(notifications).toHaveLength(perHour)
    const [digest, ...more] = await outbox(DIGEST_KIND)
    expect(more).toEqual([])
    const held = references.slice(perHour)
    const lines = digest!.text.split('\n').filter((line) => line.startsWith('- '))
    expect(lines).toHaveLength(held.length + 1) // the four contact messages and the feedback
    for (const [i, reference] of held.entries()) expect(lines[i]).toContain(reference)
    expect(lines[3]).toContain(`Contact message from Sender ${perHour + 3}`)
    expect(lines[4]).toMatch(/FB-[2-9A-Z]{8} Feedback: 2 of 5 stars$/)
    expect(digest!.text).toMatch(/Every submission is in the back office inbox/)
    expect(digest!.status).toBe('waiting')
    expect(digest!.due_in_minutes).toBeGreaterThan(digestDelayMinutes - 1)
    expect(digest!.due_in_minutes).toBeLessThanOrEqual(digestDelayMinutes)
  })

  test('the digest goes out once due, over SMTP, to the notification list; later ones start a new digest', async () => {
    for (let n = 0; n < perHour + 2; n++) await sendContact(n)
    const smtp = await startTestSmtpServer()
    cleanups.push(smtp.close)
    const clock = { offsetMs: 0 }
    const delivery = startMailDelivery({
      db: t.db,
      logger: captureLogger().logger,
      smtpUrl: smtp.url,
      from: 'Wasatch Crest HOA Management <no-reply@example.com>',
      now: () => new Date(Date.now() + clock.offsetMs),
      random: () => 0.5,
      pollIntervalMs: 3_600_000,
      recheckAfterWakeMs: 3_600_000,
    })
    cleanups.push(delivery.stop)
    const toStaff = () =>
      smtp.received.filter((mail) => mail.envelope.to.join() === emails.notifications.join())
    for (let pass = 0; pass < 20 && toStaff().length < perHour; pass++) await delivery.runOnce()
    expect(toStaff()).toHaveLength(perHour)
    expect((await outbox(DIGEST_KIND))[0]!.status).toBe('waiting') // not due yet

    clock.offsetMs = (digestDelayMinutes + 1) * 60_000
    for (let pass = 0; pass < 20 && toStaff().length < perHour + 1; pass++) await delivery.runOnce()
    const [digest, ...more] = toStaff().slice(perHour)
    expect(more).toEqual([])
    expect(digest!.parsed.subject).toBe('Held notifications: submissions during a busy hour')
    expect(digest!.parsed.text).toContain(`Contact message from Sender ${perHour}`)
    expect(digest!.parsed.text).toContain(`Contact message from Sender ${perHour + 1}`)

    // The hour is still full: the next one is held again, in a digest of its own.
    await delivery.stop() // its clock is ahead: it would send the new digest at once
    await sendContact(perHour + 2)
    const all = await outbox(DIGEST_KIND)
    expect(all.map((row) => row.status)).toEqual(['sent', 'waiting'])
    expect(all[1]!.text.split('\n').filter((line) => line.startsWith('- '))).toEqual([
      expect.stringContaining(`Contact message from Sender ${perHour + 2}`),
    ])
  })

  test('submissions at the same moment (several connections on PostgreSQL) share one digest', async () => {
    const earlier = Array.from({ length: perHour }, (_, i) => ({
      kind: 'notification',
      to: [...emails.notifications],
      subject: `Earlier submission ${i}`,
      text: 'Earlier.',
    }))
    await enqueueMails(t.db, earlier)
    const references = await Promise.all(Array.from({ length: 8 }, (_, i) => sendContact(i)))
    const [digest, ...more] = await outbox(DIGEST_KIND)
    expect(more).toEqual([])
    const lines = digest!.text.split('\n').filter((line) => line.startsWith('- '))
    expect(lines.map((line) => line.split(' ').find((word) => references.includes(word))).sort()).toEqual(
      [...references].sort(),
    )
    expect(await outbox('notification')).toHaveLength(perHour)
  })

  test('an hour later, notifications are sent one by one again', async () => {
    for (let n = 0; n < perHour + 1; n++) await sendContact(n)
    await t.db.execute(sql`update outbox_messages set created_at = created_at - interval '61 minutes'`)
    await sendContact(perHour + 1)
    expect(await outbox('notification')).toHaveLength(perHour + 1)
    expect(await outbox(DIGEST_KIND)).toHaveLength(1)
  })
})
