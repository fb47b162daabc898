import { and, eq, isNotNull, lte, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { surveyReminderRuns, surveys } from '~/db/schema'
import { shuffleAnonymousResponses, shuffleDueSurveys } from './anonymity.server'
import { sendScheduledRound } from './invitations.server'
import type { MailContext } from './messages'

// What happens on time with nobody signed in (issue 13): a survey closes at closes_at, and an invitation
// survey reminds those who have not answered 3 days before. Every instance may run this: the close is one
// conditional update, and a reminder round's primary key lets it go out once.

export const SCHEDULED_ROUND = 'scheduled-3d'

export async function runSurveySchedule(db: Database, mail: MailContext, now = new Date()) {
  const closed = await db
    .update(surveys)
    .set({ status: 'closed', closedAt: sql`${surveys.closesAt}`, updatedAt: now })
    .where(and(eq(surveys.status, 'published'), lte(surveys.closesAt, now)))
    .returning({ id: surveys.id, anonymous: surveys.anonymous })
  for (const survey of closed)
    if (survey.anonymous) await db.transaction((tx) => shuffleAnonymousResponses(tx, survey.id, now))
  const shuffled = await shuffleDueSurveys(db, now)
  // Due: within 3 days of closing, published before that moment (a survey published 1 day before it
  // closes gets no "3 days left" reminder), and not yet sent.
  const due = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(
      and(
        eq(surveys.status, 'published'),
        eq(surveys.audience, 'invitation'),
        isNotNull(surveys.closesAt),
        sql`${surveys.closesAt} > ${now}`,
        sql`${surveys.closesAt} - interval '3 days' <= ${now}`,
        sql`${surveys.publishedAt} < ${surveys.closesAt} - interval '3 days'`,
        sql`not exists (select 1 from ${surveyReminderRuns} where ${surveyReminderRuns.surveyId} = ${surveys.id} and ${surveyReminderRuns.round} = ${SCHEDULED_ROUND})`,
      ),
    )
  let reminded = 0
  for (const { id } of due) reminded += (await sendScheduledRound(db, id, SCHEDULED_ROUND, mail)).messages
  return { closed: closed.length, reminded, shuffled }
}
