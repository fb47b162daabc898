import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
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
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { createSession } from '~/features/staff/sessions.server'
import { utahToday } from '~/lib/dates'
import * as paperRoute from './paper-ballots'
import * as proxiesRoute from './proxies'
import * as proxyRoute from './proxy'

// Directed proxies through the staff endpoints: a proxy votes only while it is live and before its expiry
// day (Utah Code 16-6a-712(3)), and one already past that day is not recorded at all.

const t = setupTestDatabase()
let token: string
let election: OpenedElection

beforeEach(async () => {
  const staff = await staffActor(t.db, 'manager')
  token = (await createSession(t.db, staff.id)).token
  const community = await electionCommunity(t.db, staff, unitsOf(2))
  election = await openedElection(t.db, staff, community.id)
})

const params = () => ({ id: election.id })
const recordProxy = (body: object) =>
  apiCall(t.db, proxiesRoute.action, `/api/elections/${election.id}/proxies`, {
    method: 'POST',
    token,
    body: { unitId: election.unitIds.get('U1'), holderName: 'Pat Holder', kind: 'directed', ...body },
    params: params(),
  })
const keyDirectedBallot = () =>
  apiCall(t.db, paperRoute.action, `/api/elections/${election.id}/paper-ballots`, {
    method: 'POST',
    token,
    body: { unitId: election.unitIds.get('U1'), method: 'proxy', choices: [pick(election, 1, 'Yes')] },
    params: params(),
  })
const json = async (response: Response) => (await response.json()) as Record<string, unknown>

const today = utahToday()
const nothingVoted = async () => {
  expect(await countRows(t.db, 'election_participation')).toBe(0)
  expect(await countRows(t.db, 'election_ballots')).toBe(0)
}

describe('keying a directed proxy’s ballot', () => {
  test('a live directed proxy’s ballot is keyed: 201 with a receipt', async () => {
    expect((await recordProxy({ receivedOn: today })).status).toBe(201)
    const keyed = await keyDirectedBallot()
    expect(keyed.status).toBe(201)
    expect(await json(keyed)).toEqual({ receipt: expect.stringMatching(/^\w{4}-\w{4}-\w{4}$/) })
  })

  test('a revoked proxy cannot vote: 409 with a sentence, and no ballot is recorded', async () => {
    const recorded = (await json(await recordProxy({ receivedOn: today }))) as { proxy: { id: string } }
    const revoked = await apiCall(t.db, proxyRoute.action, '/x', {
      method: 'DELETE',
      token,
      body: { reason: 'The owner withdrew it in writing.' },
      params: { ...params(), proxyId: recorded.proxy.id },
    })
    expect(revoked.status).toBe(200)

    const keyed = await keyDirectedBallot()
    expect(keyed.status).toBe(409)
    expect(await json(keyed)).toEqual({
      message: `The proxy for U1 was revoked on ${today}, so its ballot cannot be counted. Reason given: The owner withdrew it in writing.`,
    })
    await nothingVoted()
  })

  test('an expired proxy cannot vote: 409 with a sentence, and no ballot is recorded', async () => {
    expect((await recordProxy({ receivedOn: '2026-01-05', expiresOn: today })).status).toBe(201)
    // Its last day has passed.
    await t.db.execute(sql`update election_proxies set expires_on = '2026-02-01'`)

    const keyed = await keyDirectedBallot()
    expect(keyed.status).toBe(409)
    expect(await json(keyed)).toEqual({
      message:
        'The proxy for U1 expired on 2026-02-01, so its ballot cannot be counted. Record a new proxy first, or enter the owner’s own ballot as a paper ballot.',
    })
    await nothingVoted()
  })
})

describe('recording a proxy', () => {
  test('one that expired in the past is refused with a field error, and nothing is saved', async () => {
    const stated = await recordProxy({ receivedOn: '2019-12-01', expiresOn: '2020-06-30' })
    expect(stated.status).toBe(422)
    const message = 'This proxy expired on 2020-06-30, so it cannot be recorded. Check the expiry date.'
    expect(await json(stated)).toEqual({ message, fieldErrors: { expiresOn: [message] } })

    // Without a stated expiry, the community's 11 months from the day received had ended too.
    const implied = await recordProxy({ receivedOn: '2020-01-15' })
    expect(implied.status).toBe(422)
    const body = await json(implied)
    expect(body.message).toBe(
      'A proxy received on 2020-01-15 expired on 2020-12-15 (this community’s 11-month validity), so it cannot be recorded. Check the date received, or enter the expiry date the proxy states.',
    )
    expect(body.fieldErrors).toEqual({ receivedOn: [body.message] })
    expect(await countRows(t.db, 'election_proxies')).toBe(0)
  })

  test('one that expires today is still recorded', async () => {
    expect((await recordProxy({ receivedOn: '2026-01-05', expiresOn: today })).status).toBe(201)
  })
})
