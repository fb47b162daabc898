import { desc, getTableColumns, lt, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { lawQuestions } from '~/db/schema'
import { validate } from '~/lib/http.server'
import { LawQuestionsQuerySchema, type LawQuestionsPage } from './schemas'

export type StoredLawQuestion = typeof lawQuestions.$inferSelect
export type NewLawQuestion = Omit<typeof lawQuestions.$inferInsert, 'id' | 'createdAt'>

export async function recordLawQuestion(db: Database, question: NewLawQuestion): Promise<StoredLawQuestion> {
  const [row] = await db.insert(lawQuestions).values(question).returning()
  return row!
}

export const LAW_QUESTIONS_PAGE = 50

// created_at has microseconds and a JavaScript Date only milliseconds: the cursor is the exact time as text,
// or a page boundary inside one millisecond would skip the rows between.
const exactTime = sql<string>`to_char(${lawQuestions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

/** Newest first, a page at a time: pass the last row's `cursor` as `before` for the next page. */
export async function listLawQuestions(
  db: Database,
  options: { limit?: number; before?: string } = {},
): Promise<Array<StoredLawQuestion & { cursor: string }>> {
  const limit = Math.min(Math.max(options.limit ?? LAW_QUESTIONS_PAGE, 1), 1000)
  return db
    .select({ ...getTableColumns(lawQuestions), cursor: exactTime })
    .from(lawQuestions)
    .where(options.before ? lt(lawQuestions.createdAt, sql`${options.before}::timestamptz`) : undefined)
    .orderBy(desc(lawQuestions.createdAt), desc(lawQuestions.id))
    .limit(limit)
}

/** The staff API's page: the query string validated here, one row more read to know if an older page exists. */
export async function lawQuestionsPage(db: Database, query: unknown): Promise<LawQuestionsPage> {
  const { limit = LAW_QUESTIONS_PAGE, before } = validate(LawQuestionsQuerySchema, query)
  const rows = await listLawQuestions(db, { limit: limit + 1, before })
  const page = rows.slice(0, limit)
  return {
    questions: page.map(({ cursor: _cursor, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
    })),
    nextBefore: rows.length > limit ? page.at(-1)!.cursor : null,
  }
}
