import { sql } from 'drizzle-orm'
import { beforeEach, expect, test } from 'vitest'
import { importRoll, newCommunity, rollCsv, staffActor } from '../../../tests/factories/communities'
import { publishedSurvey } from '../../../tests/factories/surveys'
import { apiCall } from '../../../tests/setup/api-call'
import { queryRows } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { surveyReminderRuns } from '~/db/schema'
import { createSession } from '~/features/staff/sessions.server'
import * as reminders from '~/routes/api/surveys/reminders'

// An open-link survey for one community: staff email its one public address to the owners on the roll,
// through the outbox, at most a round an hour; the first round invites, later ones remind.

const t = setupTestDatabase()
let staff: Awaited<ReturnType<typeof staffActor>>
let token: string
let communityId: string

beforeEach(async () => {
  staff = await staffActor(t.db, 'manager')
  token = (await createSession(t.db, staff.id)).token
  communityId = (await newCommunity(t.db, staff)).id
  await importRoll(
    t.db,
    staff,
    communityId,
    rollCsv([
      { unit: 'Unit 1', owner_name: 'Ann Able', owner_email: 'ann@example.com', weight: '1' },
      { unit: 'Unit 2', owner_name: 'Ann Able', owner_email: 'ann@example.com', weight: '1' },
      { unit: 'Unit 3', owner_name: 'Bo Baker', owner_email: 'bo@example.com', weight: '1' },
      { unit: 'Unit 3', owner_name: 'Cy Baker', owner_email: 'BO@example.com', weight: '1' },
      { unit: 'Unit 4', owner_name: 'Di Dunn', weight: '1' },
    ]),
  )
})

const sendRound = (surveyId: string) =>
  apiCall(t.db, reminders.action, `/api/surveys/${surveyId}/reminders`, {
    token,
    method: 'POST',
    params: { surveyId },
  })

type Outbox = { kind: string; to: string[]; subject: string; text_body: string; sealed: boolean }
const outbox = () =>
  queryRows<Outbox>(
    t.db,
    sql`select kind, to_addresses as "to", subject, text_body, sealed_link is not null as sealed
        from outbox_messages order by created_at, to_addresses`,
  )

test('each owner address gets the open link once; the first round invites, the next reminds', async () => {
  const { survey } = await publishedSurvey(t.db, staff, { communityId, slug: 'pool-hours' })
  const first = await sendRound(survey.id)
  expect(first.status).toBe(200)
  expect(await first.json()).toEqual({ reminded: 2, messages: 2 })
  const mails = await outbox()
  expect(mails.map((m) => m.to)).toEqual([['ann@example.com'], ['bo@example.com']])
  expect(mails[0]).toMatchObject({ kind: 'invitation', subject: 'Your survey: Pool survey', sealed: false })
  expect(mails[0]!.text_body).toContain('http://127.0.0.1/survey/pool-hours')
  expect(mails[0]!.text_body).not.toContain('token=')
  expect(mails[0]!.text_body).toContain(
    'If you have already answered, thank you: there is no need to answer again.',
  )

  // Within the hour a second round is refused; an hour on, it reminds.
  const soon = await sendRound(survey.id)
  expect(soon.status).toBe(409)
  expect(((await soon.json()) as { message: string }).message).toBe(
    'Reminders went out less than an hour ago. Please wait before sending more.',
  )
  await t.db.update(surveyReminderRuns).set({ ranAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
  expect((await sendRound(survey.id)).status).toBe(200)
  const later = (await outbox()).slice(2)
  expect(later.map((m) => [m.kind, m.subject])).toEqual([
    ['reminder', 'Reminder: Pool survey'],
    ['reminder', 'Reminder: Pool survey'],
  ])
})

test('an open link for no particular community has no roll to email', async () => {
  const { survey } = await publishedSurvey(t.db, staff)
  const response = await sendRound(survey.id)
  expect(response.status).toBe(409)
  expect(((await response.json()) as { message: string }).message).toBe(
    'This survey is answered by open link and is not for one community, so there is no roll to email.',
  )
  expect(await outbox()).toEqual([])
})
