import { sql, type SQL } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { picked, type Rows } from './results-sql.server'

// The written answers' SQL: text questions and the "other" answers written in under a choice.

/**
 * For the texts of a group, in one pass: how many responses it has, how many answered each text question,
 * and how many wrote an "other" answer to each choice question that offers one.
 */
export async function textCounts(db: DbOrTransaction, where: SQL, textIds: string[], otherIds: string[]) {
  const value = (id: string) => sql`r.answers -> ${id}::text`
  const columns = [
    sql`count(*)::int as total`,
    ...textIds.map(
      (id, i) =>
        sql`count(*) filter (where jsonb_typeof(${value(id)}) = 'string')::int as ${sql.raw(`t${i}`)}`,
    ),
    ...otherIds.map(
      (id, i) => sql`count(*) filter (where jsonb_typeof(${value(id)}) = 'object'
        or ${value(id)} @> '[{}]'::jsonb)::int as ${sql.raw(`o${i}`)}`,
    ),
  ]
  const result = (await db.execute(
    sql`select ${sql.join(columns, sql`, `)} from survey_responses r where ${where}`,
  )) as Rows<Record<string, number>>
  const row = result.rows[0] ?? {}
  const counted = new Map<string, number>([
    ...textIds.map((id, i): [string, number] => [id, Number(row[`t${i}`] ?? 0)]),
    ...otherIds.map((id, i): [string, number] => [id, Number(row[`o${i}`] ?? 0)]),
  ])
  return { total: Number(row.total ?? 0), counted }
}

/**
 * Text answers and written-in "other" answers as rows (question, text, day, order keys). `textIds` are
 * text questions; `otherIds` choice questions that allow "other".
 */
export function textRows(where: SQL, textIds: string[], otherIds: string[]): SQL | null {
  const parts: SQL[] = []
  const order = sql`r.submitted_on as day, r.submitted_at as at, r.id as rid`
  if (textIds.length)
    parts.push(sql`select e.key as question_id, e.value #>> '{}' as text, ${order}
      from survey_responses r ${picked(textIds)}
      where ${where} and jsonb_typeof(e.value) = 'string'`)
  if (otherIds.length) {
    parts.push(sql`select e.key as question_id, e.value ->> 'other' as text, ${order}
      from survey_responses r ${picked(otherIds)}
      where ${where} and jsonb_typeof(e.value) = 'object'`)
    parts.push(sql`select e.key as question_id, x.v ->> 'other' as text, ${order}
      from survey_responses r ${picked(otherIds)}
        cross join lateral jsonb_array_elements(case when jsonb_typeof(e.value) = 'array' then e.value else '[]'::jsonb end) x(v)
      where ${where} and jsonb_typeof(x.v) = 'object'`)
  }
  return parts.length ? sql.join(parts, sql` union all `) : null
}

/**
 * The newest `limit` texts of each question (an anonymous survey's order within a day is arbitrary), in
 * one query: a query per question costs more on the embedded engine than the window over all of them.
 */
export async function latestTexts(
  db: DbOrTransaction,
  where: SQL,
  textIds: string[],
  otherIds: string[],
  limit: number,
) {
  const rows = textRows(where, textIds, otherIds)
  const texts = new Map<string, string[]>()
  if (!rows) return texts
  const result = (await db.execute(sql`
    select question_id, text from (
      select t.question_id, t.text, t.day, t.at, t.rid, row_number() over (
        partition by t.question_id order by t.day desc, t.at desc nulls last, t.rid) as n
      from (${rows}) t) x
    where n <= ${limit}
    order by question_id, n`)) as Rows<{ question_id: string; text: string }>
  for (const row of result.rows) {
    const list = texts.get(row.question_id) ?? []
    list.push(row.text)
    texts.set(row.question_id, list)
  }
  return texts
}

/** One page of texts, optionally of one question and containing `q`, and how many there are. */
export async function textPage(
  db: DbOrTransaction,
  rows: SQL,
  options: { questionId?: string; q?: string; offset: number; limit: number },
) {
  const conditions = [sql`true`]
  if (options.questionId) conditions.push(sql`t.question_id = ${options.questionId}`)
  if (options.q)
    conditions.push(sql`t.text ilike ${'%' + options.q.replace(/[\\%_]/g, (c) => '\\' + c) + '%'}`)
  const where = sql.join(conditions, sql` and `)
  const result = (await db.execute(sql`
    select t.question_id, t.text, t.day::text as day, count(*) over ()::int as total
    from (${rows}) t where ${where}
    order by t.day desc, t.at desc nulls last, t.rid
    limit ${options.limit} offset ${options.offset}`)) as Rows<{
    question_id: string
    text: string
    day: string
    total: number
  }>
  let total = result.rows[0]?.total ?? 0
  if (!result.rows.length && options.offset > 0) {
    const counted = (await db.execute(
      sql`select count(*)::int as total from (${rows}) t where ${where}`,
    )) as Rows<{
      total: number
    }>
    total = counted.rows[0]?.total ?? 0
  }
  return { rows: result.rows, total }
}
