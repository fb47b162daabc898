import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { electionCommunity, electionInput, type TestUnit } from '../tests/factories/elections'
import { signedInStaff } from '../tests/factories/staff'
import { surveyInput } from '../tests/factories/surveys'
import { captureLogger } from '../tests/setup/capture-logger'
import { loadServerBuild, startTestApp, type TestApp } from '../tests/setup/test-app'
import { setupTestDatabase } from '../tests/setup/test-database'
import { startTestSmtpServer, type TestSmtpServer } from '../tests/setup/test-smtp-server'
import { sweepDueConfirmations } from '~/features/elections/confirmations.server'
import { issueCredentials } from '~/features/elections/credentials.server'
import { loadSnapshot } from '~/features/elections/snapshot.server'
import { startMailDelivery, type MailDelivery } from '~/features/mail/mail-delivery.server'
import { createSurvey } from '~/features/surveys/surveys.server'
import { publishSurvey } from '~/features/surveys/lifecycle.server'
import { SurveyInputSchema } from '~/features/surveys/schemas'
import { electionMailer } from '~/routes/api/elections/election-api.server'
import { surveyMailer } from '~/routes/api/surveys/survey-api.server'

// Decision 0018, end to end: an election opens and its invitations (and a survey's) go out through a real
// SMTP conversation, over HTTP through the app the server runs, with its request log captured. The owner
// receives a working link; no table, no log line and no staff answer about the outbox holds one.

const ORIGIN = 'https://hoa.example.test'
const TOKEN_SHAPED = /[A-Za-z0-9_-]{43}/g
const PLACEHOLDER = '[voting link, hidden from staff]'

const t = setupTestDatabase()
let loaded: Awaited<ReturnType<typeof loadServerBuild>>
beforeAll(async () => {
  loaded = await loadServerBuild()
}, 180_000)
afterAll(() => loaded?.close())

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

type Setup = {
  app: TestApp
  smtp: TestSmtpServer
  delivery: MailDelivery
  /** Every log line so far, once each request sent has its own (written as its response finishes). */
  lines: () => Promise<string[]>
  staff: { user: { id: string; name: string; role: 'admin' | 'manager' | 'board' }; token: string }
  call: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>
}

async function setup(): Promise<Setup> {
  const log = captureLogger()
  const app = await startTestApp(t.db, loaded.build, {
    logger: log.logger,
    env: { PUBLIC_ORIGIN: ORIGIN, API_RATE_LIMIT_PER_MINUTE: '100000' },
  })
  cleanups.push(app.close)
  const smtp = await startTestSmtpServer()
  cleanups.push(smtp.close)
  const delivery = startMailDelivery({
    db: t.db,
    logger: log.logger.child({ component: 'mail' }),
    smtpUrl: smtp.url,
    from: 'Wasatch Crest HOA Management <no-reply@example.com>',
    pollIntervalMs: 3_600_000,
    recheckAfterWakeMs: 3_600_000,
  })
  cleanups.push(delivery.stop)
  const staff = await signedInStaff(t.db, { role: 'admin', name: 'Sam Staff' })
  let sent = 0
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    sent++
    return fetch(`${app.origin}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  }
  const lines = async () => {
    await vi.waitFor(() => expect(log.lines().filter((line) => 'responseTime' in line)).toHaveLength(sent))
    return log.lines().map((line) => JSON.stringify(line))
  }
  return { app, smtp, delivery, staff, call, lines }
}

const bearer = (s: Setup) => ({ Authorization: `Bearer ${s.staff.token}` })

type Created = { id: string; contests: Array<{ id: string; options: Array<{ id: string }> }> }

async function openElection(s: Setup, units: TestUnit[]) {
  const community = await electionCommunity(t.db, s.staff.user, units)
  const input = JSON.parse(JSON.stringify(electionInput(community.id)))
  const created = (await (await s.call('POST', '/api/elections', input, bearer(s))).json()) as Created
  const opened = await s.call('POST', `/api/elections/${created.id}/open`, {}, bearer(s))
  expect(opened.status).toBe(200)
  return { community, election: created }
}

const votingTokenIn = (text: string | undefined) => /\/vote\/([A-Za-z0-9_-]{43})\b/.exec(text ?? '')?.[1]

/** Every row of every table, as PostgreSQL writes it as text. */
async function databaseDump(): Promise<string> {
  const tables = (await t.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: Array<{ tablename: string }> }
  const out: string[] = []
  for (const { tablename } of tables.rows) {
    const rows = (await t.db.execute(sql.raw(`select t::text as row from "${tablename}" t`))) as unknown as {
      rows: Array<{ row: string }>
    }
    out.push(...rows.rows.map((r) => `${tablename}: ${r.row}`))
  }
  return out.join('\n')
}

/** What staff can read of the outbox over the API: the list and every message in full. */
async function staffOutbox(s: Setup): Promise<string> {
  const list = await s.call('GET', '/api/staff/outbox?pageSize=100', undefined, bearer(s))
  expect(list.status).toBe(200)
  const page = (await list.json()) as { messages: Array<{ id: string }> }
  const answers = [JSON.stringify(page)]
  for (const { id } of page.messages) {
    const one = await s.call('GET', `/api/staff/outbox/${id}`, undefined, bearer(s))
    expect(one.status).toBe(200)
    answers.push(await one.text())
  }
  return answers.join('\n')
}

const ballotStatus = async (s: Setup, token: string) =>
  (await s.call('GET', `/api/elections/ballot/${token}`)).status

test('after the invitations are delivered over SMTP, only the owners hold working links', async () => {
  const s = await setup()
  const units: TestUnit[] = [
    { label: 'U1', weight: '1', emails: ['ann@example.com', 'al@example.com'] },
    { label: 'U2', weight: '1', emails: ['bo@example.com'] },
    { label: 'P1', weight: '1' },
  ]
  const { community, election } = await openElection(s, units)
  const created = await createSurvey(
    t.db,
    s.staff.user,
    SurveyInputSchema.parse(surveyInput({ audience: 'invitation', communityId: community.id })),
  )
  await publishSurvey(t.db, s.staff.user, created.id, { mailer: surveyMailer, origin: ORIGIN })

  // Waiting for the mail server (or, without SMTP_URL, for ever): staff read placeholders only.
  const waiting = await staffOutbox(s)
  expect(waiting).toContain(PLACEHOLDER)
  expect(waiting).toContain('[survey link, hidden from staff]')
  expect(votingTokenIn(waiting)).toBeUndefined()

  await s.delivery.runOnce()
  const received = s.smtp.received
  expect(received.map((m) => m.envelope.to[0]).sort()).toEqual([
    'al@example.com',
    'al@example.com',
    'ann@example.com',
    'ann@example.com',
    'bo@example.com',
    'bo@example.com',
  ])
  const votingFor = (email: string) =>
    received
      .map((m) => (m.envelope.to[0] === email ? votingTokenIn(m.parsed.text) : undefined))
      .find(Boolean)!
  const voting = ['ann@example.com', 'al@example.com', 'bo@example.com'].map(votingFor)
  const survey = received
    .map((m) => /\?token=([A-Za-z0-9_-]{43})/.exec(m.parsed.text ?? '')?.[1])
    .filter((x): x is string => Boolean(x))
  // One link per unit, mailed to each of its owners.
  expect(voting[0]).toBe(voting[1])
  expect(new Set(voting).size).toBe(2)
  expect(survey).toHaveLength(3)

  // The owners' links work: the page, the ballot, a vote. Requests that carry one in the referrer, in
  // another letter case, or that fail are logged too.
  const [ann, al, bo] = voting as [string, string, string]
  expect((await s.call('GET', `/vote/${ann}`)).status).toBe(200)
  expect(await ballotStatus(s, ann)).toBe(200)
  const [race, measure] = election.contests
  const cast = await s.call('POST', `/api/elections/ballot/${bo}`, {
    choices: [
      { contestId: race!.id, optionIds: [race!.options[0]!.id] },
      { contestId: measure!.id, optionIds: [measure!.options[0]!.id] },
    ],
  })
  expect(cast.status).toBe(201)
  expect((await s.call('GET', `/survey/${created.id}?token=${survey[0]}`)).status).toBe(200)
  await s.call('GET', '/api/elections/public', undefined, { Referer: `${ORIGIN}/vote/${al}` })
  expect((await s.call('GET', `/api/elections/ballot/${al}/more`)).status).toBe(404)
  await s.call('GET', `/VOTE/${al}`)

  const places = {
    database: await databaseDump(),
    log: (await s.lines()).join('\n'),
    staff: await staffOutbox(s),
  }
  expect(places.log).toContain('/vote/[redacted]')
  for (const [place, text] of Object.entries(places)) {
    for (const secret of [...voting, ...survey]) expect(text, place).not.toContain(secret)
    // Anything token-shaped there (hashes, keys) is not a link the ballot accepts.
    const candidates = [...new Set(text.match(TOKEN_SHAPED) ?? [])]
    for (const candidate of candidates) expect(await ballotStatus(s, candidate), place).not.toBe(200)
  }
  // And the owners' links of the unit that has not voted still do.
  expect(await ballotStatus(s, al)).toBe(200)
})

test('a message that failed is retried by staff with a new link that works; a unit that voted gets none', async () => {
  const s = await setup()
  const units: TestUnit[] = [
    { label: 'U1', weight: '1', emails: ['ann@example.com'] },
    { label: 'U2', weight: '1', emails: ['bo@example.com'] },
  ]
  s.smtp.failure = { at: 'RCPT TO', code: 550, message: '5.1.1 Mailbox unavailable' }
  const { election } = await openElection(s, units)
  await s.delivery.runOnce()
  const list = (await (await s.call('GET', '/api/staff/outbox', undefined, bearer(s))).json()) as {
    messages: Array<{ id: string; to: string[]; status: string }>
  }
  expect(list.messages.map((m) => m.status)).toEqual(['failed', 'failed'])
  const idOf = (email: string) => list.messages.find((m) => m.to.includes(email))!.id
  s.smtp.failure = null

  // U2 has voted meanwhile (on a link from elsewhere): its retry is refused and changes nothing.
  const roll = await loadSnapshot(t.db, election.id)
  const [spare] = await issueCredentials(t.db, election.id, [roll.find((u) => u.label === 'U2')!.unitId])
  const [race, measure] = election.contests
  const choices = [
    { contestId: race!.id, optionIds: [race!.options[0]!.id] },
    { contestId: measure!.id, optionIds: [measure!.options[1]!.id] },
  ]
  expect((await s.call('POST', `/api/elections/ballot/${spare!.token}`, { choices })).status).toBe(201)
  // Its owner is told the unit voted (the confirmation carries no link); that mail goes first.
  const confirmation = s.smtp.nextMail()
  await sweepDueConfirmations(t.db, electionMailer)
  await s.delivery.runOnce()
  expect((await confirmation).envelope.to).toEqual(['bo@example.com'])
  const refused = await s.call('POST', `/api/staff/outbox/${idOf('bo@example.com')}/retry`, {}, bearer(s))
  expect(refused.status).toBe(409)
  expect(((await refused.json()) as { message: string }).message).toBe(
    'U2 has already voted, so no new voting link is needed.',
  )

  const retried = await s.call('POST', `/api/staff/outbox/${idOf('ann@example.com')}/retry`, {}, bearer(s))
  expect(retried.status).toBe(200)
  const answer = await retried.text()
  expect(answer).toContain(PLACEHOLDER)
  expect(answer).not.toMatch(/sealedLink|linkRef/)
  const arriving = s.smtp.nextMail()
  await s.delivery.runOnce()
  const mail = await arriving
  expect(mail.envelope.to).toEqual(['ann@example.com'])
  const token = votingTokenIn(mail.parsed.text)!
  expect(await ballotStatus(s, token)).toBe(200)
  expect((await s.call('POST', `/api/elections/ballot/${token}`, { choices })).status).toBe(201)

  const audit = (await (
    await s.call('GET', `/api/elections/${election.id}/audit`, undefined, bearer(s))
  ).json()) as { events: Array<{ kind: string; actorName: string; details: Record<string, unknown> }> }
  expect(audit.events.filter((e) => e.kind === 'link_reissued')).toEqual([
    expect.objectContaining({ actorName: 'Sam Staff', details: expect.objectContaining({ units: ['U1'] }) }),
  ])
  for (const text of [await databaseDump(), (await s.lines()).join('\n'), await staffOutbox(s)])
    expect(text).not.toContain(token)
})

test('the printed notice and its CSV are where staff see links, and each is in the audit log', async () => {
  const s = await setup()
  const { election } = await openElection(s, [
    { label: 'U1', weight: '1', emails: ['ann@example.com'] },
    { label: 'P1', weight: '1' },
    { label: 'P2', weight: '1' },
  ])
  const printed = await s.call('POST', `/api/elections/${election.id}/notices`, {}, bearer(s))
  const notices = ((await printed.json()) as { notices: Array<{ link: string }> }).notices
  expect(notices).toHaveLength(2)
  const csv = await (
    await s.call('GET', `/api/elections/${election.id}/notices.csv`, undefined, bearer(s))
  ).text()
  const csvTokens = [...csv.matchAll(/\/vote\/([A-Za-z0-9_-]{43})/g)].map((m) => m[1]!)
  expect(csvTokens).toHaveLength(2)
  for (const token of csvTokens) expect(await ballotStatus(s, token)).toBe(200)
  const audit = (await (
    await s.call('GET', `/api/elections/${election.id}/audit`, undefined, bearer(s))
  ).json()) as { events: Array<{ kind: string; actorName: string }> }
  expect(audit.events.filter((e) => e.kind === 'notices_printed').map((e) => e.actorName)).toEqual([
    'Sam Staff',
    'Sam Staff',
  ])
  expect((await s.lines()).join('\n')).not.toMatch(/\/vote\/[A-Za-z0-9_-]{43}/)
})
