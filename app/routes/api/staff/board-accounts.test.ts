import { beforeEach, describe, expect, test } from 'vitest'
import {
  addMembership,
  importRoll,
  newCommunity,
  simpleRoll,
  staffActor,
} from '../../../../tests/factories/communities'
import { capturingMailer, electionInput, openedElection } from '../../../../tests/factories/elections'
import { publishedSurvey, surveyInput } from '../../../../tests/factories/surveys'
import { countRows } from '../../../../tests/setup/route-context'
import { apiCall, type ApiCall } from '../../../../tests/setup/api-call'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import routes from '~/routes'
import { listCommunities } from '~/features/communities/communities.server'
import type { CommunitySummary } from '~/features/communities/types'
import { BOARD_ELECTION_MESSAGE } from '~/features/elections/access.server'
import { recordProxy } from '~/features/elections/proxies.server'
import { ProxyInputSchema } from '~/features/elections/schemas'
import { BOARD_SURVEY_MESSAGE } from '~/features/surveys/access.server'
import { BOARD_NEEDS_COMMUNITY_MESSAGE, ONLY_BOARD_HAS_COMMUNITIES_MESSAGE } from '~/features/staff/schemas'
import { createSession } from '~/features/staff/sessions.server'
import { loader as me } from '../election-auth/me'
import * as communitiesRoute from '../communities/communities'
import * as inbox from './submissions'
import * as user from './user'
import * as users from './users'

const t = setupTestDatabase()
const call = (handler: unknown, path: string, options: ApiCall = {}) => apiCall(t.db, handler, path, options)
const ID = '00000000-0000-4000-8000-000000000000'

let maple: CommunitySummary
let creek: CommunitySummary
let boardToken: string
let adminToken: string

beforeEach(async () => {
  const admin = await staffActor(t.db, 'admin', 'Ada Admin')
  adminToken = (await createSession(t.db, admin.id)).token
  maple = await newCommunity(t.db, admin, { name: 'Maple Hollow HOA' })
  creek = await newCommunity(t.db, admin, { name: 'Cedar Creek HOA' })
  const board = await staffActor(t.db, 'board', 'Bea Board')
  await addMembership(t.db, board.id, maple.id)
  boardToken = (await createSession(t.db, board.id)).token
})

// Every /api/staff route in app/routes.ts, so a route added later is covered without editing this list.
const staffRoutes = (routes as Array<{ path?: string; file: string }>).filter((r) =>
  r.path?.startsWith('api/staff/'),
)

describe('a board account and the staff endpoints', () => {
  test('the sweep covers the back office: inbox, outbox, users, blog, law questions and exports', () => {
    const paths = staffRoutes.map((r) => r.path)
    for (const path of ['submissions', 'outbox', 'users', 'blog-posts', 'law-questions', 'exports/:type'])
      expect(paths).toContain(`api/staff/${path}`)
  })

  test.each(staffRoutes.map((r) => [r.path!, r.file] as const))(
    '%s refuses it with a 403 for every method',
    async (path, file) => {
      const module = (await import(`../../../${file}`)) as { loader?: unknown; action?: unknown }
      const params = { type: 'contact', id: ID, fileId: ID }
      const answers: Array<[string, number]> = []
      if (module.loader)
        answers.push(['GET', (await call(module.loader, `/${path}`, { token: boardToken, params })).status])
      if (module.action)
        for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
          const response = await call(module.action, `/${path}`, {
            token: boardToken,
            method,
            params,
            body: {},
          })
          answers.push([method, response.status])
        }
      // 405 is a method the route does not take (answered before anyone is asked for a token).
      expect(answers.filter(([, status]) => status !== 405)).toEqual(
        answers.filter(([, status]) => status !== 405).map(([method]) => [method, 403]),
      )
      expect(answers.some(([, status]) => status === 403)).toBe(true)
    },
  )

  test('GET /api/election-auth/me answers it, with its role', async () => {
    const response = await call(me, '/api/election-auth/me', { token: boardToken })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ user: { name: 'Bea Board', role: 'board' } })
  })
})

// Every /api/elections route a staff console uses: a board account of the election's community reads what
// staff read and is refused every change with a 403, whatever the method (decision 0011). Voter and public
// routes take no bearer and are left out. Each write sends a body staff would succeed with, so the 403 is
// the role's, not a validation error's.
const VOTER_ROUTES = [
  'api/elections/public',
  'api/elections/lost-link',
  'api/elections/ballot/:token',
  'api/elections/ballot/code',
]
const electionRoutes = (routes as Array<{ path?: string; file: string }>).filter(
  (r) => r.path?.startsWith('api/elections') && !VOTER_ROUTES.includes(r.path),
)
/** What a board account's GET answers: 200 to read; results are counted at close; notices.csv issues links. */
const BOARD_READS: Record<string, number> = {
  'api/elections': 200,
  'api/elections/:id': 200,
  'api/elections/:id/results': 409,
  'api/elections/:id/receipts': 409,
  'api/elections/:id/roll': 200,
  'api/elections/:id/audit': 200,
  'api/elections/:id/verify': 200,
  'api/elections/:id/proxies': 200,
  'api/elections/:id/proxies/:proxyId/document': 404, // this proxy has no scanned form
  'api/elections/:id/notices.csv': 403,
  'api/elections/:id/notices.pdf': 403,
  'api/elections/:id/certificate': 409, // the results report waits for voting to close
  'api/elections/:id/options/:optionId/photo': 404, // this candidate has no photo
  // participation.csv of a secret election: a board account learns how many units voted, not which.
  'api/elections/:id/exports/:file': 403,
}

describe('a board account and the election endpoints', () => {
  test('the sweep covers every staff election route', () => {
    expect(electionRoutes.length).toBeGreaterThanOrEqual(15)
    for (const path of Object.keys(BOARD_READS)) expect(electionRoutes.map((r) => r.path)).toContain(path)
  })

  test.each(electionRoutes.map((r) => [r.path!, r.file] as const))(
    '%s: reads as staff do, never changes',
    async (path, file) => {
      const admin = await staffActor(t.db, 'admin', 'Ada Admin')
      await importRoll(t.db, admin, maple.id, simpleRoll(3))
      const election = await openedElection(t.db, admin, maple.id)
      const unitId = election.unitIds.get('Unit 1')!
      const proxyInput = { unitId, holderName: 'Pat Proxy', kind: 'general', receivedOn: '2026-01-05' }
      const { proxy } = await recordProxy(
        t.db,
        admin,
        election.id,
        ProxyInputSchema.parse(proxyInput),
        null,
        capturingMailer().mail,
      )
      const race = election.contests[0]!
      const bodies: Record<string, unknown> = {
        'api/elections': JSON.parse(JSON.stringify(electionInput(maple.id))),
        'api/elections/:id': { title: 'Renamed' },
        'api/elections/:id/proxies': { ...proxyInput, unitId: election.unitIds.get('Unit 2') },
        'api/elections/:id/proxies/:proxyId': { reason: 'Withdrawn' },
        'api/elections/:id/paper-ballots': { unitId: election.unitIds.get('Unit 3'), choices: [] },
        'api/elections/:id/ties': {
          contestId: race.id,
          resolution: 'coin',
          winnerOptionIds: [race.options[0]!.id],
        },
        'api/elections/:id/:step': { reason: 'Called off' },
      }
      const params = {
        id: election.id,
        proxyId: proxy.id,
        optionId: race.options[0]!.id,
        file: 'participation.csv',
        step: 'close',
      }
      const before = await Promise.all(
        [
          'election_audit',
          'outbox_messages',
          'election_proxies',
          'election_credentials',
          'election_ballots',
        ].map((table) => countRows(t.db, table)),
      )
      const module = (await import(`../../../${file}`)) as { loader?: unknown; action?: unknown }
      const answers: Array<[string, number]> = []
      if (module.loader) {
        const response = await call(module.loader, `/${path}`, { token: boardToken, params })
        answers.push(['GET', response.status])
        expect([path, response.status]).toEqual([path, BOARD_READS[path] ?? 405])
      }
      if (module.action)
        for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
          const response = await call(module.action, `/${path}`, {
            token: boardToken,
            method,
            params,
            body: bodies[path] ?? {},
          })
          answers.push([method, response.status])
          if (response.status === 403)
            expect(await response.json()).toEqual({ message: BOARD_ELECTION_MESSAGE })
        }
      const writes = answers.filter(([method]) => method !== 'GET')
      expect(writes.filter(([, status]) => status !== 405)).toEqual(
        writes.filter(([, status]) => status !== 405).map(([method]) => [method, 403]),
      )
      const after = await Promise.all(
        [
          'election_audit',
          'outbox_messages',
          'election_proxies',
          'election_credentials',
          'election_ballots',
        ].map((table) => countRows(t.db, table)),
      )
      expect(after).toEqual(before)
    },
  )
})

// Every /api/surveys route the back office uses (issue 13): a board account of the survey's community reads
// what staff read and is refused every change with a 403. The answer endpoint is the respondents' and takes
// no bearer, so it is left out.
const RESPONDENT_ROUTES = ['api/surveys/:surveyId/responses']
const surveyRoutes = (routes as Array<{ path?: string; file: string }>).filter(
  (r) => r.path?.startsWith('api/surveys') && !RESPONDENT_ROUTES.includes(r.path),
)
const SURVEY_READS: Record<string, number> = {
  'api/surveys': 200,
  'api/surveys/:surveyId': 200,
  'api/surveys/:surveyId/results': 200,
  'api/surveys/:surveyId/responses.csv': 200,
  'api/surveys/:surveyId/texts': 200,
  'api/surveys/:surveyId/invitations': 200,
  'api/surveys/:surveyId/report.pdf': 200,
  'api/surveys/:surveyId/files': 200,
  // Reads as staff do: a file id the survey does not hold is not found.
  'api/surveys/:surveyId/files/:fileId': 404,
}
const SURVEY_TABLES = [
  'surveys',
  'survey_questions',
  'survey_invitations',
  'survey_reminder_runs',
  'outbox_messages',
]

describe('a board account and the survey endpoints', () => {
  test('the sweep covers every staff survey route', () => {
    expect(surveyRoutes.length).toBeGreaterThanOrEqual(9)
    for (const path of Object.keys(SURVEY_READS)) expect(surveyRoutes.map((r) => r.path)).toContain(path)
  })

  test.each(surveyRoutes.map((r) => [r.path!, r.file] as const))(
    '%s: reads as staff do, never changes',
    async (path, file) => {
      const admin = await staffActor(t.db, 'admin', 'Ada Admin')
      await importRoll(t.db, admin, maple.id, simpleRoll(3))
      const { survey } = await publishedSurvey(t.db, admin, { audience: 'invitation', communityId: maple.id })
      const params = { surveyId: survey.id, step: 'close', fileId: ID }
      const before = await Promise.all(SURVEY_TABLES.map((table) => countRows(t.db, table)))
      const module = (await import(`../../../${file}`)) as { loader?: unknown; action?: unknown }
      const answers: Array<[string, number]> = []
      if (module.loader) {
        const response = await call(module.loader, `/${path}`, { token: boardToken, params })
        expect([path, response.status]).toEqual([path, SURVEY_READS[path] ?? 405])
      }
      if (module.action)
        for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
          const body = JSON.parse(JSON.stringify(surveyInput({ communityId: maple.id }))) as object
          const response = await call(module.action, `/${path}`, { token: boardToken, method, params, body })
          answers.push([method, response.status])
          if (response.status === 403)
            expect(await response.json()).toEqual({ message: BOARD_SURVEY_MESSAGE })
        }
      expect(answers.filter(([, status]) => status !== 405)).toEqual(
        answers.filter(([, status]) => status !== 405).map(([method]) => [method, 403]),
      )
      expect(await Promise.all(SURVEY_TABLES.map((table) => countRows(t.db, table)))).toEqual(before)
    },
  )

  test("another community's survey, or one with no community, is not found; the list leaves them out", async () => {
    const admin = await staffActor(t.db, 'admin', 'Ada Admin')
    const own = (await publishedSurvey(t.db, admin, { communityId: maple.id })).survey
    const other = (await publishedSurvey(t.db, admin, { communityId: creek.id, resultsPublic: false })).survey
    const none = (await publishedSurvey(t.db, admin)).survey
    const surveysRoute = await import('../surveys/surveys')
    const resultsRoute = await import('../surveys/results')
    const csvRoute = await import('../surveys/responses-csv')
    const listed = (await (await call(surveysRoute.loader, '/x', { token: boardToken })).json()) as {
      surveys: Array<{ id: string; canEdit: boolean }>
    }
    expect(listed.surveys.map((s) => [s.id, s.canEdit])).toEqual([[own.id, false]])
    for (const id of [other.id, none.id]) {
      expect(
        (await call(resultsRoute.loader, '/x', { token: boardToken, params: { surveyId: id } })).status,
      ).toBe(404)
      expect(
        (await call(csvRoute.loader, '/x', { token: boardToken, params: { surveyId: id } })).status,
      ).toBe(404)
    }
  })
})

describe('admins manage board accounts', () => {
  const create = (body: object, token = adminToken) =>
    call(users.action, '/x', { token, method: 'POST', body })
  const patch = (id: string, body: object) =>
    call(user.action, '/x', { token: adminToken, method: 'PATCH', params: { id }, body })
  type Created = { user: { id: string; role: string }; generatedPassword: string }

  test('POST /api/staff/users creates a board account with its communities', async () => {
    const response = await create({
      email: 'Ben@Example.com',
      name: 'Ben Board',
      role: 'board',
      communityIds: [maple.id],
    })
    expect(response.status).toBe(201)
    const { user: ben } = (await response.json()) as Created
    expect(ben.role).toBe('board')
    const list = (await (await call(users.loader, '/x', { token: adminToken })).json()) as {
      users: Array<{ id: string; communityIds: string[] }>
    }
    expect(list.users.find((u) => u.id === ben.id)?.communityIds).toEqual([maple.id])
    const actor = { id: ben.id, name: 'Ben Board', role: 'board' as const }
    expect((await listCommunities(t.db, actor)).map((c) => c.name)).toEqual(['Maple Hollow HOA'])
  })

  test.each([
    ['no communities', { role: 'board' }, BOARD_NEEDS_COMMUNITY_MESSAGE],
    ['an empty list', { role: 'board', communityIds: [] }, BOARD_NEEDS_COMMUNITY_MESSAGE],
    ['an unknown community', { role: 'board', communityIds: [ID] }, /does not exist/],
    ['an id that is not one', { role: 'board', communityIds: ['maple'] }, 'A community id is not valid.'],
    ['communities on a manager', { role: 'manager', communityIds: [ID] }, ONLY_BOARD_HAS_COMMUNITIES_MESSAGE],
  ])('creating a board account with %s is a 422, and no account is made', async (_, body, message) => {
    const response = await create({ email: 'x@example.com', name: 'X', ...body })
    expect(response.status).toBe(422)
    const { fieldErrors } = (await response.json()) as { fieldErrors: Record<string, string[]> }
    expect(Object.values(fieldErrors).flat()).toContainEqual(
      typeof message === 'string' ? message : expect.stringMatching(message),
    )
    const list = (await (await call(users.loader, '/x', { token: adminToken })).json()) as { users: object[] }
    expect(list.users).toHaveLength(2)
  })

  test('a manager or a board account cannot create one', async () => {
    const manager = (await createSession(t.db, (await staffActor(t.db, 'manager')).id)).token
    const body = { email: 'y@example.com', name: 'Y', role: 'board', communityIds: [maple.id] }
    expect((await create(body, manager)).status).toBe(403)
    expect((await create(body, boardToken)).status).toBe(403)
  })

  test('PATCH /api/staff/users/:id changes the communities, and the change applies at once', async () => {
    const { user: ben } = (await (
      await create({ email: 'ben@example.com', name: 'Ben', role: 'board', communityIds: [maple.id] })
    ).json()) as Created
    const changed = await patch(ben.id, { communityIds: [creek.id, maple.id] })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toMatchObject({ user: { communityIds: [creek.id, maple.id] } })
    expect(await patch(ben.id, { communityIds: [] }).then((r) => r.status)).toBe(422)
    expect(await patch(ben.id, { communityIds: [ID] }).then((r) => r.status)).toBe(422)
    // Made a manager, the account leaves its communities (and then sees all of them as staff).
    expect(await (await patch(ben.id, { role: 'manager' })).json()).toMatchObject({
      user: { role: 'manager', communityIds: [] },
    })
    expect(await patch(ben.id, { role: 'board' }).then((r) => r.status)).toBe(422)
  })

  test('a manager demoted to board loses the inbox with the same token and keeps only its community', async () => {
    const mo = await staffActor(t.db, 'manager', 'Mo')
    const token = (await createSession(t.db, mo.id)).token
    expect((await call(inbox.loader, '/x', { token })).status).toBe(200)
    expect((await patch(mo.id, { role: 'board', communityIds: [creek.id] })).status).toBe(200)
    expect((await call(inbox.loader, '/x', { token })).status).toBe(403)
    const listed = (await (await call(communitiesRoute.loader, '/x', { token })).json()) as {
      communities: Array<{ id: string }>
    }
    expect(listed.communities.map((c) => c.id)).toEqual([creek.id])
  })

  test('demoting the last admin to board is refused with a 409', async () => {
    const me = (await (await call(users.loader, '/x', { token: adminToken })).json()) as {
      users: Array<{ id: string; role: string }>
    }
    const admin = me.users.find((u) => u.role === 'admin')!
    const response = await patch(admin.id, { role: 'board', communityIds: [maple.id] })
    expect(response.status).toBe(409)
    expect((await response.json()) as object).toMatchObject({
      message: expect.stringMatching(/last active admin/),
    })
    expect((await call(users.loader, '/x', { token: adminToken })).status).toBe(200)
  })
})
