import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { addMembership, staffActor } from '../../../../tests/factories/communities'
import { electionCommunity, electionInput, unitsOf } from '../../../../tests/factories/elections'
import { apiCall, type ApiCall } from '../../../../tests/setup/api-call'
import { countRows } from '../../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { BOARD_ELECTION_MESSAGE } from '~/features/elections/access.server'
import { LINK_NOT_VALID_MESSAGE, LINK_REPLACED_MESSAGE } from '~/features/elections/ballot.server'
import { createSession } from '~/features/staff/sessions.server'
import * as ballotRoute from './ballot'
import * as electionRoute from './election'
import * as electionsRoute from './elections'
import * as exportRoute from './export'
import * as noticesRoute from './notices'
import * as rollRoute from './roll'
import * as stepRoute from './step'

const t = setupTestDatabase()
const call = (handler: unknown, path: string, options: ApiCall = {}) => apiCall(t.db, handler, path, options)
const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T

let staffToken: string
let boardToken: string
let communityId: string

beforeEach(async () => {
  const staff = await staffActor(t.db, 'manager')
  staffToken = (await createSession(t.db, staff.id)).token
  const units = [...unitsOf(3), { label: 'P1', weight: '1' }] // P1 has no email: a printed notice
  units[0]!.emails = ['ann@example.com', 'al@example.com']
  communityId = (await electionCommunity(t.db, staff, units)).id
  const board = await staffActor(t.db, 'board', 'Bea Board')
  await addMembership(t.db, board.id, communityId)
  boardToken = (await createSession(t.db, board.id)).token
})

/** The creation payload as JSON, dates as strings. */
const payload = (overrides: Record<string, unknown> = {}) =>
  JSON.parse(JSON.stringify({ ...electionInput(communityId), ...overrides }))
const create = (body: unknown, token = staffToken) =>
  call(electionsRoute.action, '/api/elections', { method: 'POST', token, body })
const step = (id: string, name: string, token = staffToken, body: unknown = {}) =>
  call(stepRoute.action, `/api/elections/${id}/${name}`, {
    method: 'POST',
    token,
    body,
    params: { id, step: name },
  })
const ballot = (token: string, method = 'GET', body?: unknown) =>
  call(method === 'GET' ? ballotRoute.loader : ballotRoute.action, `/api/elections/ballot/${token}`, {
    method,
    body,
    params: { token },
  })

type Created = { id: string; contests: Array<{ id: string; options: Array<{ id: string; label: string }> }> }

async function openElection() {
  const created = await json<Created>(await create(payload()))
  expect((await step(created.id, 'open')).status).toBe(200)
  return created
}

describe('POST /api/elections', () => {
  test('201 with the ids of the election, its contests and options; a measure gets Yes, No and Abstain', async () => {
    const response = await create(payload())
    expect(response.status).toBe(201)
    const created = await json<Created>(response)
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(created.contests[0]!.options.map((o) => o.label)).toEqual(['Ana Ortiz', 'Ben Cho', 'Cara Diaz'])
    expect(created.contests[1]!.options.map((o) => o.label)).toEqual(['Yes', 'No', 'Abstain'])
    const got = await json<{
      election: { status: string; contests: Array<{ threshold: unknown }> }
      turnout: null
    }>(await call(electionRoute.loader, '/x', { token: staffToken, params: { id: created.id } }))
    expect(got.election.status).toBe('draft')
    expect(got.turnout).toBeNull()
    expect(got.election.contests[1]!.threshold).toEqual({
      numerator: 2,
      denominator: 3,
      base: 'all_weight',
      comparison: 'at_least',
    })
  })

  const measure = (threshold: object) => [{ kind: 'measure', title: 'Amendment', threshold }]
  test.each([
    ['a quorum over 100', { quorum: { percent: '101', basis: 'units' } }, 'quorum.percent'],
    ['a quorum with 3 places', { quorum: { percent: '33.333', basis: 'weight' } }, 'quorum.percent'],
    ['a quorum on another basis', { quorum: { percent: '50', basis: 'owners' } }, 'quorum.basis'],
    [
      'closing before opening',
      { opensAt: '2030-05-02T00:00:00Z', closesAt: '2030-05-01T00:00:00Z' },
      'closesAt',
    ],
    [
      'a numerator over the denominator',
      { contests: measure({ numerator: 3, denominator: 2, base: 'yes_no' }) },
      'contests.0.threshold.numerator',
    ],
    [
      'an unknown base',
      { contests: measure({ numerator: 1, denominator: 2, base: 'owners' }) },
      'contests.0.threshold.base',
    ],
    ['no contests', { contests: [] }, 'contests'],
    [
      '0 seats',
      { contests: [{ kind: 'candidates', title: 'Board', seats: 0, options: [] }] },
      'contests.0.seats',
    ],
  ])('422 with field errors for %s, and nothing is saved', async (_, overrides, field) => {
    const response = await create(payload(overrides))
    expect(response.status).toBe(422)
    const body = await json<{ message: string; fieldErrors: Record<string, string[]> }>(response)
    expect(Object.keys(body.fieldErrors)).toContain(field)
    expect(body.fieldErrors[field]![0]).toMatch(/\w+/)
    expect(await countRows(t.db, 'elections')).toBe(0)
  })
})

describe('the steps through the API', () => {
  test('open sends an invitation to every owner email through the outbox, none to a unit without one', async () => {
    const created = await json<Created>(await create(payload()))
    const opened = await step(created.id, 'open')
    expect(await json(opened)).toEqual({ units: 4, invited: 3, messages: 4 })
    const outbox = (await t.db.execute(
      sql`select to_addresses as to, subject, text_body from outbox_messages`,
    )) as unknown as {
      rows: Array<{ to: string[]; subject: string; text_body: string }>
    }
    expect(
      outbox.rows
        .map((r) => r.to)
        .flat()
        .sort(),
    ).toEqual(['al@example.com', 'ann@example.com', 'owner2@example.com', 'owner3@example.com'])
    for (const row of outbox.rows) {
      expect(row.subject).toBe('Your ballot: Annual meeting 2026')
      // The link goes to the owner only; the outbox, which staff read, holds a placeholder (decision 0018).
      expect(row.text_body).toContain('Your voting link: [voting link, hidden from staff]')
      expect(row.text_body).not.toMatch(/\/vote\//)
    }
    const again = await step(created.id, 'open')
    expect(again.status).toBe(409)
    expect((await json<{ message: string }>(again)).message).toBe(
      'This election is open; it can be opened only when it is a draft.',
    )
    expect((await step(created.id, 'certify')).status).toBe(409)
    expect((await step(created.id, 'launch')).status).toBe(404)
    expect((await step(created.id, 'cancel', staffToken, {})).status).toBe(422)
  })

  test('PATCH changes a draft and answers 409 once it is open', async () => {
    const created = await json<Created>(await create(payload()))
    const patch = (body: object) =>
      call(electionRoute.action, '/x', {
        method: 'PATCH',
        token: staffToken,
        body,
        params: { id: created.id },
      })
    const changed = await patch({ title: 'Annual meeting 2027' })
    expect(changed.status).toBe(200)
    expect(await json(changed)).toMatchObject({ election: { title: 'Annual meeting 2027' } })
    await step(created.id, 'open')
    expect((await patch({ title: 'Too late' })).status).toBe(409)
  })
  // The Spanish text is part of the ballot as the English is: written while a draft, frozen at opening, so a
  // voter in either language reads what every other voter read.
  test('Spanish text is saved beside the English while a draft, and frozen with it once open', async () => {
    const created = await json<Created>(await create(payload()))
    const patch = (body: object) =>
      call(electionRoute.action, '/x', {
        method: 'PATCH',
        token: staffToken,
        body,
        params: { id: created.id },
      })
    const spanish = { es: { title: 'Asamblea anual', description: '', notice: 'Aviso' } }
    const changed = await patch({ translations: spanish })
    expect(changed.status).toBe(200)
    // An empty field is left out, so the ballot falls back to the English there.
    expect(await json(changed)).toMatchObject({
      election: { translations: { es: { title: 'Asamblea anual', notice: 'Aviso' } } },
    })
    const tooLong = await patch({ translations: { es: { title: 'x'.repeat(201) } } })
    expect(tooLong.status).toBe(422)
    await step(created.id, 'open')
    expect((await patch({ translations: { es: { title: 'Otra' } } })).status).toBe(409)
  })
})

describe('the voter’s ballot', () => {
  async function linkOf(created: Created) {
    const notices = await json<{ notices: Array<{ link: string }> }>(
      await call(noticesRoute.action, '/x', {
        method: 'POST',
        token: staffToken,
        params: { id: created.id },
      }),
    )
    return notices.notices[0]!.link.split('/vote/')[1]!
  }

  test('more choices than seats is a 422 that names the limit; a measure takes one answer', async () => {
    const created = await openElection()
    const token = await linkOf(created)
    const [race, measure] = created.contests as [Created['contests'][number], Created['contests'][number]]
    const three = await ballot(token, 'POST', {
      choices: [{ contestId: race.id, optionIds: race.options.map((o) => o.id) }],
    })
    expect(three.status).toBe(422)
    expect((await json<{ message: string }>(three)).message).toBe(
      'Choose up to 2 in “Board of directors” (you chose 3).',
    )
    const both = await ballot(token, 'POST', {
      choices: [{ contestId: measure.id, optionIds: [measure.options[0]!.id, measure.options[1]!.id] }],
    })
    expect(both.status).toBe(422)
    const writeIn = await ballot(token, 'POST', {
      choices: [
        { contestId: race.id, optionIds: [race.options[0]!.id, race.options[1]!.id], writeIn: 'Dee Ellis' },
      ],
    })
    expect(writeIn.status).toBe(422)
    expect(await countRows(t.db, 'election_ballots')).toBe(0)
    const cast = await ballot(token, 'POST', {
      choices: [{ contestId: race.id, optionIds: [race.options[0]!.id], writeIn: 'Dee Ellis' }],
    })
    expect(cast.status).toBe(201)
    expect((await ballot(token, 'POST', { choices: [] })).status).toBe(409)
    expect(await json(await ballot(token))).toMatchObject({
      status: 'voted',
      unit: { label: 'P1', weight: '1' },
    })
  })

  test('a replaced link says it was replaced; an unknown one learns nothing; both are 404s', async () => {
    const created = await openElection()
    const first = await linkOf(created)
    expect((await ballot(first)).status).toBe(200)
    const second = await linkOf(created) // printing again replaces the printed links
    expect((await ballot(second)).status).toBe(200)
    const unknown = 'A'.repeat(43)
    for (const [token, method] of [
      [first, 'GET'],
      [first, 'POST'],
      [unknown, 'GET'],
      [unknown, 'POST'],
      ['short', 'GET'],
    ] as const) {
      const response = await ballot(token, method, method === 'POST' ? { choices: [] } : undefined)
      expect([token, method, response.status]).toEqual([token, method, 404])
      // Only the holder of a replaced link can ask (its 32 random bytes cannot be guessed).
      const message = token === first ? LINK_REPLACED_MESSAGE : LINK_NOT_VALID_MESSAGE
      expect(await json(response)).toEqual({ message })
    }
  })
})

describe('what staff can read of a secret election', () => {
  test('the roll and the participation export say who voted, never a choice or a receipt', async () => {
    const created = await openElection()
    const notices = await json<{ notices: Array<{ link: string }> }>(
      await call(noticesRoute.action, '/x', {
        method: 'POST',
        token: staffToken,
        params: { id: created.id },
      }),
    )
    const token = notices.notices[0]!.link.split('/vote/')[1]!
    const [race, measure] = created.contests as [Created['contests'][number], Created['contests'][number]]
    const choices = [
      { contestId: race.id, optionIds: [race.options[1]!.id], writeIn: 'Dee Ellis' },
      { contestId: measure.id, optionIds: [measure.options[0]!.id] },
    ]
    const { receipt } = await json<{ receipt: string }>(await ballot(token, 'POST', { choices }))
    const params = { id: created.id, file: 'participation.csv' }
    const roll = await call(rollRoute.loader, '/x', { token: staffToken, params })
    const csv = await call(exportRoute.loader, '/x', { token: staffToken, params })
    expect([roll.status, csv.status]).toEqual([200, 200])
    const units = (await json<{ units: Array<{ label: string; voted: string | null }> }>(roll)).units
    expect(units.find((u) => u.label === 'P1')).toMatchObject({ voted: 'online' })
    const text = `${JSON.stringify(units)}\n${await csv.text()}`
    expect(text).toMatch(/P1,1,yes,online,\d{4}-\d{2}-\d{2},/)
    for (const secret of [receipt, 'Dee Ellis', 'Ben Cho', ...choices.flatMap((c) => c.optionIds)])
      expect(text).not.toContain(secret)
  })
})

describe('a board account', () => {
  test('reads its community’s elections and is refused every change with a 403', async () => {
    const created = await json<Created>(await create(payload()))
    expect((await call(electionsRoute.loader, '/api/elections', { token: boardToken })).status).toBe(200)
    expect(
      (await call(electionRoute.loader, '/x', { token: boardToken, params: { id: created.id } })).status,
    ).toBe(200)
    const attempts = [
      await create(payload(), boardToken),
      await call(electionRoute.action, '/x', {
        method: 'PATCH',
        token: boardToken,
        body: { title: 'Mine' },
        params: { id: created.id },
      }),
      ...(await Promise.all(
        ['open', 'close', 'certify', 'publish'].map((name) => step(created.id, name, boardToken)),
      )),
      await step(created.id, 'cancel', boardToken, { reason: 'No' }),
    ]
    for (const response of attempts) {
      expect(response.status).toBe(403)
      expect(await json(response)).toEqual({ message: BOARD_ELECTION_MESSAGE })
    }
    expect(await countRows(t.db, 'elections')).toBe(1)
    expect(await countRows(t.db, 'election_audit')).toBe(1)
  })
})

test('the audit and participation exports write times in Utah time with the offset, as every CSV does', async () => {
  const created = await json<Created>(await create(payload({ secret: false })))
  expect((await step(created.id, 'open')).status).toBe(200)
  const notices = await json<{ notices: Array<{ unitLabel: string; link: string }> }>(
    await call(noticesRoute.action, '/x', { method: 'POST', token: staffToken, params: { id: created.id } }),
  )
  const [race] = created.contests as [Created['contests'][number]]
  const voting = notices.notices[0]!.link.split('/vote/')[1]!
  await ballot(voting, 'POST', { choices: [{ contestId: race.id, optionIds: [race.options[0]!.id] }] })
  const exported = async (file: string) =>
    (await call(exportRoute.loader, '/x', { token: staffToken, params: { id: created.id, file } })).text()
  const utahTime = String.raw`\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[67]:00`
  expect(await exported('audit.csv')).toMatch(new RegExp(`\\r\\n1,${utahTime},created,`))
  expect(await exported('participation.csv')).toMatch(
    new RegExp(`\\r\\n${notices.notices[0]!.unitLabel},1,yes,online,${utahTime},`),
  )
})
