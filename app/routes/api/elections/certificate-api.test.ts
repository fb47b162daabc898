import { beforeEach, describe, expect, test } from 'vitest'
import { addMembership, staffActor } from '../../../../tests/factories/communities'
import {
  electionCommunity,
  electionInput,
  openedElection,
  pick,
  unitsOf,
  vote,
} from '../../../../tests/factories/elections'
import { apiCall, type ApiCall } from '../../../../tests/setup/api-call'
import { pdfWords } from '../../../../tests/setup/pdf-text'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { listAudit } from '~/features/elections/audit.server'
import { REPORT_NOT_READY_MESSAGE } from '~/features/elections/certificate.server'
import { createElection } from '~/features/elections/elections.server'
import { closeElection } from '~/features/elections/lifecycle.server'
import { CODE_NOT_FOUND_MESSAGE } from '~/features/elections/voter-code.server'
import { createSession } from '~/features/staff/sessions.server'
import * as ballotCodeRoute from './ballot-code'
import * as certificateRoute from './certificate'
import * as exportRoute from './export'
import * as noticesRoute from './notices'
import * as noticesPdfRoute from './notices-pdf'

const t = setupTestDatabase()
const call = (handler: unknown, path: string, options: ApiCall = {}) => apiCall(t.db, handler, path, options)

let staff: Awaited<ReturnType<typeof staffActor>>
let staffToken: string
let boardToken: string
let outsiderToken: string
let communityId: string

beforeEach(async () => {
  staff = await staffActor(t.db, 'manager')
  staffToken = (await createSession(t.db, staff.id)).token
  // P1 has no owner email: it gets a printed notice and a mail ballot.
  communityId = (await electionCommunity(t.db, staff, [...unitsOf(3), { label: 'P1', weight: '1' }])).id
  const board = await staffActor(t.db, 'board', 'Bea Board')
  await addMembership(t.db, board.id, communityId)
  boardToken = (await createSession(t.db, board.id)).token
  const outsider = await staffActor(t.db, 'board', 'Oscar Outside')
  const elsewhere = await electionCommunity(t.db, staff, unitsOf(1))
  await addMembership(t.db, outsider.id, elsewhere.id)
  outsiderToken = (await createSession(t.db, outsider.id)).token
})

const certificatePdf = (id: string, token: string) =>
  call(exportRoute.loader, '/x', { token, params: { id, file: 'certificate.pdf' } })

describe('GET /api/elections/:id/exports/certificate.pdf', () => {
  test('staff and the community’s board get the report; another community’s board does not; a draft is not ready', async () => {
    const election = await openedElection(t.db, staff, communityId, { title: 'Annual meeting 2026' })
    await vote(t.db, election.links.get('U1'), [pick(election, 0, 'Ana Ortiz'), pick(election, 1, 'Yes')])
    await closeElection(t.db, staff, election.id)

    const manager = await certificatePdf(election.id, staffToken)
    expect(manager.status).toBe(200)
    expect(manager.headers.get('Content-Type')).toBe('application/pdf')
    expect(manager.headers.get('Content-Disposition')).toContain(
      'filename="results-report-annual-meeting-2026.pdf"',
    )
    const bytes = Buffer.from(await manager.arrayBuffer())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const events = await listAudit(t.db, election.id)
    expect(pdfWords(bytes)).toContain(events.at(-1)!.hash)

    const board = await certificatePdf(election.id, boardToken)
    expect(board.status).toBe(200)
    expect(pdfWords(Buffer.from(await board.arrayBuffer()))).toContain('Results report: Not yet certified')

    const outsider = await certificatePdf(election.id, outsiderToken)
    expect(outsider.status).toBe(404)
    expect(await outsider.json()).toEqual({ message: 'There is no election with that id.' })

    const draft = await createElection(t.db, staff, electionInput(communityId))
    const early = await certificatePdf(draft.id, staffToken)
    expect(early.status).toBe(409)
    expect(await early.json()).toEqual({ message: REPORT_NOT_READY_MESSAGE('draft') })
    const page = await call(certificateRoute.loader, '/x', { token: boardToken, params: { id: draft.id } })
    expect(page.status).toBe(409)
  })

  test('the print page’s facts carry the same record as the PDF', async () => {
    const election = await openedElection(t.db, staff, communityId)
    await closeElection(t.db, staff, election.id)
    const answer = await call(certificateRoute.loader, '/x', {
      token: staffToken,
      params: { id: election.id },
    })
    expect(answer.status).toBe(200)
    const { certificate } = (await answer.json()) as {
      certificate: { chain: { events: number; head: string }; verification: { ok: boolean } }
    }
    const events = await listAudit(t.db, election.id)
    expect(certificate.chain).toMatchObject({ events: events.length, head: events.at(-1)!.hash })
    expect(certificate.verification.ok).toBe(true)
  })
})

describe('GET /api/elections/:id/notices.pdf', () => {
  test('issues new codes, audited: the earlier printout’s code stops working and the PDF’s code works', async () => {
    const election = await openedElection(t.db, staff, communityId)
    const printed = await call(noticesRoute.action, '/x', {
      method: 'POST',
      token: staffToken,
      params: { id: election.id },
    })
    const earlier = ((await printed.json()) as { notices: Array<{ code: string }> }).notices[0]!.code

    const response = await call(noticesPdfRoute.loader, '/x', {
      token: staffToken,
      params: { id: election.id },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    const words = pdfWords(Buffer.from(await response.arrayBuffer()))
    const codes = [...new Set(words.match(/\b[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\b/g))]
    expect(codes).toHaveLength(1) // one unit: its letter and every page of its ballot carry the same code
    expect(codes[0]).not.toBe(earlier)
    expect(words).toContain('Notice of vote: Annual meeting 2026')
    expect(words).toContain('Official mail ballot'.toUpperCase())
    expect(words).toContain('Vote for up to 2')
    expect(words).toContain('Mark one box per choice with a dark pen')

    const lookUp = (code: string) => call(ballotCodeRoute.action, '/x', { method: 'POST', body: { code } })
    const old = await lookUp(earlier)
    expect(old.status).toBe(404)
    expect(await old.json()).toEqual({ message: CODE_NOT_FOUND_MESSAGE })
    expect((await lookUp(codes[0]!)).status).toBe(200)
    const kinds = (await listAudit(t.db, election.id)).map((event) => event.kind)
    expect(kinds.filter((kind) => kind === 'notices_printed')).toHaveLength(2)
  })

  test('a board account cannot issue them, and a closed election has none to print', async () => {
    const election = await openedElection(t.db, staff, communityId)
    const board = await call(noticesPdfRoute.loader, '/x', { token: boardToken, params: { id: election.id } })
    expect(board.status).toBe(403)
    await closeElection(t.db, staff, election.id)
    const closed = await call(noticesPdfRoute.loader, '/x', {
      token: staffToken,
      params: { id: election.id },
    })
    expect(closed.status).toBe(409)
    expect(await closed.json()).toEqual({ message: 'Notices are printed while the election is open.' })
  })
})
