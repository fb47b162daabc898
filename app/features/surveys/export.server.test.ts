import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { staffActor } from '../../../tests/factories/communities'
import { answer, publishedSurvey, Q } from '../../../tests/factories/surveys'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import type { Actor } from './access.server'
import { responsesCsv } from './export.server'

// The responses CSV is read and written 1,000 rows at a time: every response once, in the order they came,
// however the pages fall (ties in time to the microsecond, anonymous rows without a time).

const t = setupTestDatabase()
let staff: Actor

beforeEach(async () => {
  staff = await staffActor(t.db, 'manager')
})

async function csvOf(surveyId: string) {
  const { pieces, fileName } = await responsesCsv(t.db, staff, surveyId)
  let csv = ''
  let count = 0
  for await (const piece of pieces) {
    csv += piece
    count++
  }
  return { csv, fileName, pieces: count }
}

describe('the responses CSV', () => {
  test('2,345 responses across three pages: each once, by day, then time, then id', async () => {
    const { survey } = await publishedSurvey(t.db, staff)
    // Seven responses share each instant, to the microsecond; every fifth has no time (as if anonymous).
    // The short answer carries the row's number, so the file says which response each line is.
    await t.db.execute(sql`
      insert into survey_responses (survey_id, answers, submitted_on, submitted_at)
      select ${survey.id}::uuid, jsonb_build_object(${Q.short}::text, 'row ' || n),
        date '2026-03-01' + (n % 3),
        case when n % 5 = 0 then null
          else timestamptz '2026-03-01 08:00:00.123456-07' + (n % 3) * interval '1 day' + (n / 7) * interval '1 microsecond' end
      from generate_series(1, 2345) n`)
    const expected = (await t.db.execute(sql`
      select answers ->> ${Q.short}::text as label from survey_responses where survey_id = ${survey.id}::uuid
      order by submitted_on, submitted_at nulls first, id`)) as { rows: { label: string }[] }

    const { csv, pieces } = await csvOf(survey.id)
    expect(csv.startsWith('\uFEFFSubmitted,Community,Owner or renter,')).toBe(true)
    const lines = csv.split('\r\n').slice(1, -1)
    // A time as every CSV writes it: ISO 8601 in Utah time, with the offset (MST on March 3).
    expect(lines.at(-1)).toMatch(/^2026-03-03T08:00:00-07:00,/)
    expect(pieces).toBe(1 + 3) // the header, then three pages
    const labels = lines.map((line) => /row \d+/.exec(line)?.[0])
    expect(labels).toEqual(expected.rows.map((row) => row.label))
    expect(new Set(labels).size).toBe(2345)
  })

  test('exactly one page of responses ends without an empty one after it', async () => {
    const { survey } = await publishedSurvey(t.db, staff)
    await t.db.execute(sql`
      insert into survey_responses (survey_id, answers, submitted_on)
      select ${survey.id}::uuid, '{}'::jsonb, date '2026-03-01' from generate_series(1, 1000)`)
    const { csv, pieces } = await csvOf(survey.id)
    expect(csv.split('\r\n').slice(1, -1)).toHaveLength(1000)
    expect(pieces).toBe(2)
  })

  test('a survey without responses is its header alone, named after the survey', async () => {
    const { survey } = await publishedSurvey(t.db, staff)
    const { csv, fileName } = await csvOf(survey.id)
    expect(csv.split('\r\n')).toHaveLength(2)
    expect(fileName).toMatch(/-responses\.csv$/)
  })

  test('a response written through the service reads back in its columns', async () => {
    const { survey } = await publishedSurvey(t.db, staff)
    await answer(t.db, survey.id, { [Q.single]: 'north', [Q.role]: 'owner', [Q.short]: '=cmd()' })
    const { csv } = await csvOf(survey.id)
    const row = csv.split('\r\n')[1]!
    expect(row).toContain("'=cmd()")
    expect(row).toContain('North')
  })
})
