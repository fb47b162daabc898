import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, test } from 'vitest'
import { captureLogger } from '../../../tests/setup/capture-logger'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { startTestSmtpServer, type TestSmtpServer } from '../../../tests/setup/test-smtp-server'
import { outboxMessages } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { startMailDelivery } from './mail-delivery.server'
import { composeMail } from './mail-template'
import { enqueueMail, getOutboxMessage, listOutbox, retryOutboxMessage } from './outbox.server'

// Decision 0018: a message carrying a voting link keeps it readable only for the mail server. What staff
// read (the stored bodies, the staff list and detail) shows a placeholder; the link is sealed in its own
// column until the message is sent or finally fails, then erased.

const t = setupTestDatabase()
const FROM = 'Wasatch Crest HOA Management <no-reply@example.com>'
const PLACEHOLDER = '[voting link, hidden from staff]'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function smtpServer(): Promise<TestSmtpServer> {
  const server = await startTestSmtpServer()
  cleanups.push(server.close)
  return server
}

function worker(smtpUrl: string) {
  const log = captureLogger()
  const delivery = startMailDelivery({
    db: t.db,
    logger: log.logger,
    smtpUrl,
    from: FROM,
    pollIntervalMs: 3_600_000,
    recheckAfterWakeMs: 3_600_000,
  })
  cleanups.push(delivery.stop)
  return { delivery, log }
}

const newLink = () => `https://vote.example.test/vote/${randomBytes(32).toString('base64url')}`

function invitation(url: string, to = 'owner@example.com') {
  const content = composeMail({
    subject: 'Your ballot: Annual meeting',
    heading: 'Annual meeting',
    intro: ['Voting is open.'],
    fields: [
      { label: 'Unit', value: '12B' },
      { label: 'Your voting link', value: url },
    ],
  })
  return enqueueMail(t.db, {
    kind: 'invitation',
    to: [to],
    subject: content.subject,
    text: content.text,
    html: content.html,
    subjectType: 'election',
    subjectId: 'e1',
    hiddenLink: { url, label: 'voting link', ref: { election: 'e1', credential: 'c1' } },
  })
}

/** Every column of every outbox row, as text. */
async function outboxDump(): Promise<string> {
  const rows = (await t.db.execute(sql`select m::text as row from outbox_messages m`)) as unknown as {
    rows: Array<{ row: string }>
  }
  return rows.rows.map((r) => r.row).join('\n')
}

const sealedOf = async (id: string) =>
  (
    await t.db
      .select({ sealed: outboxMessages.sealedLink })
      .from(outboxMessages)
      .where(eq(outboxMessages.id, id))
  )[0]!.sealed

describe('a message that carries a voting link', () => {
  test('staff read a placeholder; the recipient gets the link over SMTP; once sent, no copy is left', async () => {
    const url = newLink()
    const row = await invitation(url)
    expect(row.textBody).toContain(`Your voting link: ${PLACEHOLDER}`)
    expect(row.htmlBody).toContain(PLACEHOLDER)
    expect(row.linkLabel).toBe('voting link')
    expect(row).not.toHaveProperty('sealedLink')
    expect(row).not.toHaveProperty('linkRef')
    const waiting = await getOutboxMessage(t.db, row.id)
    expect(waiting).not.toHaveProperty('sealedLink')
    expect(JSON.stringify([waiting, await listOutbox(t.db)])).not.toContain(url)
    // Waiting, the link exists only sealed: the row as text does not hold it.
    expect(await outboxDump()).not.toContain(url.split('/vote/')[1])
    expect(await sealedOf(row.id)).not.toBeNull()

    const smtp = await smtpServer()
    const arriving = smtp.nextMail()
    const { delivery, log } = worker(smtp.url)
    const mail = await arriving
    await delivery.runOnce()
    expect(mail.parsed.text).toContain(`Your voting link: ${url}`)
    expect(mail.parsed.html).toContain(url)
    expect(mail.parsed.text).not.toContain(PLACEHOLDER)

    const sent = await getOutboxMessage(t.db, row.id)
    expect(sent.status).toBe('sent')
    expect(sent.textBody).toContain(PLACEHOLDER)
    expect(await sealedOf(row.id)).toBeNull()
    expect(await outboxDump()).not.toContain(url.split('/vote/')[1])
    expect(JSON.stringify(log.lines())).not.toContain(url.split('/vote/')[1])
  })

  test('a link that is not in the text is a bug in the caller: nothing is stored', async () => {
    await expect(
      enqueueMail(t.db, {
        kind: 'invitation',
        to: ['owner@example.com'],
        subject: 'Your ballot',
        text: 'No link here',
        hiddenLink: { url: newLink(), label: 'voting link', ref: {} },
      }),
    ).rejects.toThrow('the hidden link does not appear')
    expect(await t.db.select().from(outboxMessages)).toEqual([])
  })

  test('a refused message loses its link, even from the error noted; a retry sends a new one', async () => {
    const url = newLink()
    const token = url.split('/vote/')[1]!
    const smtp = await smtpServer()
    // A server whose refusal quotes the message back.
    smtp.failure = { at: 'DATA', code: 554, message: `5.7.1 Rejected: ${url} looks like spam` }
    const row = await invitation(url)
    const { delivery, log } = worker(smtp.url)
    await delivery.runOnce()
    const failed = await getOutboxMessage(t.db, row.id)
    expect(failed.status).toBe('failed')
    expect(failed.lastError).toContain('[hidden link]')
    expect(await sealedOf(row.id)).toBeNull()
    expect(await outboxDump()).not.toContain(token)
    expect(JSON.stringify(log.lines())).not.toContain(token)

    // Without a feature to issue a new link, the retry is refused and changes nothing.
    await expect(retryOutboxMessage(t.db, row.id)).rejects.toMatchObject({
      status: 409,
      message:
        'The voting link in this message was erased when delivery failed, and no new one can be issued for it.',
    })
    // The feature may refuse too (voting is over, say): still nothing changes.
    const refuse = async () => {
      throw new AppError(
        'link_not_reissued',
        409,
        'Voting in this election is over, so no new voting link is sent.',
      )
    }
    await expect(retryOutboxMessage(t.db, row.id, refuse)).rejects.toMatchObject({ status: 409 })
    expect(await getOutboxMessage(t.db, row.id)).toEqual(failed)

    smtp.failure = null
    const fresh = newLink()
    const asked: unknown[] = []
    const retried = await retryOutboxMessage(t.db, row.id, async (_tx, message) => {
      asked.push(message.linkRef)
      return { url: fresh, ref: { election: 'e1', credential: 'c2' } }
    })
    expect(asked).toEqual([{ election: 'e1', credential: 'c1' }])
    expect(retried.status).toBe('waiting')
    expect(JSON.stringify(retried)).not.toContain(fresh)
    const arriving = smtp.nextMail()
    await delivery.runOnce()
    const mail = await arriving
    expect(mail.parsed.text).toContain(`Your voting link: ${fresh}`)
    expect(mail.parsed.text).not.toContain(url)
    expect((await getOutboxMessage(t.db, row.id)).status).toBe('sent')
    expect(await sealedOf(row.id)).toBeNull()
  })

  test('a sealed link moved to another message does not open there: that message fails, nothing is sent', async () => {
    const first = await invitation(newLink(), 'ann@example.com')
    const second = await invitation(newLink(), 'bo@example.com')
    await t.db
      .update(outboxMessages)
      .set({ sealedLink: await sealedOf(first.id) })
      .where(eq(outboxMessages.id, second.id))
    await t.db
      .update(outboxMessages)
      .set({ status: 'failed', sealedLink: null })
      .where(eq(outboxMessages.id, first.id))
    const smtp = await smtpServer()
    const { delivery } = worker(smtp.url)
    await delivery.runOnce()
    expect(smtp.received).toEqual([])
    const failed = await getOutboxMessage(t.db, second.id)
    expect(failed.status).toBe('failed')
    expect(failed.lastError).toBe(
      'The link in this message could not be opened: the server secret changed after it was queued. Retry now to send a new link.',
    )
    expect(await sealedOf(second.id)).toBeNull()
  })

  test('the database refuses a sent message that still holds a sealed link', async () => {
    const row = await invitation(newLink())
    await expect(
      t.db.update(outboxMessages).set({ status: 'sent' }).where(eq(outboxMessages.id, row.id)),
    ).rejects.toThrow()
  })
})
