import { sql } from 'drizzle-orm'
import { beforeEach, expect, test } from 'vitest'
import { importRoll, newCommunity, rollCsv, staffActor } from '../../../tests/factories/communities'
import { answer, capturingMailer, publishedSurvey, Q, tokenOf } from '../../../tests/factories/surveys'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { closeSurvey } from './lifecycle.server'
import { runSurveySchedule } from './scheduler.server'

// Decision 0012: an anonymous response is written in the transaction that marks its invitation used, so
// until it is rewritten the two rows share an xmin. The daily round and the close break that pairing.

const t = setupTestDatabase()
let staff: Awaited<ReturnType<typeof staffActor>>
let communityId: string
const good = { [Q.single]: 'north', [Q.yesNo]: true }

beforeEach(async () => {
  staff = await staffActor(t.db, 'manager')
  communityId = (await newCommunity(t.db, staff)).id
  const owners = ['Ann', 'Bo', 'Cy', 'Di'].map((name, i) => ({
    unit: `Unit ${i + 1}`,
    owner_name: `${name} Owner`,
    owner_email: `${name.toLowerCase()}@example.com`,
    weight: '1',
  }))
  await importRoll(t.db, staff, communityId, rollCsv(owners))
})

type Rows<T> = { rows: T[] }
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as Rows<T>).rows
/** Responses an outsider with the tables could pair with a used invitation by transaction id. */
const paired = async () =>
  (
    await rows<{ n: number }>(sql`select count(*)::int as n from survey_responses r
      join survey_invitations i on i.xmin = r.xmin where i.used_on is not null`)
  )[0]!.n
const answersKept = () =>
  rows<{ answers: unknown }>(sql`select answers from survey_responses order by answers::text`)

const DAY = 86_400_000

test('the daily round rewrites an open anonymous survey once a day, losing no answer', async () => {
  const { survey, sent } = await publishedSurvey(t.db, staff, {
    audience: 'invitation',
    communityId,
    anonymous: true,
  })
  await answer(t.db, survey.id, good, { token: tokenOf(sent[0]!) })
  await answer(t.db, survey.id, { ...good, [Q.single]: 'south' }, { token: tokenOf(sent[1]!) })
  expect(await paired()).toBe(2)
  const before = await answersKept()

  const { mail } = capturingMailer()
  expect(await runSurveySchedule(t.db, mail)).toMatchObject({ shuffled: 1 })
  expect(await paired()).toBe(0)
  expect(await answersKept()).toEqual(before)
  expect(await runSurveySchedule(t.db, mail)).toMatchObject({ shuffled: 0 })

  // A later answer is paired again until the next Utah day's round.
  await answer(t.db, survey.id, good, { token: tokenOf(sent[2]!) })
  expect(await paired()).toBe(1)
  expect(await runSurveySchedule(t.db, mail, new Date(Date.now() + DAY))).toMatchObject({ shuffled: 1 })
  expect(await paired()).toBe(0)
  expect((await answersKept()).length).toBe(3)
})

test('closing an anonymous survey rewrites its responses; a named survey is left as it is', async () => {
  const anonymous = await publishedSurvey(t.db, staff, {
    audience: 'invitation',
    communityId,
    anonymous: true,
  })
  const named = await publishedSurvey(t.db, staff, {
    audience: 'invitation',
    communityId,
    slug: 'named-survey',
  })
  await answer(t.db, anonymous.survey.id, good, { token: tokenOf(anonymous.sent[0]!) })
  await answer(t.db, named.survey.id, good, { token: tokenOf(named.sent[0]!) })
  expect(await paired()).toBe(2)
  await closeSurvey(t.db, staff, anonymous.survey.id)
  await closeSurvey(t.db, staff, named.survey.id)
  const left = await rows<{ survey_id: string }>(sql`select r.survey_id from survey_responses r
    join survey_invitations i on i.xmin = r.xmin where i.used_on is not null`)
  expect(left).toEqual([{ survey_id: named.survey.id }])
})
