import { and, asc, count, eq, gt, isNull, max, sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import {
  communities,
  communityOwners,
  communityUnits,
  surveyInvitations,
  surveyReminderRuns,
  surveys,
  unitOwners,
} from '~/db/schema'
import { AppError } from '~/lib/errors'
import { requireSurvey, type Actor, type SurveyRow } from './access.server'
import {
  invitationMail,
  reminderMail,
  surveyLink,
  type MailAbout,
  type MailContext,
  type SurveyMail,
} from './messages'
import { hashToken, newToken } from './tokens.server'
import type { InvitationCounts } from './types'

// Invitations from a community's roll (issue 13): one single-use link per owner with an email, or per
// unit (to all its owners' emails). Reminders send a new link to those who have not answered.

type Recipient = {
  ownerId: string | null
  unitId: string | null
  recipient: string
  units: string
  emails: string[]
}

/** Who on the roll can be reached by email, per owner or per unit. */
async function rollRecipients(db: DbOrTransaction, survey: SurveyRow): Promise<Recipient[]> {
  if (!survey.communityId) return []
  const inCommunity = eq(communityUnits.communityId, survey.communityId)
  if (survey.invitePer === 'owner') {
    const rows = await db
      .select({
        id: communityOwners.id,
        name: communityOwners.name,
        email: communityOwners.email,
        units: sql<string>`string_agg(${communityUnits.label}, ', ' order by ${communityUnits.sortKey})`,
      })
      .from(communityOwners)
      .innerJoin(unitOwners, eq(unitOwners.ownerId, communityOwners.id))
      .innerJoin(communityUnits, eq(communityUnits.id, unitOwners.unitId))
      .where(and(inCommunity, sql`coalesce(${communityOwners.email}, '') <> ''`))
      .groupBy(communityOwners.id)
      .orderBy(asc(communityOwners.name))
    return rows.map((r) => ({
      ownerId: r.id,
      unitId: null,
      recipient: r.name,
      units: r.units,
      emails: [r.email!],
    }))
  }
  const rows = await db
    .select({
      id: communityUnits.id,
      label: communityUnits.label,
      emails: sql<string[]>`array_agg(distinct lower(${communityOwners.email}))`,
    })
    .from(communityUnits)
    .innerJoin(unitOwners, eq(unitOwners.unitId, communityUnits.id))
    .innerJoin(communityOwners, eq(communityOwners.id, unitOwners.ownerId))
    .where(and(inCommunity, sql`coalesce(${communityOwners.email}, '') <> ''`))
    .groupBy(communityUnits.id)
    .orderBy(asc(communityUnits.sortKey))
  return rows.map((r) => ({
    ownerId: null,
    unitId: r.id,
    recipient: r.label,
    units: r.label,
    emails: r.emails,
  }))
}

async function aboutOf(db: DbOrTransaction, survey: SurveyRow) {
  const [community] = survey.communityId
    ? await db
        .select({ name: communities.name })
        .from(communities)
        .where(eq(communities.id, survey.communityId))
    : []
  return (recipient: string): MailAbout => ({
    surveyId: survey.id,
    surveyTitle: survey.title,
    communityName: community?.name ?? 'Your community',
    closesAt: survey.closesAt,
    anonymous: survey.anonymous,
    recipient,
  })
}

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
    messages.push(invitationMail(about(r.recipient), r.emails, surveyLink(mail.origin, address, token)))
    return { surveyId: survey.id, tokenHash: hashToken(token), ...r }
  })
  for (let i = 0; i < rows.length; i += 1000)
    await tx.insert(surveyInvitations).values(rows.slice(i, i + 1000))
  if (messages.length) await mail.mailer(tx, messages)
  return { invited: rows.length, messages: messages.length }
}

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
  const inserted = await tx
    .insert(surveyReminderRuns)
    .values({ surveyId: survey.id, round })
    .onConflictDoNothing()
    .returning({ round: surveyReminderRuns.round })
  if (!inserted.length) return { reminded: 0, messages: 0 } // another instance sent this round
  const pending = await tx
    .select()
    .from(surveyInvitations)
    .where(and(eq(surveyInvitations.surveyId, survey.id), isNull(surveyInvitations.usedOn)))
  const about = await aboutOf(tx, survey)
  const address = survey.slug ?? survey.id
  const now = new Date()
  const messages: SurveyMail[] = []
  for (const invitation of pending) {
    const token = newToken()
    await tx
      .update(surveyInvitations)
      .set({ tokenHash: hashToken(token), remindedAt: now })
      .where(eq(surveyInvitations.id, invitation.id))
    messages.push(
      reminderMail(about(invitation.recipient), invitation.emails, surveyLink(mail.origin, address, token)),
    )
  }
  if (messages.length) await mail.mailer(tx, messages)
  await tx
    .update(surveyReminderRuns)
    .set({ messages: messages.length })
    .where(and(eq(surveyReminderRuns.surveyId, survey.id), eq(surveyReminderRuns.round, round)))
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
    if (survey.audience !== 'invitation') throw notInvitationSurvey()
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
    return remind(tx, survey, `manual-${now.toISOString()}`, mail)
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
