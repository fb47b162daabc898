import { and, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { surveyBrowserMarks, surveyInvitations, surveyResponses, surveys } from '~/db/schema'
import { utahToday } from '~/lib/dates'
import { AppError } from '~/lib/errors'
import { canRead, findSurvey, surveyNotFound, type Actor, type SurveyRow } from './access.server'
import { isOther, validateAnswers } from './answers'
import { surveyAvailability, UNAVAILABLE_MESSAGES } from './availability'
import { loadQuestions, toDefinition } from './questions.server'
import type { ResponseSubmission } from './schemas'
import { staffView } from './surveys.server'
import { browserMark, hashToken, looksLikeToken } from './tokens.server'
import type { AnswerValue, StaffSurvey, SurveyAvailability, SurveyView } from './types'

// The respondent's side (issue 13): the definition with whether it can be answered now, and taking one
// response. An anonymous survey's response keeps no invitation, no browser and no time finer than the day.

type Who = { token?: string; browserId?: string; hashKey: string }

async function invitationByToken(
  db: DbOrTransaction,
  surveyId: string,
  token: string | undefined,
  lock = false,
) {
  if (!looksLikeToken(token)) return undefined
  const query = db
    .select()
    .from(surveyInvitations)
    .where(and(eq(surveyInvitations.surveyId, surveyId), eq(surveyInvitations.tokenHash, hashToken(token))))
  const [row] = lock ? await query.for('update') : await query
  return row
}

async function hasMark(db: DbOrTransaction, survey: SurveyRow, who: Who) {
  if (!who.browserId) return false
  const [row] = await db
    .select({ mark: surveyBrowserMarks.markHash })
    .from(surveyBrowserMarks)
    .where(
      and(
        eq(surveyBrowserMarks.surveyId, survey.id),
        eq(surveyBrowserMarks.markHash, browserMark(who.hashKey, survey.id, who.browserId)),
      ),
    )
  return Boolean(row)
}

/** Open, or why not: the survey's own state first, then this link or this browser. */
async function availabilityFor(
  db: DbOrTransaction,
  survey: SurveyRow,
  who: Who,
): Promise<SurveyAvailability> {
  const base = surveyAvailability(survey)
  if (base !== 'open') return base
  if (survey.audience === 'invitation') {
    const invitation = await invitationByToken(db, survey.id, who.token)
    if (!invitation) return 'invitation_required'
    return invitation.usedOn ? 'used' : 'open'
  }
  return (await hasMark(db, survey, who)) ? 'used' : 'open'
}

/**
 * GET /api/surveys/:surveyId. The public sees a published or closed survey (a closed, not yet open or full
 * one still shows, with an availability the page explains); staff with a bearer see any they may read.
 */
export async function getSurveyView(
  db: DbOrTransaction,
  idOrSlug: string | undefined,
  options: Who & { actor?: Actor },
): Promise<SurveyView | StaffSurvey> {
  const row = await findSurvey(db, idOrSlug)
  if (!row) throw surveyNotFound()
  // Staff see the survey's own state; whether a link or browser already answered is the respondent's.
  if (options.actor && (await canRead(db, options.actor, row))) return staffView(db, options.actor, row)
  if (row.status === 'draft') throw surveyNotFound()
  const definition = toDefinition(row, await loadQuestions(db, row.id))
  return { ...definition, availability: await availabilityFor(db, row, options) }
}

const gone = (reason: 'closed' | 'not_open' | 'full') =>
  new AppError(`survey_${reason}`, 410, UNAVAILABLE_MESSAGES[reason])
const used = () => new AppError('survey_used', 409, UNAVAILABLE_MESSAGES.used)

/** The option id a filter question was answered with ("other" for a written-in answer). */
function choiceKey(value: AnswerValue | undefined): string | null {
  if (typeof value === 'string') return value
  return isOther(value) ? 'other' : null
}

/**
 * POST /api/surveys/:surveyId/responses. Runs under the survey's row lock, so the response limit is exact
 * and a token or a browser answers once even when two requests race.
 */
export async function submitResponse(
  db: DbOrTransaction,
  idOrSlug: string | undefined,
  submission: ResponseSubmission,
  who: { browserId: string; hashKey: string },
): Promise<{ thankYou: string }> {
  return db.transaction(async (tx) => {
    const survey = await findSurvey(tx, idOrSlug, { lock: true })
    if (!survey || survey.status === 'draft') throw surveyNotFound()
    const now = new Date()
    const state = surveyAvailability(survey, now)
    if (state !== 'open') throw gone(state as 'closed' | 'not_open' | 'full')

    const invitation =
      survey.audience === 'invitation'
        ? await invitationByToken(tx, survey.id, submission.token, true)
        : undefined
    if (survey.audience === 'invitation') {
      if (!invitation)
        throw new AppError('survey_invitation_required', 403, UNAVAILABLE_MESSAGES.invitation_required)
      if (invitation.usedOn) throw used()
    } else if (await hasMark(tx, survey, who)) throw used()

    const questions = await loadQuestions(tx, survey.id)
    const { values, fieldErrors } = validateAnswers(questions, submission.answers)
    if (Object.keys(fieldErrors).length)
      throw new AppError(
        'invalid_answers',
        422,
        'Some answers need attention. Please check them and try again.',
        {
          fieldErrors,
        },
      )

    const day = utahToday(now)
    const role = survey.roleQuestionId ? choiceKey(values[survey.roleQuestionId]) : null
    await tx.insert(surveyResponses).values({
      surveyId: survey.id,
      answers: values,
      community: survey.communityQuestionId ? choiceKey(values[survey.communityQuestionId]) : null,
      role: role === 'owner' || role === 'renter' ? role : null,
      submittedOn: day,
      // Anonymous: the day only, and nothing about who answered.
      submittedAt: survey.anonymous ? null : now,
      respondent:
        !survey.anonymous && invitation
          ? { name: invitation.recipient, email: invitation.emails.join(', '), units: invitation.units }
          : null,
    })
    if (invitation) {
      const marked = await tx
        .update(surveyInvitations)
        .set({ usedOn: day, usedAt: survey.anonymous ? null : now })
        .where(and(eq(surveyInvitations.id, invitation.id), isNull(surveyInvitations.usedOn)))
        .returning({ id: surveyInvitations.id })
      if (!marked.length) throw used()
    } else {
      const marked = await tx
        .insert(surveyBrowserMarks)
        .values({ surveyId: survey.id, markHash: browserMark(who.hashKey, survey.id, who.browserId) })
        .onConflictDoNothing()
        .returning({ mark: surveyBrowserMarks.markHash })
      if (!marked.length) throw used()
    }
    await tx
      .update(surveys)
      .set({ responseCount: sql`${surveys.responseCount} + 1` })
      .where(eq(surveys.id, survey.id))
    return { thankYou: survey.thankYou }
  })
}
