import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { addMembership, staffActor } from '../../../../tests/factories/communities'
import {
  electionCommunity,
  openedElection,
  pick,
  unitsOf,
  vote,
  type OpenedElection,
} from '../../../../tests/factories/elections'
import { apiCall } from '../../../../tests/setup/api-call'
import { queryRows } from '../../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { BOARD_ELECTION_MESSAGE } from '~/features/elections/access.server'
import { checkedAudit } from '~/features/elections/audit.server'
import { getElection } from '~/features/elections/elections.server'
import { closeElection } from '~/features/elections/lifecycle.server'
import { tieResolutionsOf } from '~/features/elections/tie-records.server'
import { verifyElection } from '~/features/elections/verify.server'
import { requireElection } from '~/features/elections/access.server'
import { createSession } from '~/features/staff/sessions.server'
import * as stepRoute from './step'
import * as tiesRoute from './ties'

// POST /api/elections/:id/ties: how a tie at a race's last seat (or on a measure) was resolved, recorded by
// staff who run the election while it is closed; certification waits for it.

const t = setupTestDatabase()
let staff: Awaited<ReturnType<typeof staffActor>>
let staffToken: string
let boardToken: string
let communityId: string

beforeEach(async () => {
  staff = await staffActor(t.db, 'manager', 'Mia Manager')
  staffToken = (await createSession(t.db, staff.id)).token
  communityId = (await electionCommunity(t.db, staff, unitsOf(4))).id
  const board = await staffActor(t.db, 'board', 'Bea Board')
  await addMembership(t.db, board.id, communityId)
  boardToken = (await createSession(t.db, board.id)).token
})

const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T
const ties = (id: string, body: unknown, token = staffToken) =>
  apiCall(t.db, tiesRoute.action, `/api/elections/${id}/ties`, {
    method: 'POST',
    token,
    body,
    params: { id },
  })
const certify = (id: string) =>
  apiCall(t.db, stepRoute.action, `/api/elections/${id}/certify`, {
    method: 'POST',
    token: staffToken,
    params: { id, step: 'certify' },
  })

const optionId = (election: OpenedElection, contest: number, label: string) =>
  election.contests[contest]!.options.find((o) => o.label === label)!.id

/**
 * Two seats: Ana on 2 ballots takes one; Ben and Cara are level at the last. The measure splits 2 yes, 2 no
 * under a majority of the yes and no weight: tied too.
 */
async function tiedElection(close = true) {
  const election = await openedElection(t.db, staff, communityId, {
    contests: [
      {
        kind: 'candidates',
        title: 'Board of directors',
        seats: 2,
        method: 'plurality',
        options: [{ label: 'Ana Ortiz' }, { label: 'Ben Cho' }, { label: 'Cara Diaz' }],
      },
      {
        kind: 'measure',
        title: 'Resurface the pool',
        threshold: { numerator: 1, denominator: 2, base: 'yes_no' },
      },
    ],
  })
  const plan = [
    ['U1', 'Ana Ortiz', 'Yes'],
    ['U2', 'Ana Ortiz', 'Yes'],
    ['U3', 'Ben Cho', 'No'],
    ['U4', 'Cara Diaz', 'No'],
  ] as const
  for (const [unit, name, answer] of plan)
    await vote(t.db, election.links.get(unit), [pick(election, 0, name), pick(election, 1, answer)])
  if (close) await closeElection(t.db, staff, election.id)
  return election
}

const raceTie = (election: OpenedElection, body: Record<string, unknown> = {}) => ({
  contestId: election.contests[0]!.id,
  resolution: 'coin',
  winnerOptionIds: [optionId(election, 0, 'Ben Cho')],
  note: 'Tossed by the inspector at the annual meeting.',
  ...body,
})

describe('certification waits for every tie', () => {
  test('409 naming the tied contest until each tie is recorded; then it certifies and the record verifies', async () => {
    const election = await tiedElection()
    let response = await certify(election.id)
    expect(response.status).toBe(409)
    expect((await json(response)).message).toBe(
      '“Board of directors” is tied at the last seat between Ben Cho and Cara Diaz: record how the tie was resolved before certifying.',
    )
    expect((await ties(election.id, raceTie(election))).status).toBe(201)
    response = await certify(election.id)
    expect(response.status).toBe(409)
    expect((await json(response)).message).toBe(
      '“Resurface the pool” is tied: record how the tie was resolved before certifying.',
    )
    const measure = {
      contestId: election.contests[1]!.id,
      resolution: 'board',
      winnerOptionIds: [optionId(election, 1, 'No')],
      note: '',
    }
    expect((await ties(election.id, measure)).status).toBe(201)
    expect((await certify(election.id)).status).toBe(200)

    const records = await tieResolutionsOf(t.db, election.id)
    expect(records).toMatchObject([
      {
        resolution: 'coin',
        winnerOptionIds: [optionId(election, 0, 'Ben Cho')],
        recordedByName: 'Mia Manager',
      },
      { resolution: 'board', winnerOptionIds: [optionId(election, 1, 'No')], runoffElectionId: null },
    ])
    const { events } = await checkedAudit(t.db, election.id)
    expect(events.filter((e) => e.kind === 'tie_resolved').map((e) => e.details)).toEqual([
      {
        contest: 'Board of directors',
        resolution: 'coin',
        winners: ['Ben Cho'],
        note: 'Tossed by the inspector at the annual meeting.',
        runoffElectionId: null,
      },
      {
        contest: 'Resurface the pool',
        resolution: 'board',
        winners: ['No'],
        note: '',
        runoffElectionId: null,
      },
    ])
    const row = await requireElection(t.db, staff, election.id)
    expect(await verifyElection(t.db, row)).toEqual({ ok: true, problems: [] })

    // Once certified, nothing changes.
    response = await ties(election.id, raceTie(election, { resolution: 'lot' }))
    expect(response.status).toBe(409)
    expect((await json(response)).message).toBe(
      'This election is certified: its ties were settled before certification and can no longer change.',
    )
  })

  test('recording again before certification replaces the record, and says so in a second audit event', async () => {
    const election = await tiedElection()
    await ties(election.id, raceTie(election))
    const again = raceTie(election, {
      resolution: 'lot',
      winnerOptionIds: [optionId(election, 0, 'Cara Diaz')],
    })
    expect((await ties(election.id, again)).status).toBe(201)
    expect(await tieResolutionsOf(t.db, election.id)).toMatchObject([
      { resolution: 'lot', winnerOptionIds: [optionId(election, 0, 'Cara Diaz')] },
    ])
    const { events } = await checkedAudit(t.db, election.id)
    const recorded = events.filter((e) => e.kind === 'tie_resolved')
    expect(recorded).toHaveLength(2)
    expect(recorded[1]!.details).toMatchObject({
      resolution: 'lot',
      winners: ['Cara Diaz'],
      replaced: 'coin',
    })
  })
})

describe('a runoff', () => {
  test('takes no winners and drafts an election in the same community among the tied, for the seats left', async () => {
    const election = await tiedElection()
    const response = await ties(election.id, raceTie(election, { resolution: 'runoff', winnerOptionIds: [] }))
    expect(response.status).toBe(201)
    const { runoffElectionId } = await json<{ runoffElectionId: string }>(response)
    const { election: runoff } = await getElection(t.db, staff, runoffElectionId)
    expect(runoff).toMatchObject({
      status: 'draft',
      communityId,
      runoffOf: election.id,
      title: 'Runoff: Board of directors',
      secret: true,
      quorum: { percent: '0', basis: 'units' },
    })
    expect(runoff.contests).toHaveLength(1)
    expect(runoff.contests[0]).toMatchObject({
      kind: 'candidates',
      seats: 1,
      method: 'plurality',
      writeIn: false,
    })
    expect(runoff.contests[0]!.options.map((o) => o.label)).toEqual(['Ben Cho', 'Cara Diaz'])
    expect(Date.parse(runoff.opensAt)).toBeGreaterThan(Date.now())
    const { events } = await checkedAudit(t.db, election.id)
    expect(events.at(-1)).toMatchObject({
      kind: 'tie_resolved',
      details: { resolution: 'runoff', runoffElectionId },
    })

    // Settled another way instead: the runoff draft is withdrawn.
    await ties(election.id, raceTie(election))
    expect((await getElection(t.db, staff, runoffElectionId)).election.status).toBe('cancelled')
  })
})

describe('refusals, each with its sentence and nothing stored', () => {
  test.each([
    [
      'a winner who is not among the tied',
      (e: OpenedElection) => raceTie(e, { winnerOptionIds: [optionId(e, 0, 'Ana Ortiz')] }),
      422,
      'Choose the winners among those tied in “Board of directors”: Ben Cho, Cara Diaz.',
    ],
    [
      'more winners than the seats left',
      (e: OpenedElection) =>
        raceTie(e, { winnerOptionIds: [optionId(e, 0, 'Ben Cho'), optionId(e, 0, 'Cara Diaz')] }),
      422,
      'Choose exactly 1 of the tied candidates in “Board of directors”, for the seat left.',
    ],
    [
      'no winner for a coin toss',
      (e: OpenedElection) => raceTie(e, { winnerOptionIds: [] }),
      422,
      'Choose exactly 1 of the tied candidates in “Board of directors”, for the seat left.',
    ],
    [
      'winners named for a runoff',
      (e: OpenedElection) => raceTie(e, { resolution: 'runoff' }),
      422,
      'A runoff decides the seat later: name no winners now.',
    ],
    [
      'a runoff for a measure',
      (e: OpenedElection) => ({ contestId: e.contests[1]!.id, resolution: 'runoff', winnerOptionIds: [] }),
      422,
      'A tied measure is settled by lot, coin toss or the board’s vote; a runoff is for candidates.',
    ],
    [
      'a measure outcome that is Abstain',
      (e: OpenedElection) => ({
        contestId: e.contests[1]!.id,
        resolution: 'lot',
        winnerOptionIds: [optionId(e, 1, 'Abstain')],
      }),
      422,
      'Choose the winners among those tied in “Resurface the pool”: Yes, No.',
    ],
    [
      'a contest of another ballot',
      () => ({ contestId: '00000000-0000-4000-8000-000000000000', resolution: 'coin', winnerOptionIds: [] }),
      422,
      'That contest is not on this election’s ballot.',
    ],
    [
      'an unknown resolution',
      (e: OpenedElection) => raceTie(e, { resolution: 'dice' }),
      422,
      'Choose how the tie was resolved: lot, coin, runoff or board.',
    ],
  ])('%s', async (_, body, status, message) => {
    const election = await tiedElection()
    const response = await ties(election.id, body(election))
    expect(response.status).toBe(status)
    const answer = await json<{ message: string; fieldErrors?: Record<string, string[]> }>(response)
    expect([answer.message, ...Object.values(answer.fieldErrors ?? {}).flat()]).toContain(message)
    expect(await tieResolutionsOf(t.db, election.id)).toEqual([])
  })

  test('a contest the count decided: 409', async () => {
    const election = await openedElection(t.db, staff, communityId)
    await vote(t.db, election.links.get('U1'), [pick(election, 0, 'Ana Ortiz'), pick(election, 1, 'Yes')])
    await closeElection(t.db, staff, election.id)
    const response = await ties(election.id, {
      contestId: election.contests[0]!.id,
      resolution: 'coin',
      winnerOptionIds: [optionId(election, 0, 'Ana Ortiz')],
    })
    expect(response.status).toBe(409)
    expect((await json(response)).message).toBe(
      '“Board of directors” has no tie to resolve: the count decided it.',
    )
  })

  test('while voting is open: 409', async () => {
    const election = await tiedElection(false)
    const response = await ties(election.id, raceTie(election))
    expect(response.status).toBe(409)
    expect((await json(response)).message).toBe(
      'This election is open; a tie is recorded once voting has closed and before certification.',
    )
  })

  test('a board account: the existing 403 sentence; no bearer: 401', async () => {
    const election = await tiedElection()
    const response = await ties(election.id, raceTie(election), boardToken)
    expect(response.status).toBe(403)
    expect((await json(response)).message).toBe(BOARD_ELECTION_MESSAGE)
    expect((await ties(election.id, raceTie(election), '')).status).toBe(401)
    const events = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from election_audit where election_id = ${election.id} and kind = 'tie_resolved'`,
    )
    expect(events[0]!.n).toBe(0)
  })
})
