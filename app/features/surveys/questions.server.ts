import { asc, eq } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { communities, surveyQuestions } from '~/db/schema'
import type { SurveyRow } from './access.server'
import type { Choice, Jump, Question, Quota, ShowIf, SurveyDefinition } from './types'

// Questions as stored and as the API shows them. A community question's choices are the managed
// communities at the moment of reading, so a survey that runs for months keeps up with the list.

type QuestionRow = typeof surveyQuestions.$inferSelect

function toQuestion(row: QuestionRow): Question {
  const question: Question = {
    id: row.id,
    type: row.type as Question['type'],
    prompt: row.prompt,
    help: row.help,
    required: row.required,
    page: row.page,
    showIf: (row.showIf as ShowIf | null) ?? null,
  }
  if (row.options) question.options = row.options as Choice[]
  if (row.type === 'single' || row.type === 'multiple') question.allowOther = row.allowOther
  if (row.min !== null) question.min = row.min
  if (row.max !== null) question.max = row.max
  if (row.earliest !== null) question.earliest = row.earliest
  if (row.latest !== null) question.latest = row.latest
  if (row.rows) question.rows = row.rows as Choice[]
  if (row.scale) question.scale = row.scale as Choice[]
  if (row.dynamicOptions === 'communities') question.dynamicOptions = 'communities'
  if (row.confidential) question.confidential = true
  if (row.jumps) question.jumps = row.jumps as Jump[]
  if (row.fileKinds) question.fileKinds = row.fileKinds as Question['fileKinds']
  if (Array.isArray(row.quotas) && row.quotas.length) question.quotas = row.quotas as Quota[]
  if (row.shuffle) question.shuffle = true
  if (Object.keys(row.translations ?? {}).length) question.translations = row.translations
  return question
}

/** The managed communities as choices (id = the community's id), by name. */
export async function communityChoices(db: DbOrTransaction): Promise<Choice[]> {
  const rows = await db
    .select({ id: communities.id, label: communities.name })
    .from(communities)
    .orderBy(asc(communities.name))
  return rows
}

/** A survey's questions in order, with dynamic choices filled in. */
export async function loadQuestions(db: DbOrTransaction, surveyId: string): Promise<Question[]> {
  const rows = await db
    .select()
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId))
    .orderBy(asc(surveyQuestions.position))
  const questions = rows.map(toQuestion)
  if (questions.some((q) => q.dynamicOptions === 'communities')) {
    const choices = await communityChoices(db)
    for (const q of questions) if (q.dynamicOptions === 'communities') q.options = choices
  }
  return questions
}

/** Replaces a survey's questions as a whole. */
export async function saveQuestions(tx: DbOrTransaction, surveyId: string, questions: Question[]) {
  await tx.delete(surveyQuestions).where(eq(surveyQuestions.surveyId, surveyId))
  if (!questions.length) return
  await tx.insert(surveyQuestions).values(
    questions.map((q, position) => ({
      surveyId,
      id: q.id,
      position,
      page: q.page,
      type: q.type,
      prompt: q.prompt,
      help: q.help,
      required: q.required,
      // A dynamic list is stored empty: it is filled from the communities when read.
      options: q.options ? (q.dynamicOptions ? [] : q.options) : null,
      allowOther: q.allowOther ?? false,
      min: q.min ?? null,
      max: q.max ?? null,
      earliest: q.earliest ?? null,
      latest: q.latest ?? null,
      rows: q.rows ?? null,
      scale: q.scale ?? null,
      showIf: q.showIf ?? null,
      dynamicOptions: q.dynamicOptions ?? null,
      confidential: q.confidential ?? false,
      jumps: q.jumps?.length ? q.jumps : null,
      fileKinds: q.fileKinds ?? null,
      quotas: q.quotas?.length ? q.quotas : null,
      shuffle: q.shuffle ?? false,
      translations: q.translations ?? {},
    })),
  )
}

const iso = (value: Date | null) => (value ? value.toISOString() : null)

export function toDefinition(row: SurveyRow, questions: Question[]): SurveyDefinition {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    anonymous: row.anonymous,
    status: row.status,
    audience: row.audience,
    opensAt: iso(row.opensAt),
    closesAt: iso(row.closesAt),
    thankYou: row.thankYou,
    shuffleQuestions: row.shuffleQuestions,
    questions,
    ...(Object.keys(row.translations ?? {}).length ? { translations: row.translations } : {}),
  }
}

export { iso }
