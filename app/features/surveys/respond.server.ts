import { randomUUID } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { surveyBrowserMarks, surveyInvitations, surveyResponses, surveys } from '~/db/schema'
import { utahToday } from '~/lib/dates'
import { AppError } from '~/lib/errors'
import { canRead, findSurvey, surveyNotFound, type Actor, type SurveyRow } from './access.server'
import { isOther, validateAnswers } from './answers'
import { surveyAvailability, UNAVAILABLE_KEYS } from './availability'
import { applyUploads, saveSurveyFiles, type SurveyUpload } from './file-answers.server'
import { everyAnswerFull } from './quotas'
import { enforceQuotas, withFullAnswers } from './quotas.server'
import { localizeQuestion, localizeSurvey } from './localize'
import { loadQuestions, toDefinition } from './questions.server'
import type { ResponseSubmission } from './schemas'
import { staffView } from './surveys.server'
import { browserMark, hashToken, looksLikeToken } from './tokens.server'
import type { AnswerValue, StaffSurvey, SurveyAvailability, SurveyView } from './types'
import type { SurveyT } from './words'
import { surveyWords } from './words.server'
import type { Locale } from '~/i18n/locales'

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
  const definition = toDefinition(row, await withFullAnswers(db, row, await loadQuestions(db, row.id)))
  const availability = await availabilityFor(db, row, options)
  // Every answer of a question everyone must answer is full: no one can send, as with a response limit.
  const full = availability === 'open' && everyAnswerFull(definition.questions)
  return { ...definition, availability: full ? 'full' : availability }
}

const gone = (t: SurveyT, reason: 'closed' | 'not_open' | 'full') =>
  new AppError(`survey_${reason}`, 410, t(UNAVAILABLE_KEYS[reason]))
const used = (t: SurveyT) => new AppError('survey_used', 409, t(UNAVAILABLE_KEYS.used))

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
  who: { browserId: string; hashKey: string; locale?: Locale },
  uploads: SurveyUpload[] = [],
): Promise<{ thankYou: string }> {
  // The respondent's language: every sentence of a refusal, and the thank-you.
  const t = surveyWords(who.locale)
  return db.transaction(async (tx) => {
    const survey = await findSurvey(tx, idOrSlug, { lock: true })
    if (!survey || survey.status === 'draft') throw surveyNotFound(t)
    const now = new Date()
    const state = surveyAvailability(survey, now)
    if (state !== 'open') throw gone(t, state as 'closed' | 'not_open' | 'full')

    const invitation =
      survey.audience === 'invitation'
        ? await invitationByToken(tx, survey.id, submission.token, true)
        : undefined
    if (survey.audience === 'invitation') {
      if (!invitation)
        throw new AppError('survey_invitation_required', 403, t(UNAVAILABLE_KEYS.invitation_required))
      if (invitation.usedOn) throw used(t)
    } else if (await hasMark(tx, survey, who)) throw used(t)

    // Checked in the respondent's language, so a choice's label in a sentence is the one they read.
    const questions = (await loadQuestions(tx, survey.id)).map((q) => localizeQuestion(q, t.locale))
    const sent = applyUploads(questions, submission.answers, uploads, survey.anonymous, t)
    const checked = validateAnswers(t, questions, sent.answers)
    const { values } = checked
    // A refused file's own sentence, rather than "please answer" for the answer it could not give.
    const fieldErrors = { ...checked.fieldErrors, ...sent.fieldErrors }
    if (Object.keys(fieldErrors).length)
      throw new AppError('invalid_answers', 422, t('api.invalid'), { fieldErrors })
    await enforceQuotas(tx, survey, questions, values, t)

    const day = utahToday(now)
    const role = survey.roleQuestionId ? choiceKey(values[survey.roleQuestionId]) : null
    const responseId = randomUUID()
    await tx.insert(surveyResponses).values({
      id: responseId,
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
    await saveSurveyFiles(tx, { surveyId: survey.id, id: responseId }, sent.files, values)
    if (invitation) {
      const marked = await tx
        .update(surveyInvitations)
        .set({ usedOn: day, usedAt: survey.anonymous ? null : now })
        .where(and(eq(surveyInvitations.id, invitation.id), isNull(surveyInvitations.usedOn)))
        .returning({ id: surveyInvitations.id })
      if (!marked.length) throw used(t)
    } else {
      const marked = await tx
        .insert(surveyBrowserMarks)
        .values({ surveyId: survey.id, markHash: browserMark(who.hashKey, survey.id, who.browserId) })
        .onConflictDoNothing()
        .returning({ mark: surveyBrowserMarks.markHash })
      if (!marked.length) throw used(t)
    }
    await tx
      .update(surveys)
      .set({ responseCount: sql`${surveys.responseCount} + 1` })
      .where(eq(surveys.id, survey.id))
    return { thankYou: localizeSurvey({ ...toDefinition(survey, []) }, t.locale).thankYou }
  })
}
