import { sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import type { SurveyRow } from './access.server'
import { MIN_GROUP } from './results-compute.server'
import { bucketCounts, overTime, responseFilter } from './results-sql.server'
import { textCounts } from './results-texts-sql.server'
import type { AnswerValue, Question } from './types'

// An anonymous survey never shows a group of fewer than 3 responses (decision 0012), and its staff CSV
// keeps that rule: a row links all of one response's answers, so whatever could single its respondent out
// is withheld there when fewer than 3 share it. That is the day, the community and owner or renter (with
// their questions' answers), a date or a number answered; and, as the results page withholds them, the
// written answers of a question fewer than 3 answered and the "Other" texts fewer than 3 wrote. Choices, ratings, rankings and
// the matrix stay: they are what the survey counts. Private questions (contact details) stay too: the
// respondent gave them to be kept with their answers, and the question says so.

export const WITHHELD = '(withheld)'

/** The CSV's first row in an anonymous survey. */
export const WITHHELD_NOTE =
  `Anonymous survey: answers given by fewer than ${MIN_GROUP} responses are withheld and show as ${WITHHELD}: ` +
  `a day, community, owner or renter, date or number that fewer than ${MIN_GROUP} share, the written ` +
  `answers of a question fewer than ${MIN_GROUP} answered, and "Other" answers fewer than ${MIN_GROUP} wrote.`

export type Withholding = {
  day: (day: string) => boolean
  community: (key: string | null) => boolean
  role: (key: string | null) => boolean
  /** The written answers of a text question, or the "Other" texts of a choice question, may be shown. */
  texts: (questionId: string) => boolean
  /** A date or number answer may be shown. */
  value: (question: Question, value: AnswerValue) => boolean
}

const TEXT_TYPES = ['short_text', 'long_text']
const VALUE_TYPES = ['date', 'number']

// A number is keyed as JavaScript writes it, whichever way PostgreSQL wrote it back ("1e+21", "2.5").
const keyOf = (question: Question, value: AnswerValue | string) =>
  question.type === 'number' ? String(Number(value)) : String(value)

type Rows<T> = { rows: T[] }

/** How many responses share each day, community, owner/renter, date and number, and wrote each text. */
export async function withholdingFor(
  db: DbOrTransaction,
  survey: SurveyRow,
  questions: Question[],
): Promise<Withholding> {
  const where = responseFilter(survey.id, {})
  const open = questions.filter((q) => !q.confidential)
  const textIds = open.filter((q) => TEXT_TYPES.includes(q.type)).map((q) => q.id)
  const otherIds = open.filter((q) => q.allowOther).map((q) => q.id)
  const valueQuestions = open.filter((q) => VALUE_TYPES.includes(q.type))
  const [days, groups, answered, values] = await Promise.all([
    overTime(db, where),
    db.execute(sql`
      select grouping(r.community) as by_role, coalesce(r.community, r.role) as key, count(*)::int as count
      from survey_responses r where ${where}
      group by grouping sets ((r.community), (r.role))`) as Promise<
      Rows<{ by_role: number; key: string | null; count: number }>
    >,
    textCounts(db, where, textIds, otherIds),
    bucketCounts(
      db,
      where,
      valueQuestions.map((q) => q.id),
    ),
  ])
  const shared = new Set<string>()
  const share = (kind: string, key: string, count: number) => {
    if (count >= MIN_GROUP) shared.add(`${kind}|${key}`)
  }
  for (const day of days) share('day', day.day, day.count)
  for (const group of groups.rows)
    if (group.key !== null) share(Number(group.by_role) ? 'role' : 'community', group.key, group.count)
  // One number may come back in two spellings (2 and 2.0): their counts add up.
  const valueCounts = new Map<string, number>()
  for (const row of values) {
    const question = valueQuestions.find((q) => q.id === row.question_id)!
    const key = `${row.question_id}|${keyOf(question, row.bucket)}`
    valueCounts.set(key, (valueCounts.get(key) ?? 0) + row.count)
  }
  for (const [key, count] of valueCounts) share('value', key, count)
  const has = (kind: string, key: string | null) => key !== null && shared.has(`${kind}|${key}`)
  return {
    day: (day) => has('day', day),
    community: (key) => has('community', key),
    role: (key) => has('role', key),
    texts: (questionId) => (answered.counted.get(questionId) ?? 0) >= MIN_GROUP,
    value: (question, value) => has('value', `${question.id}|${keyOf(question, value)}`),
  }
}
