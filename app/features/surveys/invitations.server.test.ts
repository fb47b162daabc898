import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { importRoll, newCommunity, rollCsv, staffActor } from '../../../tests/factories/communities'
import {
  answer,
  capturingMailer,
  HASH_KEY,
  newBrowser,
  publishedSurvey,
  Q,
  tokenOf,
} from '../../../tests/factories/surveys'
import { captureLogger } from '../../../tests/setup/capture-logger'
import { countRows, routeContext } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { surveyInvitations, surveys } from '~/db/schema'
import { utahToday } from '~/lib/dates'
import * as responsesRoute from '~/routes/api/surveys/responses'
import { sendInvitations, sendRemindersNow } from './invitations.server'
import { runSurveySchedule } from './scheduler.server'

// Invitations, reminders and anonymity (issue 13): a used link is a 409; an anonymous response keeps no
// link to its invitation, its browser or its address, and no time finer than the day.

const t = setupTestDatabase()
let staff: Awaited<ReturnType<typeof staffActor>>
let communityId: string
const good = { [Q.single]: 'north', [Q.yesNo]: true }

type Rows<T> = { rows: T[] }
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as Rows<T>).rows

beforeEach(async () => {
  staff = await staffActor(t.db, 'manager')
  communityId = (await newCommunity(t.db, staff)).id
  await importRoll(
    t.db,
    staff,
    communityId,
    rollCsv([
      { unit: 'Unit 1', owner_name: 'Ann Able', owner_email: 'ann@example.com', weight: '1' },
      { unit: 'Unit 2', owner_name: 'Ann Able', owner_email: 'ann@example.com', weight: '1' },
      { unit: 'Unit 3', owner_name: 'Bo Baker', owner_email: 'bo@example.com', weight: '1' },
      { unit: 'Unit 3', owner_name: 'Cy Baker', owner_email: 'cy@example.com', weight: '1' },
      { unit: 'Unit 4', owner_name: 'Di Dunn', weight: '1' },
    ]),
  )
})

const invitationSurvey = (overrides: Record<string, unknown> = {}) =>
  publishedSurvey(t.db, staff, { audience: 'invitation', communityId, ...overrides })

describe('invitations', () => {
  test('per owner: one link per owner with an email, sent at publish', async () => {
    const { sent } = await invitationSurvey()
    expect(sent.map((m) => m.to)).toEqual([['ann@example.com'], ['bo@example.com'], ['cy@example.com']])
    expect(sent[0]!.fields).toContainEqual({ label: 'For', value: 'Ann Able' })
    const link = sent[0]!.fields.find((f) => f.label === 'Your survey link')!.value
    expect(link).toMatch(/^https:\/\/hoa\.example\.com\/survey\/[0-9a-f-]{36}\?token=[\w-]{43}$/)
    const stored = await t.db.select().from(surveyInvitations)
    expect(stored.map((i) => i.units).sort()).toEqual(['Unit 1, Unit 2', 'Unit 3', 'Unit 3'])
    // Only the hash is kept.
    expect(stored.some((i) => i.tokenHash === tokenOf(sent[0]!))).toBe(false)
  })

  test('per unit: one link per unit to all its owners; POST sends only to units added since', async () => {
    const { survey, sent } = await invitationSurvey({ invitePer: 'unit', slug: 'unit-survey' })
    expect(sent.map((m) => m.to.sort())).toEqual([
      ['ann@example.com'],
      ['ann@example.com'],
      ['bo@example.com', 'cy@example.com'],
    ])
    expect(sent[0]!.fields.find((f) => f.label === 'Your survey link')!.value).toContain(
      '/survey/unit-survey?token=',
    )
    const again = capturingMailer()
    expect(await sendInvitations(t.db, staff, survey.id, again.mail)).toEqual({ invited: 0, messages: 0 })
  })

  test('a link answers once: then 409; a made-up token is a 403', async () => {
    const { survey, sent } = await invitationSurvey()
    const token = tokenOf(sent[0]!)
    await answer(t.db, survey.id, good, { token })
    await expect(answer(t.db, survey.id, good, { token })).rejects.toMatchObject({ status: 409 })
    await expect(answer(t.db, survey.id, good, { token: 'x'.repeat(43) })).rejects.toMatchObject({
      status: 403,
    })
    await expect(answer(t.db, survey.id, good)).rejects.toMatchObject({ status: 403 })
    expect(await countRows(t.db, 'survey_responses')).toBe(1)
  })

  test('reminders: a new link to those who have not answered, at most once an hour', async () => {
    const { survey, sent } = await invitationSurvey()
    await answer(t.db, survey.id, good, { token: tokenOf(sent[0]!) })
    const round = capturingMailer()
    expect(await sendRemindersNow(t.db, staff, survey.id, round.mail)).toEqual({ reminded: 2, messages: 2 })
    expect(round.sent.map((m) => m.to)).toEqual([['bo@example.com'], ['cy@example.com']])
    expect(round.sent[0]!.kind).toBe('reminder')
    // The old link of a reminded owner stops working; the new one works.
    await expect(answer(t.db, survey.id, good, { token: tokenOf(sent[1]!) })).rejects.toMatchObject({
      status: 403,
    })
    await answer(t.db, survey.id, good, { token: tokenOf(round.sent[0]!) })
    await expect(sendRemindersNow(t.db, staff, survey.id, capturingMailer().mail)).rejects.toMatchObject({
      status: 409,
    })
  })

  test('the schedule: one round 3 days before closing, and the close itself', async () => {
    const closesAt = new Date(Date.now() + 2 * 86_400_000)
    const { survey } = await invitationSurvey({ closesAt: closesAt.toISOString() })
    await t.db.update(surveys).set({ publishedAt: new Date(Date.now() - 5 * 86_400_000) })
    const round = capturingMailer()
    expect(await runSurveySchedule(t.db, round.mail)).toEqual({ closed: 0, reminded: 3, shuffled: 0 })
    expect(await runSurveySchedule(t.db, round.mail)).toEqual({ closed: 0, reminded: 0, shuffled: 0 })
    expect(round.sent).toHaveLength(3)
    expect(await runSurveySchedule(t.db, round.mail, new Date(closesAt.getTime() + 1000))).toEqual({
      closed: 1,
      reminded: 0,
      shuffled: 0,
    })
    const [row] = await t.db.select().from(surveys)
    expect(row).toMatchObject({ id: survey.id, status: 'closed', closedAt: closesAt })
  })
})

describe('anonymity', () => {
  test('no column of a response can point at an invitation, a browser or an address', async () => {
    const columns = await rows<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'survey_responses' order by ordinal_position`,
    )
    expect(columns.map((c) => c.column_name)).toEqual([
      'id',
      'survey_id',
      'answers',
      'community',
      'role',
      'submitted_on',
      'submitted_at',
      'respondent',
    ])
    const keys = await rows<{ target: string }>(sql`
      select confrelid::regclass::text as target from pg_constraint
      where conrelid = 'survey_responses'::regclass and contype = 'f'`)
    expect(keys).toEqual([{ target: 'surveys' }])
    const marks = await rows<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'survey_browser_marks' order by ordinal_position`,
    )
    expect(marks.map((c) => c.column_name)).toEqual(['survey_id', 'mark_hash'])
  })

  test('an anonymous invitation survey: the day only, the invitation only marked used', async () => {
    const { survey, sent } = await invitationSurvey({ anonymous: true })
    await answer(t.db, survey.id, good, { token: tokenOf(sent[2]!) })
    const [response] = await rows<Record<string, unknown>>(sql`select * from survey_responses`)
    expect(response).toMatchObject({ submitted_on: utahToday(), submitted_at: null, respondent: null })
    expect(JSON.stringify(response)).not.toMatch(/Cy Baker|cy@example|Unit 3/)
    const invitations = await t.db.select().from(surveyInvitations)
    const used = invitations.filter((i) => i.usedOn)
    expect(used).toHaveLength(1)
    expect(used[0]).toMatchObject({ usedOn: utahToday(), usedAt: null })
    expect(await countRows(t.db, 'survey_browser_marks')).toBe(0)
  })

  test('a named invitation survey records who answered and when', async () => {
    const { survey, sent } = await invitationSurvey()
    await answer(t.db, survey.id, good, { token: tokenOf(sent[0]!) })
    const [response] = await rows<{ submitted_at: unknown; respondent: unknown }>(
      sql`select * from survey_responses`,
    )
    expect(response!.submitted_at).not.toBeNull()
    expect(response!.respondent).toEqual({
      name: 'Ann Able',
      email: 'ann@example.com',
      units: 'Unit 1, Unit 2',
    })
    const [invitation] = await t.db
      .select()
      .from(surveyInvitations)
      .where(sql`used_on is not null`)
    expect(invitation!.usedAt).not.toBeNull()
  })

  test('an open link: the browser mark is a keyed hash, unlinked to the response', async () => {
    const { survey } = await publishedSurvey(t.db, staff, { anonymous: true })
    const browser = newBrowser()
    await answer(t.db, survey.id, good, { browserId: browser })
    const [mark] = await rows<{ mark_hash: string }>(sql`select mark_hash from survey_browser_marks`)
    expect(mark!.mark_hash).not.toContain(browser)
    expect(mark!.mark_hash).toMatch(/^[\w-]{43}$/)
    const [response] = await rows<Record<string, unknown>>(sql`select * from survey_responses`)
    expect(JSON.stringify(response)).not.toContain(mark!.mark_hash)
    expect(response!.submitted_at).toBeNull()
    expect(HASH_KEY).toBeTruthy()
  })

  test('the answer endpoint logs nothing about the respondent', async () => {
    const { survey, sent } = await invitationSurvey({ anonymous: true })
    const { logger, lines } = captureLogger()
    const token = tokenOf(sent[0]!)
    const response = await responsesRoute.action({
      request: new Request('http://127.0.0.1/x', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Survey-Browser': 'a-browser-id-123456' },
        body: JSON.stringify({ answers: good, token }),
      }),
      context: routeContext(t.db, { logger }),
      params: { surveyId: survey.id },
    } as never)
    expect(response.status).toBe(201)
    const logged = JSON.stringify(lines())
    for (const secret of [token, '203.0.113.10', 'a-browser-id-123456']) expect(logged).not.toContain(secret)
  })
})
