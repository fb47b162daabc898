import { sql } from 'drizzle-orm'
import { beforeEach, expect, test } from 'vitest'
import { staffActor } from '../../../tests/factories/communities'
import { answer, publishedSurvey, Q, surveyInput } from '../../../tests/factories/surveys'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { readCsv } from '~/lib/csv-read'
import { utahToday } from '~/lib/dates'
import type { Actor } from './access.server'
import { responsesCsv } from './export.server'
import { WITHHELD, WITHHELD_NOTE } from './export-withheld.server'
import type { Answers } from './types'

// The staff CSV of an anonymous survey keeps the results page's rule: what fewer than 3 responses share,
// and the texts of a question fewer than 3 answered, are withheld (decision 0012).

const t = setupTestDatabase()
let staff: Actor

beforeEach(async () => {
  staff = await staffActor(t.db, 'manager')
})

/** The CSV's records as cells: its note row (if any), header and rows, read as a spreadsheet would. */
async function csvOf(surveyId: string) {
  let text = ''
  for await (const piece of (await responsesCsv(t.db, staff, surveyId)).pieces) text += piece
  const read = readCsv(text)
  if (!read.ok) throw new Error(read.message)
  return read.records.map((record) => record.cells)
}

/** Each row as { column: cell }, found by its rating (every response below has its own, or none). */
function rowsByRating(header: string[], rows: string[][]) {
  const byColumn = rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])))
  return new Map(byColumn.map((row) => [row['Cleanliness?'], row]))
}

const RESPONSES: Answers[] = [
  {
    [Q.single]: 'north',
    [Q.role]: 'owner',
    [Q.rating]: 5,
    [Q.short]: 'warm',
    [Q.date]: '2026-06-01',
    [Q.number]: 2,
    [Q.multiple]: ['am', { other: 'Night swim' }],
  },
  { [Q.single]: 'north', [Q.role]: 'owner', [Q.rating]: 4, [Q.date]: '2026-06-01', [Q.number]: 2 },
  {
    [Q.single]: 'north',
    [Q.role]: 'owner',
    [Q.rating]: 3,
    [Q.date]: '2026-06-01',
    [Q.number]: 2,
    [Q.long]: 'More shade',
  },
  {
    [Q.single]: 'south',
    [Q.role]: 'renter',
    [Q.rating]: 2,
    [Q.date]: '2026-07-04',
    [Q.number]: 3,
    [Q.long]: 'My dog barks at the pool',
  },
  { [Q.single]: { other: 'Annex' }, [Q.yesNo]: false, [Q.followUp]: 'Freezing' },
]

test('an anonymous survey’s CSV withholds what fewer than 3 share, and says so in its first row', async () => {
  const { survey } = await publishedSurvey(t.db, staff, { anonymous: true })
  for (const answers of RESPONSES) await answer(t.db, survey.id, answers)
  // The Annex response came the day before, the only one that day.
  await t.db.execute(sql`update survey_responses set submitted_on = submitted_on - 1
    where survey_id = ${survey.id}::uuid and jsonb_typeof(answers -> ${Q.single}::text) = 'object'`)

  const [note, header, ...rows] = await csvOf(survey.id)
  expect(note).toEqual([WITHHELD_NOTE])
  expect(WITHHELD_NOTE).toMatch(/answers given by fewer than 3 responses are withheld/)
  expect(header!.slice(0, 4)).toEqual(['Submitted on', 'Community', 'Owner or renter', 'Which building?'])
  expect(rows).toHaveLength(5)
  const row = rowsByRating(header!, rows)
  const today = utahToday()

  // Three owners of North on one day, with the same date and number: all of that shows.
  for (const rating of ['5', '4', '3'])
    expect(row.get(rating)).toMatchObject({
      'Submitted on': today,
      Community: 'North',
      'Owner or renter': 'Owner',
      'Which building?': 'North',
      'Own or rent?': 'Owner',
      'Opening day?': '2026-06-01',
      'Swims a week?': '2',
      'Cleanliness?': rating,
    })
  // Texts of questions fewer than 3 answered: the one word, the two long answers, the one "Other" hour.
  expect(row.get('5')).toMatchObject({ 'One word?': WITHHELD, 'Which hours?': `Morning; Other: ${WITHHELD}` })
  expect(row.get('3')!['Anything else?']).toBe(WITHHELD)
  // Not answered stays empty, not withheld.
  expect(row.get('4')).toMatchObject({ 'One word?': '', 'Anything else?': '', 'Which hours?': '' })
  // The one renter of South: building, role, date, number and text all withheld; the rating stays.
  expect(row.get('2')).toMatchObject({
    'Submitted on': today,
    Community: WITHHELD,
    'Owner or renter': WITHHELD,
    'Which building?': WITHHELD,
    'Own or rent?': WITHHELD,
    'Opening day?': WITHHELD,
    'Swims a week?': WITHHELD,
    'Anything else?': WITHHELD,
  })
  // The only response of its day, and the only "Other" building.
  expect(row.get('')).toMatchObject({
    'Submitted on': WITHHELD,
    Community: WITHHELD,
    'Which building?': WITHHELD,
    'Owner or renter': '',
    'Heated?': 'No',
    'Why not heated?': WITHHELD,
  })
  const file = rows.flat().join('\n')
  for (const text of [
    'warm',
    'Night swim',
    'More shade',
    'barks',
    'Annex',
    'Freezing',
    '2026-07-04',
    'South',
  ])
    expect(file).not.toContain(text)
})

test('texts of a question 3 answered show, as on the results page; private answers always do', async () => {
  const questions = surveyInput().questions.map((q: { id?: string }) =>
    q.id === Q.long ? { ...q, confidential: true } : q,
  )
  const { survey } = await publishedSurvey(t.db, staff, { anonymous: true, questions })
  for (const [i, word] of ['warm', 'cold', 'fine'].entries())
    await answer(t.db, survey.id, {
      [Q.single]: 'north',
      [Q.short]: word,
      [Q.multiple]: [{ other: `Hour ${i}` }],
      ...(i === 0 ? { [Q.long]: 'Call me: ann@example.com' } : {}),
    })
  const [, header, ...rows] = await csvOf(survey.id)
  const column = (name: string) => rows.map((row) => row[header!.indexOf(name)]).sort()
  expect(column('One word?')).toEqual(['cold', 'fine', 'warm'])
  expect(column('Which hours?')).toEqual(['Other: Hour 0', 'Other: Hour 1', 'Other: Hour 2'])
  expect(column('Anything else?')).toEqual(['', '', 'Call me: ann@example.com'])
})

test('an "Other" answer fewer than 3 wrote is withheld, even where the question had 3 answers', async () => {
  const { survey } = await publishedSurvey(t.db, staff, { anonymous: true })
  for (const hours of [['am'], ['pm'], ['am', { other: 'Dawn patrol' }]])
    await answer(t.db, survey.id, { [Q.single]: 'north', [Q.multiple]: hours })
  const [, header, ...rows] = await csvOf(survey.id)
  const column = rows.map((row) => row[header!.indexOf('Which hours?')]).sort()
  expect(column).toEqual(['Afternoon', 'Morning', `Morning; Other: ${WITHHELD}`])
})

test('a named survey’s CSV has no note row and withholds nothing', async () => {
  const { survey } = await publishedSurvey(t.db, staff)
  await answer(t.db, survey.id, RESPONSES[3]!)
  const [header, row] = await csvOf(survey.id)
  expect(header![0]).toBe('Submitted')
  expect(row).toContain('My dog barks at the pool')
  expect(row).toContain('South')
  expect(row).not.toContain(WITHHELD)
})
