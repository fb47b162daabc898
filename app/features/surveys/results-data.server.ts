import { eq, sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { surveyResponses } from '~/db/schema'
import type { SurveyRow } from './access.server'
import {
  arrayCounts,
  bucketCounts,
  matrixCounts,
  overTime,
  questionTotals,
  responseFilter,
  type ResultFilters,
} from './results-sql.server'
import { latestTexts } from './results-texts-sql.server'
import type { Question } from './types'

// The figures behind a results page, straight from SQL, kept in memory until the survey gets another
// response. The check costs one index-only count, so a page opened again (or by a board of 7 at once)
// answers at once; every instance keeps its own copy and checks it against the database.

const TEXT_LIMIT = 50
const CACHE_SIZE = 100
export const BUCKETED = ['single', 'yes_no', 'rating', 'nps']

const ids = (questions: Question[], types: string[]) =>
  questions.filter((q) => types.includes(q.type)).map((q) => q.id)

async function compute(
  db: DbOrTransaction,
  survey: SurveyRow,
  questions: Question[],
  filters: ResultFilters,
) {
  const where = responseFilter(survey.id, filters)
  // A confidential question's texts (contact details) are never listed, only exported.
  const listed = questions.filter((q) => !q.confidential)
  const [days, totals, buckets, arrays, matrix, texts] = await Promise.all([
    overTime(db, where),
    questionTotals(
      db,
      where,
      questions.map((q) => q.id),
      ids(questions, ['number']),
    ),
    bucketCounts(db, where, ids(questions, BUCKETED)),
    arrayCounts(db, where, ids(questions, ['multiple', 'ranking'])),
    matrixCounts(db, where, ids(questions, ['matrix'])),
    latestTexts(
      db,
      where,
      ids(listed, ['short_text', 'long_text']),
      listed.filter((q) => q.allowOther).map((q) => q.id),
      TEXT_LIMIT,
    ),
  ])
  return { days, totals, buckets, arrays, matrix, texts }
}

export type Aggregates = Awaited<ReturnType<typeof compute>>

const cache = new Map<string, { stamp: string; value: Promise<Aggregates> }>()

/**
 * What the cached figures of a survey depend on: its response count (one index-only count), and while a
 * draft, its questions. Two groups compared share one.
 */
export async function responseStamp(db: DbOrTransaction, survey: SurveyRow, questions: Question[]) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(surveyResponses)
    .where(eq(surveyResponses.surveyId, survey.id))
  // A draft's questions change with updatedAt; a published survey's only gain responses.
  return `${row?.count ?? 0}|${survey.updatedAt.getTime()}|${questions.length}`
}

/** The aggregates for one survey and filter, from memory when no response has arrived since. */
export async function aggregates(
  db: DbOrTransaction,
  survey: SurveyRow,
  questions: Question[],
  filters: ResultFilters,
  known?: string,
): Promise<Aggregates> {
  const stamp = known ?? (await responseStamp(db, survey, questions))
  const { community = null, role = null, answer = null } = filters
  const key = JSON.stringify([survey.id, community, role, answer && [answer.questionId, answer.choice]])
  const hit = cache.get(key)
  if (hit && hit.stamp === stamp) {
    cache.delete(key) // most recently used last
    cache.set(key, hit)
    return hit.value
  }
  const value = compute(db, survey, questions, filters)
  cache.set(key, { stamp, value })
  value.catch(() => cache.delete(key))
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!)
  return value
}
