import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { staffActor } from '../../../../tests/factories/communities'
import { electionCommunity, openedElection, type OpenedElection } from '../../../../tests/factories/elections'
import { apiCall } from '../../../../tests/setup/api-call'
import { countRows, queryRows } from '../../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { closeElection } from '~/features/elections/lifecycle.server'
import { getResults } from '~/features/elections/results.server'
import { openBallot } from '~/features/elections/sealed-ballot.server'
import { createSession } from '~/features/staff/sessions.server'
import * as ballotRoute from './ballot'
import * as paperRoute from './paper-ballots'

// Cumulative and approval races through the voter's endpoint and staff's paper-ballot keying: what is
// accepted, what is a 422 with its sentence (and stores nothing), what the sealed ballot keeps, how it counts.

const t = setupTestDatabase()
let staff: Awaited<ReturnType<typeof staffActor>>
let token: string
let election: OpenedElection

beforeEach(async () => {
  staff = await staffActor(t.db, 'manager')
  token = (await createSession(t.db, staff.id)).token
  const community = await electionCommunity(t.db, staff, [
    { label: 'A1', weight: '1.5', emails: ['a1@example.com'] },
    { label: 'A2', weight: '2', emails: ['a2@example.com'] },
    { label: 'A3', weight: '0.25', emails: ['a3@example.com'] },
  ])
  election = await openedElection(t.db, staff, community.id, {
    secret: false,
    contests: [
      {
        kind: 'candidates',
        title: 'Board of Trustees',
        seats: 3,
        method: 'cumulative',
        writeIn: true,
        options: [{ label: 'Ana Reyes' }, { label: 'Dale Whitaker' }, { label: 'Carmen Ortiz' }],
      },
      {
        kind: 'candidates',
        title: 'Landscape committee',
        seats: 1,
        method: 'approval',
        options: [{ label: 'Ivy Chen' }, { label: 'Omar Hale' }],
      },
    ],
  })
})

const id = (contest: number, label: string) =>
  election.contests[contest]!.options.find((o) => o.label === label)!.id
const cumulative = (labels: string[], writeIn?: string) => ({
  contestId: election.contests[0]!.id,
  optionIds: labels.map((label) => id(0, label)),
  ...(writeIn ? { writeIn } : {}),
})
const approval = (labels: string[]) => ({
  contestId: election.contests[1]!.id,
  optionIds: labels.map((label) => id(1, label)),
})
const cast = (unit: string, choices: unknown[]) => {
  const link = election.links.get(unit)!
  return apiCall(t.db, ballotRoute.action, `/api/elections/ballot/${link}`, {
    method: 'POST',
    body: { choices },
    params: { token: link },
  })
}
const key = (unit: string, choices: unknown[]) =>
  apiCall(t.db, paperRoute.action, `/api/elections/${election.id}/paper-ballots`, {
    method: 'POST',
    token,
    body: { unitId: election.unitIds.get(unit), choices },
    params: { id: election.id },
  })
const message = async (response: Response) => ((await response.json()) as { message: string }).message

describe('casting', () => {
  test('2 votes to one candidate and 1 to another are accepted, and the sealed ballot keeps the repeat', async () => {
    const response = await cast('A1', [cumulative(['Ana Reyes', 'Ana Reyes', 'Dale Whitaker']), approval([])])
    expect(response.status).toBe(201)
    const [stored] = await queryRows<{ receipt: string; sealed: Uint8Array }>(
      t.db,
      sql`select receipt, sealed from election_ballots where election_id = ${election.id}`,
    )
    const opened = openBallot(election.id, stored!.receipt, stored!.sealed)!
    expect(opened.choices.map((c) => c.optionId)).toEqual([
      id(0, 'Ana Reyes'),
      id(0, 'Ana Reyes'),
      id(0, 'Dale Whitaker'),
    ])
  })

  test.each([
    [
      'four votes where there are three',
      [cumulativeLater(['Ana Reyes', 'Ana Reyes', 'Ana Reyes', 'Dale Whitaker'])],
      'You have 3 votes in “Board of Trustees” and gave 4 votes: take 1 back.',
    ],
    [
      'three votes and a write-in',
      [cumulativeLater(['Ana Reyes', 'Ana Reyes', 'Carmen Ortiz'], 'Pat Quinn')],
      'You have 3 votes in “Board of Trustees” and gave 4 votes: take 1 back.',
    ],
    [
      'an approval repeated',
      [approvalLater(['Ivy Chen', 'Ivy Chen'])],
      'A choice is repeated in “Landscape committee”.',
    ],
  ])(
    '%s: 422 with the sentence, nothing stored, on the link and keyed by staff',
    async (_, choices, sentence) => {
      const resolved = choices.map((choice) => choice())
      for (const response of [await cast('A1', resolved), await key('A2', resolved)]) {
        expect(response.status).toBe(422)
        expect(await message(response)).toBe(sentence)
      }
      expect(await countRows(t.db, 'election_ballots')).toBe(0)
      expect(await countRows(t.db, 'election_participation')).toBe(0)
    },
  )
})

function cumulativeLater(labels: string[], writeIn?: string) {
  return () => cumulative(labels, writeIn)
}
function approvalLater(labels: string[]) {
  return () => approval(labels)
}

test('counted: each vote carries the unit’s full weight, a ballot once per candidate; approvals elect the most approved', async () => {
  expect(
    (
      await cast('A1', [
        cumulative(['Ana Reyes', 'Ana Reyes', 'Dale Whitaker']),
        approval(['Ivy Chen', 'Omar Hale']),
      ])
    ).status,
  ).toBe(201)
  expect(
    (
      await key('A2', [
        cumulative(['Dale Whitaker', 'Dale Whitaker', 'Dale Whitaker']),
        approval(['Omar Hale']),
      ])
    ).status,
  ).toBe(201)
  expect(
    (await cast('A3', [cumulative(['Carmen Ortiz', 'Carmen Ortiz'], 'Pat Quinn'), approval(['Ivy Chen'])]))
      .status,
  ).toBe(201)
  await closeElection(t.db, staff, election.id)
  const { results } = await getResults(t.db, { actor: staff }, election.id)
  const [board, committee] = results.contests
  const figures = (contest: typeof board) =>
    Object.fromEntries(contest!.options.map((o) => [o.label, `${o.weight} on ${o.ballots}`]))
  expect(board).toMatchObject({
    method: 'cumulative',
    winners: ['Dale Whitaker', 'Ana Reyes', 'Carmen Ortiz'],
  })
  expect(figures(board)).toEqual({
    'Ana Reyes': '3 on 1',
    'Dale Whitaker': '7.5 on 2',
    'Carmen Ortiz': '0.5 on 1',
    'Pat Quinn': '0.25 on 1',
  })
  expect(board!.tied).toEqual([])
  expect(committee).toMatchObject({ method: 'approval', winners: ['Omar Hale'] })
  expect(figures(committee)).toEqual({ 'Ivy Chen': '1.75 on 2', 'Omar Hale': '3.5 on 2' })
  expect(committee!.rule).toBe(
    'Approval voting: each unit chose every candidate it approved of, each with the unit’s full weight; the candidate approved by the most weight is elected',
  )
})
