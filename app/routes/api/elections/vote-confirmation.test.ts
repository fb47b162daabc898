import type { IncomingMessage, ServerResponse } from 'node:http'
import { sql } from 'drizzle-orm'
import { pino } from 'pino'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { staffActor } from '../../../../tests/factories/communities'
import {
  electionCommunity,
  electionInput,
  openedElection,
  pick,
  type OpenedElection,
} from '../../../../tests/factories/elections'
import { apiCall } from '../../../../tests/setup/api-call'
import { countStatements } from '../../../../tests/setup/statement-counter'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { startTestSmtpServer, type TestSmtpServer } from '../../../../tests/setup/test-smtp-server'
import { sweepDueConfirmations } from '~/features/elections/confirmations.server'
import { createElection } from '~/features/elections/elections.server'
import { openElection } from '~/features/elections/lifecycle.server'
import { startMailDelivery, type MailDelivery } from '~/features/mail/mail-delivery.server'
import { createSession } from '~/features/staff/sessions.server'
import { formatCalendarDay, utahToday } from '~/lib/dates'
import * as ballotRoute from './ballot'
import { electionMailer } from './election-api.server'
import * as paperRoute from './paper-ballots'

// After a ballot is recorded, the unit's owners on the frozen roll get one email saying the unit voted,
// when and how, and never what it chose; queued by the sweep the server runs every few seconds and
// delivered here by the outbox to a real SMTP server.

const t = setupTestDatabase()
let staff: Awaited<ReturnType<typeof staffActor>>
let token: string
let smtp: TestSmtpServer
let delivery: MailDelivery

const UNITS = [
  { label: 'Lot 12', weight: '1', emails: ['ann@example.com', 'bo@example.com'] },
  { label: 'Lot 14', weight: '1', emails: ['cy@example.com'] },
  { label: 'Lot 16', weight: '1' },
]

beforeEach(async () => {
  staff = await staffActor(t.db, 'manager')
  token = (await createSession(t.db, staff.id)).token
  smtp = await startTestSmtpServer()
  delivery = startMailDelivery({
    db: t.db,
    logger: pino({ level: 'silent' }),
    smtpUrl: smtp.url,
    from: 'Elections <no-reply@example.com>',
    pollIntervalMs: 3_600_000,
    recheckAfterWakeMs: 3_600_000,
  })
})

afterEach(async () => {
  await delivery.stop()
  await smtp.close()
})

async function election(overrides: Record<string, unknown> = {}) {
  const community = await electionCommunity(t.db, staff, UNITS)
  return openedElection(t.db, staff, community.id, { title: 'Annual meeting 2026', ...overrides })
}

const choices = (e: OpenedElection) => [pick(e, 0, 'Ana Ortiz'), pick(e, 1, 'Yes')]
const castOnline = (e: OpenedElection, label: string) => {
  const voting = e.links.get(label)!
  return apiCall(t.db, ballotRoute.action, `/api/elections/ballot/${voting}`, {
    method: 'POST',
    body: { choices: choices(e) },
    params: { token: voting },
  })
}
const keyPaper = (e: OpenedElection, label: string) =>
  apiCall(t.db, paperRoute.action, `/api/elections/${e.id}/paper-ballots`, {
    method: 'POST',
    token,
    body: { unitId: e.unitIds.get(label), method: 'paper', choices: choices(e) },
    params: { id: e.id },
  })

const sweep = () => sweepDueConfirmations(t.db, electionMailer)
const queuedCount = async () =>
  (
    (await t.db.execute(sql`select count(*)::int as n from outbox_messages`)) as {
      rows: Array<{ n: number }>
    }
  ).rows[0]!.n

async function delivered() {
  await sweep()
  await delivery.runOnce()
  return smtp.received
}

const today = formatCalendarDay(utahToday())

describe('the owners hear that their unit voted', () => {
  test('an online ballot sends one email to every owner of the unit, with the day and how, never a choice or the receipt', async () => {
    const e = await election()
    const response = await castOnline(e, 'Lot 12')
    expect(response.status).toBe(201)
    const { receipt } = (await response.json()) as { receipt: string }
    const mails = await delivered()
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.envelope.to.sort()).toEqual(['ann@example.com', 'bo@example.com'])
    expect(mail.parsed.subject).toBe('Lot 12 voted in Annual meeting 2026')
    const text = mail.parsed.text ?? ''
    expect(text).toContain(
      `Lot 12 voted in Annual meeting 2026 on ${today}, online, with the unit’s voting link.`,
    )
    expect(text).toContain('contact Wasatch Crest HOA Management right away')
    for (const secretPart of [receipt, 'Ana Ortiz', 'Ben Cho', 'Yes']) {
      expect(text).not.toContain(secretPart)
      expect(mail.raw).not.toContain(secretPart)
    }
  })

  test('a paper ballot keyed by staff says it was on paper; a unit without email gets none', async () => {
    const e = await election()
    expect((await keyPaper(e, 'Lot 14')).status).toBe(201)
    expect((await keyPaper(e, 'Lot 16')).status).toBe(201)
    const mails = await delivered()
    expect(mails.map((m) => m.envelope.to)).toEqual([['cy@example.com']])
    expect(mails[0]!.parsed.text).toContain(
      `Lot 14 voted in Annual meeting 2026 on ${today}, on a paper ballot, entered by the management company.`,
    )
  })

  test('an election that sends no confirmations queues nothing', async () => {
    const e = await election({ sendConfirmations: false })
    expect((await castOnline(e, 'Lot 12')).status).toBe(201)
    expect((await keyPaper(e, 'Lot 14')).status).toBe(201)
    expect(await sweep()).toBe(0)
    expect(await queuedCount()).toBe(0)
    expect(await delivered()).toHaveLength(0)
  })

  test('a changed vote says so; a vote already confirmed is not confirmed again', async () => {
    const e = await election({ revoteAllowed: true })
    expect((await castOnline(e, 'Lot 14')).status).toBe(201)
    expect(await delivered()).toHaveLength(1)
    expect(await sweep()).toBe(0)
    expect((await castOnline(e, 'Lot 14')).status).toBe(201)
    const mails = await delivered()
    expect(mails).toHaveLength(2)
    expect(mails[1]!.parsed.subject).toBe('Lot 14 changed its vote in Annual meeting 2026')
  })

  test('the cast only marks the email due: it is stored with the ballot and queued once by the sweeps', async () => {
    const e = await election()
    expect((await castOnline(e, 'Lot 12')).status).toBe(201)
    expect((await keyPaper(e, 'Lot 14')).status).toBe(201)
    // Nothing is in the outbox until a sweep runs: a server stopped now sends both after its restart.
    expect(await queuedCount()).toBe(0)
    // Two instances sweeping at once: each due email is taken by one of them.
    const swept = await Promise.all([sweep(), sweep()])
    expect(swept.reduce((a, b) => a + b)).toBe(2)
    expect(await queuedCount()).toBe(2)
    expect(await sweep()).toBe(0)
  })

  test('a refused ballot sends nothing: the email is stored with the ballot or not at all', async () => {
    const e = await election()
    expect((await keyPaper(e, 'Lot 12')).status).toBe(201)
    expect((await keyPaper(e, 'Lot 12')).status).toBe(409)
    expect(await delivered()).toHaveLength(1)
  })
})

test('the confirmation adds no statement to a cast: a flag on the row the cast writes anyway', async () => {
  await delivery.stop() // its sending, woken by the queued message, is no part of the cast
  const statementsOfCast = async (e: OpenedElection) => {
    const counter = countStatements(t.db)
    let answered!: Promise<Response>
    counter.serve(() => {
      answered = castOnline(e, 'Lot 12')
    })({} as IncomingMessage, {} as ServerResponse)
    expect((await answered).status).toBe(201)
    counter.stop()
    return counter.perRequest()[0]!
  }
  const without = await statementsOfCast(await election({ sendConfirmations: false }))
  const withMail = await statementsOfCast(await election())
  expect(withMail.length).toBe(without.length)
  expect(withMail.join('\n')).not.toMatch(/outbox_messages/i)
})

describe('an owner who reads Spanish', () => {
  test('gets the invitation in Spanish through the SMTP server, with a link to the Spanish ballot', async () => {
    const community = await electionCommunity(t.db, staff, UNITS)
    await t.db.execute(sql`update community_owners set language = 'es' where email = 'cy@example.com'`)
    const created = await createElection(
      t.db,
      staff,
      electionInput(community.id, { title: 'Annual meeting 2026' }),
    )
    await openElection(t.db, staff, created.id, { mailer: electionMailer, origin: 'https://hoa.example' })
    await delivery.runOnce()
    const invitation = smtp.received.find((mail) => mail.envelope.to.includes('cy@example.com'))!
    expect(invitation.parsed.subject).toBe('Su boleta: Annual meeting 2026')
    expect(invitation.parsed.text).toContain('La votación de Annual meeting 2026 está abierta.')
    expect(invitation.parsed.text).toMatch(/\/es\/vote\/[A-Za-z0-9_-]{43}/)
    expect(invitation.parsed.html).toContain('lang="es"')
    const english = smtp.received.find((mail) => mail.envelope.to.includes('ann@example.com'))!
    expect(english.parsed.subject).toBe('Your ballot: Annual meeting 2026')
    expect(english.parsed.text).not.toContain('/es/vote/')
  })
})
