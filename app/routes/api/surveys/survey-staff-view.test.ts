import { beforeEach, expect, test } from 'vitest'
import { addMembership, newCommunity, staffActor } from '../../../../tests/factories/communities'
import { publishedSurvey } from '../../../../tests/factories/surveys'
import { apiCall } from '../../../../tests/setup/api-call'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import type { Actor, CommunitySummary } from '~/features/communities/types'
import { createSession } from '~/features/staff/sessions.server'
import { loader } from './survey'

// GET /api/surveys/:id answers a published survey to anyone, as the page that answers it needs; the back
// office's pages ask with ?view=staff and get the staff fields or a refusal, never that public definition
// (a board account opening another community's survey got it, and the page broke on the missing fields).

const t = setupTestDatabase()
const get = (surveyId: string, query: string, token?: string) =>
  apiCall(t.db, loader, `/api/surveys/${surveyId}${query}`, { token, params: { surveyId } })

let admin: Actor
let maple: CommunitySummary
let creek: CommunitySummary
let boardToken: string

beforeEach(async () => {
  admin = await staffActor(t.db, 'admin', 'Ada Admin')
  maple = await newCommunity(t.db, admin, { name: 'Maple Hollow HOA' })
  creek = await newCommunity(t.db, admin, { name: 'Cedar Creek HOA' })
  const board = await staffActor(t.db, 'board', 'Bea Board')
  await addMembership(t.db, board.id, maple.id)
  boardToken = (await createSession(t.db, board.id)).token
})

test("a board account gets 404 for another community's published survey, or one with no community", async () => {
  const other = (await publishedSurvey(t.db, admin, { communityId: creek.id })).survey
  const none = (await publishedSurvey(t.db, admin)).survey
  for (const survey of [other, none]) {
    const staffView = await get(survey.id, '?view=staff', boardToken)
    expect(staffView.status).toBe(404)
    expect(await staffView.json()).toEqual({ message: 'There is no survey at this address.' })
    // The plain address still gives it the survey to answer, as anyone.
    const answerable = await get(survey.id, '', boardToken)
    expect(answerable.status).toBe(200)
    expect(await answerable.json()).not.toHaveProperty('canEdit')
  }
})

test("its own community's survey comes with the staff fields, read-only; by slug too", async () => {
  const own = (await publishedSurvey(t.db, admin, { communityId: maple.id, slug: 'maple-pool' })).survey
  for (const address of [own.id, 'maple-pool']) {
    const answer = await get(address, '?view=staff', boardToken)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ id: own.id, canEdit: false, communityId: maple.id })
  }
})

test('without a staff session the staff view is a 401, not the public definition', async () => {
  const open = (await publishedSurvey(t.db, admin)).survey
  expect((await get(open.id, '?view=staff')).status).toBe(401)
  expect((await get(open.id, '?view=staff', 'not-a-live-session-token')).status).toBe(401)
  expect((await get(open.id, '')).status).toBe(200)
})

test('company staff get any survey, draft or not; an unknown one is not found', async () => {
  const token = (await createSession(t.db, admin.id)).token
  const other = (await publishedSurvey(t.db, admin, { communityId: creek.id })).survey
  expect(await (await get(other.id, '?view=staff', token)).json()).toMatchObject({ canEdit: true })
  expect((await get('00000000-0000-4000-8000-000000000000', '?view=staff', token)).status).toBe(404)
})
