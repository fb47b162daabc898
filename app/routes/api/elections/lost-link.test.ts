import type { IncomingMessage, ServerResponse } from 'node:http'
import { pino } from 'pino'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { staffActor } from '../../../../tests/factories/communities'
import {
  electionCommunity,
  openedElection,
  pick,
  unitsOf,
  type OpenedElection,
} from '../../../../tests/factories/elections'
import { apiCall } from '../../../../tests/setup/api-call'
import { countRows } from '../../../../tests/setup/route-context'
import { countStatements } from '../../../../tests/setup/statement-counter'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { startTestSmtpServer, type TestSmtpServer } from '../../../../tests/setup/test-smtp-server'
import { startMailDelivery, type MailDelivery } from '~/features/mail/mail-delivery.server'
import { backgroundWorkSettled } from '~/lib/background-work.server'
import * as ballotRoute from './ballot'
import * as lostLinkRoute from './lost-link'

// "Lost your link?" through its endpoint, with the outbox delivered to a real SMTP server: a request sends
// one more link and takes none away, and the answer is given before the roll is even looked at.

const t = setupTestDatabase()
let election: OpenedElection
let smtp: TestSmtpServer
let delivery: MailDelivery

beforeEach(async () => {
  const staff = await staffActor(t.db, 'manager')
  const community = await electionCommunity(t.db, staff, unitsOf(2))
  election = await openedElection(t.db, staff, community.id)
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

const lostLink = (email: string) =>
  apiCall(t.db, lostLinkRoute.action, '/api/elections/lost-link', { method: 'POST', body: { email } })
const openBallot = (token: string) =>
  apiCall(t.db, ballotRoute.loader, `/api/elections/ballot/${token}`, { params: { token } })
const cast = (token: string) =>
  apiCall(t.db, ballotRoute.action, `/api/elections/ballot/${token}`, {
    method: 'POST',
    body: { choices: [pick(election, 1, 'Yes')] },
    params: { token },
  })

/** The link in the one message the SMTP server has received once the queued work and the outbox have run. */
async function mailedToken(): Promise<string> {
  await backgroundWorkSettled()
  await delivery.runOnce() // after the pass the enqueue woke, if that one has not sent it already
  expect(smtp.received).toHaveLength(1)
  const mail = smtp.received[0]!
  expect(mail.envelope.to).toEqual(['owner1@example.com'])
  expect(mail.parsed.text).toContain('An earlier link for this unit keeps working too')
  return /\/vote\/([\w-]{43})/.exec(mail.parsed.text ?? '')![1]!
}

const answer = {
  message:
    'If that email address is on the roll of an open election, a new voting link is on its way to it. A link you already had keeps working too, until one of them is used to vote.',
}

describe('a new link does not take the old one away', () => {
  test('after a request the owner’s first link still opens the ballot; voting with the new one retires it', async () => {
    const first = election.links.get('U1')!
    const response = await lostLink('owner1@example.com')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(answer)
    const second = await mailedToken()
    expect(second).not.toBe(first)

    // Both links open the ballot until one of them votes.
    for (const token of [first, second]) {
      const opened = await openBallot(token)
      expect(opened.status).toBe(200)
      expect(await opened.json()).toMatchObject({ unit: { label: 'U1' }, status: 'open' })
    }
    expect((await cast(second)).status).toBe(201)
    const retired = await openBallot(first)
    expect(retired.status).toBe(404)
    expect((await cast(first)).status).toBe(404)
    expect(await (await openBallot(second)).json()).toMatchObject({ status: 'voted' })
  })

  test('voting with the first link retires the one sent later instead; other units’ links are untouched', async () => {
    await lostLink('owner1@example.com')
    const second = await mailedToken()
    expect((await cast(election.links.get('U1')!)).status).toBe(201)
    expect((await openBallot(second)).status).toBe(404)
    expect((await openBallot(election.links.get('U2')!)).status).toBe(200)
  })
})

describe('the answer tells nothing about the address', () => {
  /** The statements sent on behalf of one request, and its answer (as the query-count test counts them). */
  async function counted(email: string) {
    const counter = countStatements(t.db)
    let answered!: Promise<Response>
    counter.serve(() => {
      answered = lostLink(email)
    })({} as IncomingMessage, {} as ServerResponse)
    const response = await answered
    const atAnswer = counter.perRequest()[0]!
    await backgroundWorkSettled()
    const afterWork = counter.perRequest()[0]!
    counter.stop()
    return { status: response.status, body: await response.json(), atAnswer, afterWork }
  }

  test('an address on the roll and one on none take the same statements; the roll is read only after the answer', async () => {
    const credentialsBefore = await countRows(t.db, 'election_credentials')
    const known = await counted('owner1@example.com')
    // The work did happen, outside the request: one more credential and one message in the outbox.
    expect(await countRows(t.db, 'election_credentials')).toBe(credentialsBefore + 1)
    expect(await countRows(t.db, 'outbox_messages')).toBe(1)

    const unknown = await counted('nobody@example.com')
    expect(await countRows(t.db, 'election_credentials')).toBe(credentialsBefore + 1)

    expect(unknown.status).toBe(known.status)
    expect(unknown.body).toEqual(known.body)
    expect(unknown.atAnswer).toEqual(known.atAnswer)
    // Nothing the request did touches an election: only its two rate limits.
    expect(known.atAnswer.join('\n')).not.toMatch(/election/)
    expect(known.atAnswer.filter((statement) => /rate_limit_buckets/.test(statement))).toHaveLength(2)
    // Everything sent on the request's behalf, even after its answer, is what was sent before it.
    expect(known.afterWork).toEqual(known.atAnswer)
  })
})
