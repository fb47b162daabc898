import { and, asc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { staffUsers, submissionActivity } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { isUuid } from '~/lib/ids'
import { validate } from '~/lib/http.server'
import { listFiles } from './files.server'
import { InboxQuerySchema, type ExportQuery, type InboxQuery } from './inbox-schemas'
import type { InboxItem, InboxPage, StatusCounts, SubmissionDetail } from './inbox-types'
import { SUBMISSION_STATUSES, SUBMISSION_TYPES, type SubmissionStatus, type SubmissionType } from './kinds'
import {
  SUBMISSION_COLUMNS,
  SUBMISSION_TABLES,
  senderOf,
  type Column,
  type SubmissionRow,
} from './submission-fields.server'

// The staff inbox: the five submission tables read as one list (issue 4 "Staff").

/** The columns every submission table shares; the services only touch those through this view. */
export type CommonTable = (typeof SUBMISSION_TABLES)['contact']
export const commonTable = (type: SubmissionType) => SUBMISSION_TABLES[type] as unknown as CommonTable

export const submissionNotFound = () =>
  new AppError('submission_not_found', 404, 'There is no such submission. It may have been removed.')

/** A day in Utah begins at local midnight: `2026-11-22` starts at 07:00 UTC in winter, 06:00 in summer. */
const denverMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'America/Denver')`

/** Name, email and a one-line summary per kind, as SQL over that kind's table. */
function listColumns(type: SubmissionType) {
  const none = sql<string | null>`null::text`
  switch (type) {
    case 'feedback': {
      const t = SUBMISSION_TABLES.feedback
      return {
        name: none,
        email: sql`${t.email}`,
        summary: sql`${t.rating}::text || ' of 5 stars' || coalesce(': ' || left(${t.comments}, 140), '')`,
      }
    }
    case 'consultation': {
      const t = SUBMISSION_TABLES.consultation
      return { name: sql`${t.name}`, email: sql`${t.email}`, summary: sql`${t.city}` }
    }
    case 'quote': {
      const t = SUBMISSION_TABLES.quote
      return { name: sql`${t.name}`, email: sql`${t.email}`, summary: sql`${t.communityName}` }
    }
    case 'contact': {
      const t = SUBMISSION_TABLES.contact
      return { name: sql`${t.name}`, email: sql`${t.email}`, summary: sql`left(${t.message}, 140)` }
    }
    case 'rental': {
      const t = SUBMISSION_TABLES.rental
      return {
        name: sql`${t.ownerName}`,
        email: sql`${t.ownerEmail}`,
        summary: sql`${t.community} || ', ' || ${t.unitAddress}`,
      }
    }
  }
}

/** `%` and `_` typed into the search box are literal characters, not wildcards. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

type Filters = Pick<InboxQuery, 'status' | 'from' | 'to' | 'q'>

export function filterConditions(type: SubmissionType, filters: Filters, withStatus = true): SQL | undefined {
  const t = commonTable(type)
  const conditions: Array<SQL | undefined> = []
  if (withStatus && filters.status) conditions.push(eq(t.status, filters.status))
  if (filters.from) conditions.push(gte(t.createdAt, denverMidnight(filters.from)))
  if (filters.to) conditions.push(lt(t.createdAt, denverMidnight(filters.to, 1)))
  if (filters.q) {
    const pattern = likePattern(filters.q)
    const { name, email } = listColumns(type)
    conditions.push(
      or(ilike(t.reference, pattern), sql`${name} ilike ${pattern}`, sql`${email} ilike ${pattern}`),
    )
  }
  return and(...conditions)
}

function branch(type: SubmissionType, filters: Filters, withStatus: boolean) {
  const t = commonTable(type)
  const { name, email, summary } = listColumns(type)
  const where = filterConditions(type, filters, withStatus)
  return sql`select ${type}::text as type, ${t.id} as id, ${t.reference} as reference, ${t.status} as status,
    ${t.createdAt} as created_at, ${name} as name, ${email} as email, ${summary} as summary,
    ${type === 'feedback' ? sql`${SUBMISSION_TABLES.feedback.rating}` : sql`null::int`} as rating
    from ${t}${where ? sql` where ${where}` : sql``}`
}

type ListRow = Omit<InboxItem, 'createdAt'> & { created_at: Date | string }

/** One page of all five kinds together, newest first, with per-status counts under the other filters. */
export async function listInbox(db: Database, query: unknown = {}): Promise<InboxPage> {
  const input = validate(InboxQuerySchema, query)
  const types = input.type ? [input.type] : [...SUBMISSION_TYPES]
  const union = (withStatus: boolean) =>
    sql.join(
      types.map((type) => branch(type, input, withStatus)),
      sql` union all `,
    )
  const offset = (input.page - 1) * input.pageSize
  const [rows, countRows] = await Promise.all([
    db.execute(sql`select * from (${union(true)}) inbox
      order by created_at desc, id desc limit ${input.pageSize} offset ${offset}`),
    db.execute(sql`select status, count(*)::int as n from (${union(false)}) inbox group by status`),
  ])
  const counts = Object.fromEntries(SUBMISSION_STATUSES.map((s) => [s, 0])) as StatusCounts
  for (const row of (countRows as unknown as { rows: Array<{ status: SubmissionStatus; n: number }> }).rows)
    counts[row.status] = Number(row.n)
  const total = input.status ? counts[input.status] : counts.new + counts.in_progress + counts.done
  const items = (rows as unknown as { rows: ListRow[] }).rows.map(({ created_at, ...item }) => ({
    ...item,
    createdAt: new Date(created_at).toISOString(),
  }))
  return {
    items,
    total,
    page: input.page,
    pageSize: input.pageSize,
    pageCount: Math.max(1, Math.ceil(total / input.pageSize)),
    counts,
  }
}

/** The whole row of one submission, or a 404 for an unknown type or id. */
export async function findSubmission<T extends SubmissionType>(
  db: Database,
  type: T,
  id: string,
): Promise<SubmissionRow<T>> {
  if (!(SUBMISSION_TYPES as readonly string[]).includes(type) || !isUuid(id)) throw submissionNotFound()
  const t = commonTable(type)
  const [row] = await db
    .select()
    .from(SUBMISSION_TABLES[type] as CommonTable)
    .where(eq(t.id, id))
  if (!row) throw submissionNotFound()
  return row as unknown as SubmissionRow<T>
}

/** Everything staff read about one submission except the emails (the route adds those from the outbox). */
export async function getSubmissionDetail(
  db: Database,
  type: SubmissionType,
  id: string,
): Promise<SubmissionDetail> {
  const row = await findSubmission(db, type, id)
  const [files, activity] = await Promise.all([listFiles(db, type, id), listActivity(db, type, id)])
  const common = row as unknown as CommonTable['$inferSelect']
  const columns = SUBMISSION_COLUMNS[type] as Array<Column<typeof row>>
  return {
    type,
    id: common.id,
    reference: common.reference,
    status: common.status,
    createdAt: common.createdAt.toISOString(),
    updatedAt: common.updatedAt.toISOString(),
    ...senderOf(type, row),
    fields: columns.map((c) => ({
      label: c.label,
      value: c.value(row),
      ...(c.stars ? { stars: c.stars(row) } : {}),
    })),
    files: files.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })),
    activity,
  }
}

/** Notes and status changes, oldest first, with who did them. */
export async function listActivity(db: Database, type: SubmissionType, id: string) {
  const rows = await db
    .select({
      id: submissionActivity.id,
      kind: submissionActivity.kind,
      body: submissionActivity.body,
      fromStatus: submissionActivity.fromStatus,
      authorId: staffUsers.id,
      authorName: staffUsers.name,
      createdAt: submissionActivity.createdAt,
    })
    .from(submissionActivity)
    .leftJoin(staffUsers, eq(staffUsers.id, submissionActivity.authorId))
    .where(and(eq(submissionActivity.submissionType, type), eq(submissionActivity.submissionId, id)))
    .orderBy(asc(submissionActivity.createdAt), asc(submissionActivity.id))
  return rows.map(({ authorId, authorName, createdAt, ...rest }) => ({
    ...rest,
    author: authorId && authorName ? { id: authorId, name: authorName } : null,
    createdAt: createdAt.toISOString(),
  }))
}

/** Every row of one kind under the export filters, oldest first as a spreadsheet reads. */
export async function selectForExport<T extends SubmissionType>(
  db: Database,
  type: T,
  filters: ExportQuery,
): Promise<Array<SubmissionRow<T>>> {
  const t = commonTable(type)
  const rows = await db
    .select()
    .from(SUBMISSION_TABLES[type] as CommonTable)
    .where(filterConditions(type, filters))
    .orderBy(asc(t.createdAt), asc(t.id))
  return rows as unknown as Array<SubmissionRow<T>>
}
