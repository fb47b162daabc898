import { eq, sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { surveyQuestions, surveys } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { requireSurvey, type Actor } from './access.server'
import { shuffleAnonymousResponses } from './anonymity.server'
import { issueInvitations } from './invitations.server'
import type { MailContext } from './messages'
import { staffView } from './surveys.server'
import type { StaffSurvey } from './types'

// A survey's life: draft -> published -> closed, and closed -> published again (reopen). Each step holds
// the survey's row, so two clicks never interleave.

const wrongStatus = (message: string) => new AppError('survey_status', 409, message)

export async function publishSurvey(
  db: DbOrTransaction,
  actor: Actor,
  id: string | undefined,
  mail: MailContext,
): Promise<{ survey: StaffSurvey; invited: number }> {
  return db.transaction(async (tx) => {
    const row = await requireSurvey(tx, actor, id, { write: true, lock: true })
    if (row.status !== 'draft') throw wrongStatus('This survey is already published.')
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(surveyQuestions)
      .where(eq(surveyQuestions.surveyId, row.id))
    if (!count) throw wrongStatus('Add at least one question before you publish the survey.')
    if (row.closesAt && row.closesAt <= new Date())
      throw wrongStatus('The closing date has passed. Choose a later one before you publish.')
    const [published] = await tx
      .update(surveys)
      .set({ status: 'published', publishedAt: new Date(), updatedAt: new Date() })
      .where(eq(surveys.id, row.id))
      .returning()
    const invited = row.audience === 'invitation' ? (await issueInvitations(tx, published!, mail)).invited : 0
    return { survey: await staffView(tx, actor, published!), invited }
  })
}

export async function closeSurvey(
  db: DbOrTransaction,
  actor: Actor,
  id: string | undefined,
): Promise<{ survey: StaffSurvey }> {
  return db.transaction(async (tx) => {
    const row = await requireSurvey(tx, actor, id, { write: true, lock: true })
    if (row.status !== 'published')
      throw wrongStatus(
        row.status === 'draft'
          ? 'A draft is not open, so it cannot be closed.'
          : 'This survey is already closed.',
      )
    const [closed] = await tx
      .update(surveys)
      .set({ status: 'closed', closedAt: new Date(), updatedAt: new Date() })
      .where(eq(surveys.id, row.id))
      .returning()
    if (row.anonymous) await shuffleAnonymousResponses(tx, row.id)
    return { survey: await staffView(tx, actor, closed!) }
  })
}

/** Takes answers again; a closing date already past is cleared, or the survey would close at once. */
export async function reopenSurvey(
  db: DbOrTransaction,
  actor: Actor,
  id: string | undefined,
): Promise<{ survey: StaffSurvey }> {
  return db.transaction(async (tx) => {
    const row = await requireSurvey(tx, actor, id, { write: true, lock: true })
    if (row.status !== 'closed') throw wrongStatus('Only a closed survey can be reopened.')
    const now = new Date()
    const [reopened] = await tx
      .update(surveys)
      .set({
        status: 'published',
        closedAt: null,
        closesAt: row.closesAt && row.closesAt <= now ? null : row.closesAt,
        updatedAt: now,
      })
      .where(eq(surveys.id, row.id))
      .returning()
    return { survey: await staffView(tx, actor, reopened!) }
  })
}
