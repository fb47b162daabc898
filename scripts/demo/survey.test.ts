import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { getResults } from '~/features/surveys/results.server'
import { listSurveys } from '~/features/surveys/surveys.server'
import { browserMark } from '~/features/surveys/tokens.server'
import { setupTestDatabase } from '../../tests/setup/test-database'
import { MAPLE_HOLLOW_NAME } from './maple-hollow'
import { seedDemo } from './seed'
import {
  DEMO_HASH_KEY,
  DEMO_QUESTIONS as Q,
  DEMO_RESPONSES,
  DEMO_SURVEY_SLUG,
  DEMO_SURVEY_TITLE,
  demoAnswers,
  demoBrowser,
} from './survey'

const t = setupTestDatabase()
const OPTIONS = { firstAdminEmail: 'admin@example.com', publicOrigin: 'https://hoa.example.test' }
const SYSTEM = { id: null, name: 'test', role: 'system' as const }

async function responseCount(): Promise<number> {
  const result = (await t.db.execute(sql`select count(*)::int as n from survey_responses`)) as unknown as {
    rows: Array<{ n: number }>
  }
  return result.rows[0]!.n
}

const question = (results: Awaited<ReturnType<typeof getResults>>['results'], id: string) =>
  results.questions.find((q) => q.questionId === id)!

test('the seed publishes the demo survey with 300 varied answers; again, it adds none', async () => {
  const first = await seedDemo(t.db, OPTIONS)
  const text = first.lines.join('\n')
  expect(text).toContain(`Created and published the demo survey "${DEMO_SURVEY_TITLE}"`)
  expect(text).toContain(`with ${DEMO_RESPONSES} residents' answers`)
  expect(text).toContain(`Answer it: https://hoa.example.test/survey/${DEMO_SURVEY_SLUG}`)

  const [survey, ...others] = await listSurveys(t.db, SYSTEM)
  expect(others).toEqual([])
  expect(survey).toMatchObject({
    slug: DEMO_SURVEY_SLUG,
    status: 'published',
    availability: 'open',
    audience: 'open',
    anonymous: true,
    resultsPublic: true,
    communityName: MAPLE_HOLLOW_NAME,
    responses: DEMO_RESPONSES,
    questionCount: 10,
  })
  expect(text).toContain(`Its results: https://hoa.example.test/survey-responses/${survey!.id}`)
  expect(await responseCount()).toBe(DEMO_RESPONSES)

  // As the public results page reads them, with no one signed in.
  const { survey: definition, results } = await getResults(t.db, undefined, survey!.id, { group: {} })
  expect(new Set(definition.questions.map((q) => q.type))).toEqual(
    new Set(['single', 'multiple', 'rating', 'matrix', 'yes_no', 'long_text', 'ranking', 'nps']),
  )
  expect(definition.questions.find((q) => q.id === Q.instead)!.showIf).toEqual({
    questionId: Q.dues,
    operator: 'equals',
    value: false,
  })
  expect(results).toMatchObject({ total: DEMO_RESPONSES, suppressed: false, hasRoleFilter: true })
  const counts = (id: string) =>
    Object.fromEntries(question(results, id).counts!.map((c) => [c.key, c.count]))
  const dues = counts(Q.dues)
  expect(dues.true).toBeGreaterThan(50)
  expect(dues.false).toBeGreaterThan(50)
  // The follow-up is answered only by some of those who said no.
  expect(question(results, Q.instead).answered).toBeGreaterThan(20)
  expect(question(results, Q.instead).answered).toBeLessThan(dues.false!)
  const nps = question(results, Q.recommend).nps!
  expect(nps.promoters * nps.passives * nps.detractors).toBeGreaterThan(0)
  expect(Object.values(counts(Q.grounds)).filter((n) => n > 0).length).toBeGreaterThanOrEqual(4)
  const amenities = counts(Q.amenities)
  expect(amenities.trail).toBeGreaterThan(amenities.pickleball!)
  expect(amenities.other).toBeGreaterThan(0)
  const snow = question(results, Q.services).matrix!.find((row) => row.rowId === 'snow')!
  expect(snow.counts.filter((c) => c.count > 0).length).toBeGreaterThanOrEqual(3)
  const ranking = question(results, Q.projects).ranking!
  expect(ranking).toHaveLength(5)
  expect(ranking[0]!.averagePosition).toBeLessThan(ranking[4]!.averagePosition - 1)
  expect(question(results, Q.comments).texts!.length).toBeGreaterThan(10)

  const renters = (await getResults(t.db, undefined, survey!.id, { group: { role: 'renter' } })).results.total
  expect(renters).toBeGreaterThan(20)
  expect(renters).toBeLessThan(100)

  const again = await seedDemo(t.db, OPTIONS)
  expect(again.lines.join('\n')).toContain(
    `The demo survey "${DEMO_SURVEY_TITLE}" is already there (published, ${DEMO_RESPONSES} responses); kept as it is.`,
  )
  expect(await responseCount()).toBe(DEMO_RESPONSES)
  expect(await listSurveys(t.db, SYSTEM)).toHaveLength(1)
})

test('a run cut short is finished with the same answers, none of them twice', async () => {
  await seedDemo(t.db, OPTIONS)
  const [survey] = await listSurveys(t.db, SYSTEM)
  const answersOf = async () =>
    (
      (await t.db.execute(sql`select answers::text as a from survey_responses order by 1`)) as unknown as {
        rows: Array<{ a: string }>
      }
    ).rows.map((r) => r.a)
  const before = await answersOf()
  // As if the run had stopped after resident 199: each later answer and its browser mark were never written.
  for (let n = 200; n < DEMO_RESPONSES; n++) {
    const mark = browserMark(DEMO_HASH_KEY, survey!.id, demoBrowser(n))
    await t.db.execute(sql`delete from survey_browser_marks where mark_hash = ${mark}`)
    await t.db.execute(sql`delete from survey_responses where id = (select id from survey_responses
      where answers = ${JSON.stringify(demoAnswers(n))}::jsonb limit 1)`)
  }
  await t.db.execute(sql`update surveys set response_count = (select count(*) from survey_responses)`)
  expect(await responseCount()).toBe(200)

  const again = await seedDemo(t.db, OPTIONS)
  expect(again.lines.join('\n')).toContain(`"${DEMO_SURVEY_TITLE}" had 200 responses; added 100 more.`)
  expect(await answersOf()).toEqual(before)
})
