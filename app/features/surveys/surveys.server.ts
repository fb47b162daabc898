import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { isUniqueViolation } from '~/db/errors'
import { communities, surveyQuestions, surveys } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { requireSurvey, requireWriter, visibleCommunities, type Actor, type SurveyRow } from './access.server'
import { surveyAvailability } from './availability'
import { buildQuestions, checkFilterQuestions, remapQuestions } from './definition'
import { quotaProgress } from './quotas.server'
import { iso, loadQuestions, saveQuestions, toDefinition } from './questions.server'
import { cleanTranslations } from './localize'
import type { SurveyInput } from './schemas'
import type { StaffSurvey, SurveySummary } from './types'

// The staff side of surveys (issue 13): list, create, change while draft, delete a draft, duplicate.

const draftOnly = () =>
  new AppError(
    'survey_not_draft',
    409,
    'Only a draft can be changed. Duplicate the survey to make a new version.',
  )

async function communityName(db: DbOrTransaction, id: string | null): Promise<string | null> {
  if (!id) return null
  const [row] = await db.select({ name: communities.name }).from(communities).where(eq(communities.id, id))
  return row?.name ?? null
}

function summaryFields(row: SurveyRow, actor: Actor, name: string | null) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    anonymous: row.anonymous,
    status: row.status,
    audience: row.audience,
    opensAt: iso(row.opensAt),
    closesAt: iso(row.closesAt),
    availability: surveyAvailability(row),
    communityId: row.communityId,
    communityName: name,
    invitePer: row.invitePer,
    responseLimit: row.responseLimit,
    resultsPublic: row.resultsPublic,
    communityQuestionId: row.communityQuestionId,
    roleQuestionId: row.roleQuestionId,
    responses: row.responseCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: iso(row.publishedAt),
    closedAt: iso(row.closedAt),
    canEdit: actor.role !== 'board',
  }
}

/** The whole staff view of a survey the actor may read. */
export async function staffView(db: DbOrTransaction, actor: Actor, row: SurveyRow): Promise<StaffSurvey> {
  const questions = await loadQuestions(db, row.id)
  const definition = toDefinition(row, questions)
  const view = { ...definition, ...summaryFields(row, actor, await communityName(db, row.communityId)) }
  return questions.some((q) => q.quotas) ? { ...view, quotas: await quotaProgress(db, row, questions) } : view
}

export async function getStaffSurvey(db: DbOrTransaction, actor: Actor, idOrSlug: string | undefined) {
  return staffView(db, actor, await requireSurvey(db, actor, idOrSlug))
}

export async function listSurveys(
  db: DbOrTransaction,
  actor: Actor,
  filter: { communityId?: string } = {},
): Promise<SurveySummary[]> {
  const visible = await visibleCommunities(db, actor)
  if (visible && !visible.length) return []
  const conditions = []
  if (visible) conditions.push(inArray(surveys.communityId, visible))
  if (filter.communityId) conditions.push(eq(surveys.communityId, filter.communityId))
  const rows = await db
    .select({
      survey: surveys,
      communityName: communities.name,
      questionCount: sql<number>`(select count(*)::int from ${surveyQuestions} where ${surveyQuestions.surveyId} = ${surveys.id})`,
    })
    .from(surveys)
    .leftJoin(communities, eq(communities.id, surveys.communityId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
  return rows.map((r) => ({
    ...summaryFields(r.survey, actor, r.communityName),
    questionCount: r.questionCount,
  }))
}

const SLUG_TAKEN = 'Another survey already uses this address.'

/** Two saves racing for one slug: the loser hears what the form check would have said. */
async function slugGuard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('invalid_input', 422, SLUG_TAKEN, { fieldErrors: { slug: [SLUG_TAKEN] } })
    throw error
  }
}

/** Checks a whole definition; a 422 names every problem, keyed by the field (questions.<i>.<field>). */
async function prepare(db: DbOrTransaction, input: SurveyInput, surveyId?: string) {
  const { questions, fieldErrors } = buildQuestions(input.questions)
  Object.assign(fieldErrors, checkFilterQuestions(questions, input))
  if (input.communityId) {
    const [row] = await db
      .select({ id: communities.id })
      .from(communities)
      .where(eq(communities.id, input.communityId))
    if (!row) fieldErrors.communityId = ['Choose a community that exists.']
  }
  if (input.audience === 'invitation' && !input.communityId)
    fieldErrors.communityId = ['Choose the community whose owners are invited.']
  if (input.opensAt && input.closesAt && input.opensAt >= input.closesAt)
    fieldErrors.closesAt = ['The survey must close after it opens.']
  if (input.slug) {
    const [taken] = await db.select({ id: surveys.id }).from(surveys).where(eq(surveys.slug, input.slug))
    if (taken && taken.id !== surveyId) fieldErrors.slug = [SLUG_TAKEN]
  }
  if (Object.keys(fieldErrors).length)
    throw new AppError('invalid_input', 422, 'Some fields need attention. Please check them and try again.', {
      fieldErrors,
    })
  return questions
}

function columns(input: SurveyInput) {
  return {
    slug: input.slug || null,
    title: input.title,
    description: input.description,
    thankYou: input.thankYou,
    anonymous: input.anonymous,
    audience: input.audience,
    communityId: input.communityId ?? null,
    invitePer: input.invitePer,
    opensAt: input.opensAt ?? null,
    closesAt: input.closesAt ?? null,
    responseLimit: input.responseLimit ?? null,
    resultsPublic: input.resultsPublic,
    communityQuestionId: input.communityQuestionId ?? null,
    roleQuestionId: input.roleQuestionId ?? null,
    shuffleQuestions: input.shuffleQuestions,
    translations: cleanTranslations(input.translations),
  }
}

export async function createSurvey(
  db: DbOrTransaction,
  actor: Actor,
  input: SurveyInput,
): Promise<StaffSurvey> {
  requireWriter(actor)
  return slugGuard(() =>
    db.transaction(async (tx) => {
      const questions = await prepare(tx, input)
      const [row] = await tx
        .insert(surveys)
        .values({ ...columns(input), createdBy: actor.id })
        .returning()
      await saveQuestions(tx, row!.id, questions)
      return staffView(tx, actor, row!)
    }),
  )
}

export async function updateSurvey(
  db: DbOrTransaction,
  actor: Actor,
  id: string | undefined,
  input: SurveyInput,
): Promise<StaffSurvey> {
  requireWriter(actor)
  return slugGuard(() =>
    db.transaction(async (tx) => {
      const current = await requireSurvey(tx, actor, id, { write: true, lock: true })
      if (current.status !== 'draft') throw draftOnly()
      const questions = await prepare(tx, input, current.id)
      const [row] = await tx
        .update(surveys)
        .set({ ...columns(input), updatedAt: new Date() })
        .where(eq(surveys.id, current.id))
        .returning()
      await saveQuestions(tx, current.id, questions)
      return staffView(tx, actor, row!)
    }),
  )
}

/** Deletes a draft (nothing has been answered); returns its id. */
export async function deleteSurvey(
  db: DbOrTransaction,
  actor: Actor,
  id: string | undefined,
): Promise<string> {
  requireWriter(actor)
  return db.transaction(async (tx) => {
    const current = await requireSurvey(tx, actor, id, { write: true, lock: true })
    if (current.status !== 'draft')
      throw new AppError('survey_not_draft', 409, 'Only a draft can be deleted. Close the survey instead.')
    await tx.delete(surveys).where(eq(surveys.id, current.id))
    return current.id
  })
}

/** A new draft with the same settings and questions under new ids; show-if rules follow the copies. */
export async function duplicateSurvey(
  db: DbOrTransaction,
  actor: Actor,
  id: string | undefined,
): Promise<StaffSurvey> {
  requireWriter(actor)
  return db.transaction(async (tx) => {
    const source = await requireSurvey(tx, actor, id, { write: true })
    const { questions, idMap } = remapQuestions(await loadQuestions(tx, source.id))
    const mapped = (qid: string | null) => (qid ? (idMap.get(qid) ?? null) : null)
    const [row] = await tx
      .insert(surveys)
      .values({
        slug: null,
        title: `Copy of ${source.title}`.slice(0, 200),
        description: source.description,
        thankYou: source.thankYou,
        anonymous: source.anonymous,
        audience: source.audience,
        communityId: source.communityId,
        invitePer: source.invitePer,
        responseLimit: source.responseLimit,
        resultsPublic: source.resultsPublic,
        communityQuestionId: mapped(source.communityQuestionId),
        roleQuestionId: mapped(source.roleQuestionId),
        shuffleQuestions: source.shuffleQuestions,
        // The copy keeps the author's other languages; its Spanish title stays the original's.
        translations: source.translations,
        createdBy: actor.id,
      })
      .returning()
    await saveQuestions(tx, row!.id, questions)
    return staffView(tx, actor, row!)
  })
}
