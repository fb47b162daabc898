import { and, count, eq, gt, isNull, max, sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { surveyInvitations, surveyReminderRuns, surveys } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { requireSurvey, type Actor, type SurveyRow } from './access.server'
import { invitationMail, reminderMail, surveyLink, type MailContext, type SurveyMail } from './messages'
import { emailOpenLink } from './open-link-rounds.server'
import { aboutOf, rollRecipients } from './roll-recipients.server'
import { claimRound, recordRound } from './rounds.server'
import { hashToken, newToken } from './tokens.server'
import type { InvitationCounts } from './types'

// Invitations from a community's roll (issue 13): one single-use link per owner with an email, or per
// unit (to all its owners' emails). Reminders send a new link to those who have not answered.

/** Links for everyone reachable on the roll who has none yet, in the caller's transaction. */
export async function issueInvitations(tx: DbOrTransaction, survey: SurveyRow, mail: MailContext) {
  const existing = await tx
    .select({ ownerId: surveyInvitations.ownerId, unitId: surveyInvitations.unitId })
    .from(surveyInvitations)
    .where(eq(surveyInvitations.surveyId, survey.id))
  const have = new Set(existing.map((e) => e.ownerId ?? e.unitId))
  const fresh = (await rollRecipients(tx, survey)).filter((r) => !have.has(r.ownerId ?? r.unitId))
  const about = await aboutOf(tx, survey)
  const address = survey.slug ?? survey.id
  const messages: SurveyMail[] = []
  const rows = fresh.map((r) => {
    const token = newToken()
    messages.push(
      invitationMail(
        about(r.recipient, r.language),
        r.emails,
        surveyLink(mail.origin, address, token, r.language),
      ),
    )
    return { surveyId: survey.id, tokenHash: hashToken(token), ...r }
  })
  for (let i = 0; i < rows.length; i += 1000)
    await tx.insert(surveyInvitations).values(rows.slice(i, i + 1000))
  if (messages.length) await mail.mailer(tx, messages)
  return { invited: rows.length, messages: messages.length }
}

const noOneToEmail = () =>
  new AppError(
    'survey_no_roll',
    409,
    'This survey is answered by open link and is not for one community, so there is no roll to email.',
  )

const notInvitationSurvey = () =>
  new AppError('survey_not_invitation', 409, 'This survey is answered by open link; it has no invitations.')

/** POST /invitations: links for owners added to the roll since the survey was published. */
export async function sendInvitations(
  db: DbOrTransaction,
  actor: Actor,
  id: string | undefined,
  mail: MailContext,
) {
  return db.transaction(async (tx) => {
    const survey = await requireSurvey(tx, actor, id, { write: true, lock: true })
    if (survey.audience !== 'invitation') throw notInvitationSurvey()
    if (survey.status !== 'published')
      throw new AppError(
        'survey_status',
        409,
        'Invitations go out when the survey is published and while it is open.',
      )
    return issueInvitations(tx, survey, mail)
  })
}

export async function invitationCounts(
  db: DbOrTransaction,
  actor: Actor,
  id: string | undefined,
): Promise<InvitationCounts> {
  const survey = await requireSurvey(db, actor, id)
  const [row] = await db
    .select({
      total: count(),
      used: sql<number>`count(${surveyInvitations.usedOn})::int`,
      lastSentAt: max(surveyInvitations.sentAt),
    })
    .from(surveyInvitations)
    .where(eq(surveyInvitations.surveyId, survey.id))
  const [run] = await db
    .select({ at: max(surveyReminderRuns.ranAt) })
    .from(surveyReminderRuns)
    .where(eq(surveyReminderRuns.surveyId, survey.id))
  return {
    total: row?.total ?? 0,
    used: row?.used ?? 0,
    lastSentAt: row?.lastSentAt ? new Date(row.lastSentAt).toISOString() : null,
    lastReminderAt: run?.at ? new Date(run.at).toISOString() : null,
  }
}

/** A new link for each invitation not yet used; the old link stops working. In the caller's transaction. */
async function remind(tx: DbOrTransaction, survey: SurveyRow, round: string, mail: MailContext) {
  if (!(await claimRound(tx, survey.id, round))) return { reminded: 0, messages: 0 } // another instance sent it
  const pending = await tx
    .select()
    .from(surveyInvitations)
    .where(and(eq(surveyInvitations.surveyId, survey.id), isNull(surveyInvitations.usedOn)))
  const about = await aboutOf(tx, survey)
  // Each reminder in the language its owner (or unit) reads now, as the roll says.
  const roll = await rollRecipients(tx, survey)
  const languageOf = (invitation: (typeof pending)[number]) =>
    roll.find((r) => (r.ownerId ?? r.unitId) === (invitation.ownerId ?? invitation.unitId))?.language ?? 'en'
  const address = survey.slug ?? survey.id
  const now = new Date()
  const messages: SurveyMail[] = []
  for (const invitation of pending) {
    const token = newToken()
    await tx
      .update(surveyInvitations)
      .set({ tokenHash: hashToken(token), remindedAt: now })
      .where(eq(surveyInvitations.id, invitation.id))
    const language = languageOf(invitation)
    messages.push(
      reminderMail(
        about(invitation.recipient, language),
        invitation.emails,
        surveyLink(mail.origin, address, token, language),
      ),
    )
  }
  if (messages.length) await mail.mailer(tx, messages)
  await recordRound(tx, survey.id, round, messages.length)
  return { reminded: pending.length, messages: messages.length }
}

const HOUR_MS = 60 * 60 * 1000

/** POST /reminders: at most one round an hour, while the survey is published. */
export async function sendRemindersNow(
  db: DbOrTransaction,
  actor: Actor,
  id: string | undefined,
  mail: MailContext,
) {
  return db.transaction(async (tx) => {
    const survey = await requireSurvey(tx, actor, id, { write: true, lock: true })
    if (survey.audience !== 'invitation' && !survey.communityId) throw noOneToEmail()
    if (survey.status !== 'published')
      throw new AppError('survey_status', 409, 'Reminders go out only while the survey is open.')
    const now = new Date()
    const [recent] = await tx
      .select({ round: surveyReminderRuns.round })
      .from(surveyReminderRuns)
      .where(
        and(
          eq(surveyReminderRuns.surveyId, survey.id),
          gt(surveyReminderRuns.ranAt, new Date(now.getTime() - HOUR_MS)),
        ),
      )
      .limit(1)
    if (recent)
      throw new AppError(
        'reminders_recent',
        409,
        'Reminders went out less than an hour ago. Please wait before sending more.',
      )
    const round = `manual-${now.toISOString()}`
    return survey.audience === 'invitation'
      ? remind(tx, survey, round, mail)
      : emailOpenLink(tx, survey, round, mail)
  })
}

/** The scheduled round, under the survey's lock so two instances never both send it. */
export async function sendScheduledRound(
  db: DbOrTransaction,
  surveyId: string,
  round: string,
  mail: MailContext,
) {
  return db.transaction(async (tx) => {
    const [survey] = await tx.select().from(surveys).where(eq(surveys.id, surveyId)).for('update')
    if (!survey || survey.status !== 'published') return { reminded: 0, messages: 0 }
    return remind(tx, survey, round, mail)
  })
}
