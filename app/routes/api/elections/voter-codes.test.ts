import { beforeEach, describe, expect, test } from 'vitest'
import { addMembership, staffActor } from '../../../../tests/factories/communities'
import { electionCommunity, electionInput, unitsOf } from '../../../../tests/factories/elections'
import { apiCall, type ApiCall } from '../../../../tests/setup/api-call'
import { countRows, routeContext } from '../../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { CODE_NOT_FOUND_MESSAGE, NO_UNIT_FOR_CODE_MESSAGE } from '~/features/elections/voter-code.server'
import { createSession } from '~/features/staff/sessions.server'
import * as voteCodePage from '../../vote-code'
import * as ballotRoute from './ballot'
import * as codeRoute from './ballot-code'
import * as electionsRoute from './elections'
import * as noticesRoute from './notices'
import * as noticesCsvRoute from './notices-csv'
import * as paperCodeRoute from './paper-ballot-code'
import * as paperRoute from './paper-ballots'
import * as stepRoute from './step'

// Voter codes: the 16-character code printed for owners on paper opens the same ballot as the long link,
// forgives how a person types it, stops working when a later printout replaces it, and lets staff key a
// returned mail ballot without picking the unit.

const t = setupTestDatabase()
const call = (handler: unknown, path: string, options: ApiCall = {}) => apiCall(t.db, handler, path, options)
const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T

type Created = { id: string; contests: Array<{ id: string; options: Array<{ id: string }> }> }
type Notice = { unitLabel: string; code: string; codeLink: string; link: string; mailingAddress: string }

let staffToken: string
let boardToken: string
let created: Created

beforeEach(async () => {
  const staff = await staffActor(t.db, 'manager')
  staffToken = (await createSession(t.db, staff.id)).token
  const units = [
    ...unitsOf(2),
    { label: 'P1', weight: '3', mailingAddress: '12 Canyon Rd\nLayton, UT 84041' },
    { label: 'P2', weight: '1' },
  ]
  const community = await electionCommunity(t.db, staff, units)
  const board = await staffActor(t.db, 'board', 'Bea Board')
  await addMembership(t.db, board.id, community.id)
  boardToken = (await createSession(t.db, board.id)).token
  const body = JSON.parse(JSON.stringify(electionInput(community.id)))
  created = await json<Created>(
    await call(electionsRoute.action, '/x', { method: 'POST', token: staffToken, body }),
  )
  const opened = await call(stepRoute.action, '/x', {
    method: 'POST',
    token: staffToken,
    body: {},
    params: { id: created.id, step: 'open' },
  })
  expect(opened.status).toBe(200)
})

async function printNotices() {
  const response = await call(noticesRoute.action, '/x', {
    method: 'POST',
    token: staffToken,
    params: { id: created.id },
  })
  return (await json<{ notices: Notice[] }>(response)).notices
}
const lookUp = (code: unknown) => call(codeRoute.action, '/x', { method: 'POST', body: { code } })
const ballotOf = (token: string) => call(ballotRoute.loader, '/x', { params: { token } })
const paperCode = (code: string, token = staffToken) =>
  call(paperCodeRoute.action, '/x', { method: 'POST', token, body: { code }, params: { id: created.id } })

describe('the printed notice and the mail-house CSV', () => {
  test('each unit on paper gets a 16-character code in groups of four, and /vote?code= to scan', async () => {
    const notices = await printNotices()
    expect(notices.map((n) => n.unitLabel)).toEqual(['P1', 'P2'])
    for (const notice of notices) {
      expect(notice.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/)
      expect(notice.codeLink).toBe(`http://127.0.0.1/vote?code=${notice.code}`)
    }
    expect(notices[0]!.code).not.toBe(notices[1]!.code)
  })

  test('the CSV is unit, owner name, mailing address from the roll, code and link', async () => {
    const response = await call(noticesCsvRoute.loader, '/x', {
      token: staffToken,
      params: { id: created.id },
    })
    const [header, first] = (await response.text()).split('\r\n')
    expect(header).toBe('unit,owner_name,mailing_address,code,link')
    expect(first).toMatch(
      /^P1,Owner 3\.1,"12 Canyon Rd\nLayton, UT 84041",[0-9A-Z-]{19},http:\/\/127\.0\.0\.1\/vote\/[\w-]{43}$/,
    )
  })
})

describe('POST /api/elections/ballot/code', () => {
  test('a code typed in lower case with spaces, O for 0 and l for 1 answers the link that opens the unit’s ballot', async () => {
    const [notice] = await printNotices()
    const typed = notice!.code.toLowerCase().replaceAll('-', ' ').replaceAll('0', 'o').replaceAll('1', 'l')
    const response = await lookUp(` ${typed} `)
    expect(response.status).toBe(200)
    const { token } = await json<{ token: string }>(response)
    expect(token).toBe(notice!.link.split('/vote/')[1])
    const ballot = await json<{ unit: { label: string }; status: string }>(await ballotOf(token))
    expect(ballot).toMatchObject({ unit: { label: 'P1' }, status: 'open' })
  })

  test('unknown, malformed and replaced codes all answer the same 404 sentence', async () => {
    const [first] = await printNotices()
    const [again] = await printNotices()
    for (const code of ['7KQ2-M9XD-4TRB-P3WA', 'not a code', first!.code]) {
      const response = await lookUp(code)
      expect(response.status).toBe(404)
      expect((await json<{ message: string }>(response)).message).toBe(CODE_NOT_FOUND_MESSAGE)
    }
    expect((await lookUp(again!.code)).status).toBe(200)
  })

  test('tries are limited per address: the eleventh in an hour is refused', async () => {
    for (let i = 0; i < 10; i++) expect((await lookUp('7KQ2-M9XD-4TRB-P3WA')).status).toBe(404)
    const refused = await lookUp('7KQ2-M9XD-4TRB-P3WA')
    expect(refused.status).toBe(429)
  })

  test('a body without a code is a 422, and GET is not allowed', async () => {
    expect((await lookUp(42)).status).toBe(422)
    expect((await call(codeRoute.loader, '/x')).status).toBe(405)
  })
})

describe('/vote?code=', () => {
  const page = (query: string) =>
    voteCodePage.loader({
      request: new Request(`http://127.0.0.1/vote${query}`),
      context: routeContext(t.db),
      params: {},
    } as never)

  test('a code from the QR code goes on to its ballot, and is never cached', async () => {
    const [notice] = await printNotices()
    const answer = await page(`?code=${encodeURIComponent(notice!.code.toLowerCase())}`).catch(
      (thrown) => thrown,
    )
    expect(answer).toBeInstanceOf(Response)
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe(`/vote/${notice!.link.split('/vote/')[1]}`)
    expect(answer.headers.get('Cache-Control')).toContain('no-store')
  })

  test('a wrong code stays on the page with the sentence', async () => {
    const answer = (await page('?code=7KQ2-M9XD-4TRB-P3WA')) as unknown as { data: { codeError: string } }
    expect(answer.data.codeError).toBe(CODE_NOT_FOUND_MESSAGE)
  })
})

describe('keying a returned mail ballot by its code', () => {
  test('the code (or the QR code’s link) finds the unit; a board account may not look', async () => {
    const [notice] = await printNotices()
    const found = await paperCode(notice!.codeLink)
    expect(found.status).toBe(200)
    expect(await json(found)).toMatchObject({ unitLabel: 'P1' })
    expect((await paperCode(notice!.code.toLowerCase())).status).toBe(200)
    const unknown = await paperCode('7KQ2-M9XD-4TRB-P3WA')
    expect(unknown.status).toBe(404)
    expect((await json<{ message: string }>(unknown)).message).toBe(NO_UNIT_FOR_CODE_MESSAGE)
    expect((await paperCode(notice!.code, boardToken)).status).toBe(403)
  })

  test('a ballot keyed with its code counts for that unit once; the same code again is refused', async () => {
    const [notice] = await printNotices()
    const [race] = created.contests
    const body = { code: notice!.code, choices: [{ contestId: race!.id, optionIds: [race!.options[0]!.id] }] }
    const key = () =>
      call(paperRoute.action, '/x', { method: 'POST', token: staffToken, body, params: { id: created.id } })
    expect((await key()).status).toBe(201)
    const again = await key()
    expect(again.status).toBe(409)
    expect((await json<{ message: string }>(again)).message).toBe(
      'P1 has already voted; its paper ballot cannot be counted.',
    )
    expect(await countRows(t.db, 'election_ballots')).toBe(1)
  })
})
