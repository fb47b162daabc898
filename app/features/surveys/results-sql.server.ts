import { sql, type SQL } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'

// The results' SQL (issue 13): every figure is counted by PostgreSQL over the JSON answers, a handful of
// grouped queries however many responses there are (10,000 answer well under 300 ms).

/** A group's filters with the answer filter's question type known, as the SQL needs it. */
export type ResultFilters = {
  community?: string
  role?: 'owner' | 'renter'
  answer?: { questionId: string; choice: string; type: 'single' | 'multiple' | 'yes_no' }
}

/** The answer filter as a condition: a choice id, a yes/no, or any written-in "other" (an object). */
function answerCondition({ questionId, choice, type }: NonNullable<ResultFilters['answer']>): SQL {
  const value = sql`r.answers -> ${questionId}::text`
  if (type === 'multiple')
    return choice === 'other'
      ? sql`${value} @> '[{}]'::jsonb`
      : sql`${value} @> ${JSON.stringify([choice])}::jsonb`
  if (choice === 'other' && type === 'single') return sql`jsonb_typeof(${value}) = 'object'`
  // A string or boolean answer's text; an object's text ("{...}") never equals a choice id.
  return sql`r.answers ->> ${questionId}::text = ${choice}`
}

/** The responses in view: one survey, narrowed by community, owner/renter and one answer. */
export function responseFilter(surveyId: string, filters: ResultFilters): SQL {
  const parts = [sql`r.survey_id = ${surveyId}`]
  if (filters.community) parts.push(sql`r.community = ${filters.community}`)
  if (filters.role) parts.push(sql`r.role = ${filters.role}`)
  if (filters.answer) parts.push(answerCondition(filters.answer))
  return sql.join(parts, sql` and `)
}

/**
 * The answers to these questions as rows (key, value), only where answered. Picking the keys is much
 * cheaper than jsonb_each, which would unpack every answer of every response, long texts included.
 */
export const picked = (ids: string[]) =>
  sql`cross join lateral (values ${sql.join(
    ids.map((id) => sql`(${id}::text, r.answers -> ${id}::text)`),
    sql`, `,
  )}) e(key, value)`

export type Rows<T> = { rows: T[] }

export async function overTime(db: DbOrTransaction, where: SQL) {
  const result = (await db.execute(sql`
    select r.submitted_on::text as day, count(*)::int as count
    from survey_responses r where ${where}
    group by r.submitted_on order by r.submitted_on`)) as Rows<{ day: string; count: number }>
  return result.rows
}

/** Per question: how many responses answered it, and for number questions the mean. One pass. */
export async function questionTotals(db: DbOrTransaction, where: SQL, ids: string[], numeric: string[]) {
  if (!ids.length) return new Map<string, { answered: number; mean: number | null }>()
  const columns = ids.map((id, i) => {
    const value = sql`r.answers -> ${id}::text`
    const answered = sql`count(*) filter (where ${value} is not null)::int as ${sql.raw(`a${i}`)}`
    if (!numeric.includes(id)) return answered
    const mean = sql`avg((${value} #>> '{}')::float8) filter (where jsonb_typeof(${value}) = 'number') as ${sql.raw(`m${i}`)}`
    return sql`${answered}, ${mean}`
  })
  const result = (await db.execute(
    sql`select ${sql.join(columns, sql`, `)} from survey_responses r where ${where}`,
  )) as Rows<Record<string, number | null>>
  const row = result.rows[0] ?? {}
  return new Map(
    ids.map((id, i) => {
      const mean = row[`m${i}`]
      return [id, { answered: Number(row[`a${i}`] ?? 0), mean: mean == null ? null : Number(mean) }]
    }),
  )
}

/**
 * Counts per value for the bucketed questions (choices, yes/no, ratings, NPS; a written-in answer counts
 * as "other"): one pass over the responses, one grouping set per question.
 */
export async function bucketCounts(db: DbOrTransaction, where: SQL, ids: string[]) {
  if (!ids.length) return []
  const name = (i: number) => sql.raw(`v${i}`)
  const values = sql.join(
    ids.map(
      (id, i) => sql`case when jsonb_typeof(r.answers -> ${id}::text) = 'object' then 'other'
        else r.answers ->> ${id}::text end as ${name(i)}`,
    ),
    sql`, `,
  )
  // In the row of question i's grouping set, only v<i> is kept: grouping(v<i>) = 0 says which it is.
  const which = sql.join(
    ids.map((_, i) => sql`when grouping(${name(i)}) = 0 then ${i}`),
    sql` `,
  )
  const result = (await db.execute(sql`
    select case ${which} end as q, coalesce(${sql.join(
      ids.map((_, i) => name(i)),
      sql`, `,
    )}) as bucket,
      count(*)::int as count
    from (select ${values} from survey_responses r where ${where}) x
    group by grouping sets (${sql.join(
      ids.map((_, i) => sql`(${name(i)})`),
      sql`, `,
    )})`)) as Rows<{
    q: number
    bucket: string | null
    count: number
  }>
  return result.rows
    .filter((row) => row.bucket !== null)
    .map((row) => ({ question_id: ids[Number(row.q)]!, bucket: row.bucket!, count: row.count }))
}

/** Multiple choice and ranking: per chosen id, how often and its average position (1 = first). */
export async function arrayCounts(db: DbOrTransaction, where: SQL, ids: string[]) {
  if (!ids.length) return []
  const result = (await db.execute(sql`
    select e.key as question_id,
      case when jsonb_typeof(x.v) = 'object' then 'other' else x.v #>> '{}' end as bucket,
      count(*)::int as count, avg(x.pos)::float8 as position
    from survey_responses r ${picked(ids)}
      cross join lateral jsonb_array_elements(case when jsonb_typeof(e.value) = 'array' then e.value else '[]'::jsonb end)
        with ordinality x(v, pos)
    where ${where}
    group by 1, 2`)) as Rows<{ question_id: string; bucket: string; count: number; position: number }>
  return result.rows
}

/** Matrix: per row, how many chose each scale point. */
export async function matrixCounts(db: DbOrTransaction, where: SQL, ids: string[]) {
  if (!ids.length) return []
  const result = (await db.execute(sql`
    select e.key as question_id, m.key as row_id, m.value as choice, count(*)::int as count
    from survey_responses r ${picked(ids)}
      cross join lateral jsonb_each_text(case when jsonb_typeof(e.value) = 'object' then e.value else '{}'::jsonb end) m
    where ${where}
    group by 1, 2, 3`)) as Rows<{ question_id: string; row_id: string; choice: string; count: number }>
  return result.rows
}
