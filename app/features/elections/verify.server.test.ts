import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { apiCall } from '../../../tests/setup/api-call'
import { staffActor } from '../../../tests/factories/communities'
import {
  electionCommunity,
  openedElection,
  pick,
  unitsOf,
  vote,
  type OpenedElection,
} from '../../../tests/factories/elections'
import { queryRows } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { createSession } from '~/features/staff/sessions.server'
import * as verifyRoute from '~/routes/api/elections/verify'
import { checkedAudit } from './audit.server'
import { canonicalJson } from './chain.server'
import { certifyElection, closeElection, publishElection } from './lifecycle.server'
import { getResults } from './results.server'
import { recordTieResolution } from './ties.server'
import { FAILED_VERIFICATION_MESSAGE, verifyElection } from './verify.server'
import { requireElection } from './access.server'

// Results that prove themselves: what someone who can edit the database, but does not hold the server
// secret, might change after an election closes, and how each change is caught: on certify, publish,
// every read of the results, and GET /api/elections/:id/verify.

const t = setupTestDatabase()
let staff: Awaited<ReturnType<typeof staffActor>>
beforeEach(async () => {
  staff = await staffActor(t.db, 'manager')
})

const rows = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query)

/** Four units vote (Ana twice, Ben, Cara), and voting closes. */
async function closedElection(overrides: Record<string, unknown> = {}): Promise<OpenedElection> {
  const community = await electionCommunity(t.db, staff, unitsOf(4, '1.27'))
  const election = await openedElection(t.db, staff, community.id, {
    resultsVisibility: 'public',
    ...overrides,
  })
  for (const [unit, name] of [
    ['U1', 'Ana Ortiz'],
    ['U2', 'Ana Ortiz'],
    ['U3', 'Ben Cho'],
    ['U4', 'Cara Diaz'],
  ])
    await vote(t.db, election.links.get(unit!), [pick(election, 0, name!), pick(election, 1, 'Yes')])
  await closeElection(t.db, staff, election.id)
  return election
}

/** Ben and Cara are level at the last seat: a coin toss seats Ben (an audit event), then certification. */
async function settleTieAndCertify(election: OpenedElection) {
  const ben = election.contests[0]!.options.find((o) => o.label === 'Ben Cho')!.id
  await recordTieResolution(t.db, staff, election.id, {
    contestId: election.contests[0]!.id,
    resolution: 'coin',
    winnerOptionIds: [ben],
    note: 'Tossed at the annual meeting.',
  })
  await certifyElection(t.db, staff, election.id)
}

const verify = async (id: string) => verifyElection(t.db, await requireElection(t.db, staff, id))

describe('a record left alone', () => {
  test('verifies after close, certification and publication, and its results are shown', async () => {
    const election = await closedElection()
    expect(await verify(election.id)).toEqual({ ok: true, problems: [] })
    // The tie's resolution is an event of its own kind in the keyed chain, which still verifies.
    await settleTieAndCertify(election)
    await publishElection(t.db, staff, election.id)
    expect(await verify(election.id)).toEqual({ ok: true, problems: [] })
    const { results } = await getResults(t.db, {}, election.id)
    expect(results.contests[0]).toMatchObject({ winners: ['Ana Ortiz'], tied: ['Ben Cho', 'Cara Diaz'] })
    expect(results.ties).toMatchObject([{ resolution: 'coin', winners: ['Ben Cho'] }])
  })
})

describe('a changed ballot', () => {
  test('one ballot copied over another (two votes for Ana become three) fails verification, and certify refuses', async () => {
    const election = await closedElection()
    const ballots = await rows<{ id: string; receipt: string }>(
      sql`select id::text, receipt from election_ballots where election_id = ${election.id} order by receipt`,
    )
    await t.db
      .execute(sql`update election_ballots set sealed = (select sealed from election_ballots where id = ${ballots[0]!.id}::uuid)
      where id = ${ballots[1]!.id}::uuid`)
    const { ok, problems } = await verify(election.id)
    expect(ok).toBe(false)
    expect(problems).toEqual([
      'The ballots no longer match the digest sealed when voting closed: a ballot was changed, added or removed.',
    ])
    await expect(certifyElection(t.db, staff, election.id)).rejects.toMatchObject({
      status: 409,
      code: 'election_failed_verification',
    })
  })

  test('a ballot removed, or one added with a fresh receipt, fails verification', async () => {
    const removed = await closedElection()
    await t.db.execute(
      sql`delete from election_ballots where ctid = (select min(ctid) from election_ballots where election_id = ${removed.id})`,
    )
    expect((await verify(removed.id)).ok).toBe(false)
    const added = await closedElection()
    await t.db.execute(sql`insert into election_ballots (election_id, receipt, cast_on, sealed)
      select election_id, 'ZZZZ-ZZZZ-ZZZZ', cast_on, sealed from election_ballots where election_id = ${added.id} limit 1`)
    expect((await verify(added.id)).ok).toBe(false)
  })
})

describe('edited results', () => {
  test('a weight raised in the stored results (1.27 to 11.27) is caught on every read, certify and publish', async () => {
    // Not secret, so the count is stored readable (a secret election's is sealed: the next test).
    const election = await closedElection({ secret: false })
    await settleTieAndCertify(election)
    await publishElection(t.db, staff, election.id)
    expect((await getResults(t.db, {}, election.id)).results.contests[0]!.options.length).toBeGreaterThan(0)
    await t.db
      .execute(sql`update elections set results = jsonb_set(results, '{contests,0,options,1,weight}', '"11.27"')
      where id = ${election.id}`)
    expect(await verify(election.id)).toEqual({
      ok: false,
      problems: ['The stored results differ from those counted when voting closed.'],
    })
    // The public and voters are told the results failed verification, not shown the edited figures.
    await expect(getResults(t.db, {}, election.id)).rejects.toMatchObject({
      status: 409,
      message: FAILED_VERIFICATION_MESSAGE,
    })
    // Staff are told why.
    await expect(getResults(t.db, { actor: staff }, election.id)).rejects.toMatchObject({
      message: expect.stringContaining('The stored results differ'),
    })
  })

  test('a secret election’s sealed count, changed or swapped for another election’s, fails', async () => {
    const election = await closedElection()
    const other = await closedElection()
    expect(await rows(sql`select results from elections where id = ${election.id}`)).toEqual([
      { results: { sealed: expect.any(String) } },
    ])
    await t.db
      .execute(sql`update elections set results = (select results from elections where id = ${other.id})
      where id = ${election.id}`)
    expect((await verify(election.id)).problems).toContain(
      'The stored results differ from those counted when voting closed.',
    )
    await expect(certifyElection(t.db, staff, election.id)).rejects.toMatchObject({ status: 409 })
  })

  test('results recomputed to look consistent still fail: their hash is in the keyed chain', async () => {
    const election = await closedElection({ secret: false })
    const [row] = await rows<{ results: Record<string, unknown> }>(
      sql`select results from elections where id = ${election.id}`,
    )
    const results = row!.results as { contests: Array<{ winners: string[] }> }
    results.contests[0]!.winners = ['Cara Diaz']
    await t.db.execute(
      sql`update elections set results = ${JSON.stringify(results)}::jsonb where id = ${election.id}`,
    )
    // Rewriting the hash in the closing event as SHA-256 would have done does not help either.
    const hash = createHash('sha256').update(canonicalJson(results)).digest('hex')
    await t.db
      .execute(sql`update election_audit set details = jsonb_set(details, '{resultsHash}', to_jsonb(${hash}::text))
      where election_id = ${election.id} and kind = 'closed'`)
    const { problems } = await verify(election.id)
    expect(problems).toContain('The stored results differ from those counted when voting closed.')
    expect(problems.some((p) => p.startsWith('The audit record does not check from event'))).toBe(true)
    await expect(certifyElection(t.db, staff, election.id)).rejects.toMatchObject({ status: 409 })
  })
})

describe('the keyed audit chain', () => {
  test('an event changed and rehashed with SHA-256, as an editor without the key would, breaks the chain there', async () => {
    const election = await closedElection()
    const { events } = await checkedAudit(t.db, election.id)
    const opened = events.find((e) => e.kind === 'opened')!
    const prev = events[opened.seq - 2]!.hash
    const fields = { ...opened, details: { ...opened.details, closesAt: '2099-01-01T00:00:00.000Z' } }
    const { prevHash: _p, hash: _h, ...rest } = fields
    const forged = createHash('sha256')
      .update(`${prev}\n${canonicalJson(rest)}`)
      .digest('hex')
    await t.db
      .execute(sql`update election_audit set details = ${JSON.stringify(fields.details)}::jsonb, hash = ${forged}
      where election_id = ${election.id} and seq = ${opened.seq}`)
    expect((await checkedAudit(t.db, election.id)).check).toMatchObject({
      valid: false,
      brokenAt: opened.seq,
    })
  })

  test('the actor of an event is covered: changing who did it breaks the chain', async () => {
    const election = await closedElection()
    const other = await staffActor(t.db, 'admin', 'Ada Admin')
    await t.db.execute(sql`update election_audit set actor_id = ${other.id}::uuid
      where election_id = ${election.id} and kind = 'closed'`)
    expect((await checkedAudit(t.db, election.id)).check.valid).toBe(false)
  })

  test('deleting the last events leaves a chain that checks link by link, but not its seal', async () => {
    const election = await closedElection()
    await settleTieAndCertify(election)
    const before = await checkedAudit(t.db, election.id)
    expect(before.check).toMatchObject({ valid: true })
    // Someone undoes the certification in the database: the event, and the status.
    await t.db.execute(
      sql`delete from election_audit where election_id = ${election.id} and kind = 'certified'`,
    )
    await t.db.execute(
      sql`update elections set status = 'closed', certified_at = null where id = ${election.id}`,
    )
    const after = await checkedAudit(t.db, election.id)
    expect(after.check).toMatchObject({ valid: false, events: before.check.events - 1 })
    expect((await verify(election.id)).problems[0]).toMatch(
      /events were removed or added outside the application/,
    )
  })

  test('GET /api/elections/:id/verify answers { ok, problems } to staff and to the community’s board', async () => {
    const election = await closedElection()
    const token = (await createSession(t.db, staff.id)).token
    const call = () =>
      apiCall(t.db, verifyRoute.loader, `/api/elections/${election.id}/verify`, {
        token,
        params: { id: election.id },
      })
    expect(await (await call()).json()).toEqual({ ok: true, problems: [] })
    await t.db.execute(sql`delete from election_ballots where election_id = ${election.id}`)
    const answer = await call()
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^The ballots no longer match/)],
    })
    const anonymous = await apiCall(t.db, verifyRoute.loader, `/api/elections/${election.id}/verify`, {
      params: { id: election.id },
    })
    expect(anonymous.status).toBe(401)
  })
})
