import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database, DbOrTransaction } from '~/db/client.server'
import { surveys } from '~/db/schema'
import { utahToday } from '~/lib/dates'

// An anonymous survey's response is written in the same transaction that marks its invitation used (or
// its browser mark), so PostgreSQL's xmin and the order rows sit on disk would pair them for anyone reading
// the tables directly. Rewriting the survey's responses and marks in an order of no meaning gives every row
// one new xmin and a new place; it runs once a Utah day while a survey is open and again when it closes,
// so the pairing lasts no longer than the day a response already keeps (decision 0012).

/** Rewrites one anonymous survey's responses and browser marks in random-id order, under the survey's lock. */
export async function shuffleAnonymousResponses(tx: DbOrTransaction, surveyId: string, now = new Date()) {
  // The lock every submission takes first: no response can land between the copy and the delete.
  await tx.execute(sql`select 1 from surveys where id = ${surveyId}::uuid for update`)
  await tx.execute(
    sql`drop table if exists pg_temp.shuffled_responses, pg_temp.shuffled_marks, pg_temp.shuffled_files`,
  )
  await tx.execute(sql`create temp table shuffled_responses on commit drop as
    select * from survey_responses where survey_id = ${surveyId}::uuid`)
  await tx.execute(sql`create temp table shuffled_marks on commit drop as
    select * from survey_browser_marks where survey_id = ${surveyId}::uuid`)
  // Attached files go with their responses (the delete below cascades to them) and come back with them.
  await tx.execute(sql`create temp table shuffled_files on commit drop as
    select * from survey_files where survey_id = ${surveyId}::uuid`)
  await tx.execute(sql`delete from survey_responses where survey_id = ${surveyId}::uuid`)
  await tx.execute(sql`delete from survey_browser_marks where survey_id = ${surveyId}::uuid`)
  await tx.execute(sql`insert into survey_responses select * from shuffled_responses order by id`)
  await tx.execute(sql`insert into survey_files select * from shuffled_files order by id`)
  await tx.execute(sql`insert into survey_browser_marks select * from shuffled_marks order by mark_hash`)
  await tx
    .update(surveys)
    .set({ shuffledOn: utahToday(now) })
    .where(eq(surveys.id, surveyId))
}

/** The daily round: every published anonymous survey not yet rewritten today, each in its own transaction. */
export async function shuffleDueSurveys(db: Database, now = new Date()): Promise<number> {
  const today = utahToday(now)
  const due = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(
      and(
        eq(surveys.status, 'published'),
        eq(surveys.anonymous, true),
        or(isNull(surveys.shuffledOn), lt(surveys.shuffledOn, today)),
        sql`exists (select 1 from survey_responses r where r.survey_id = ${surveys.id})`,
      ),
    )
  for (const { id } of due) await db.transaction((tx) => shuffleAnonymousResponses(tx, id, now))
  return due.length
}
