import { eq, sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { surveyResponses } from '~/db/schema'
import { AppError } from '~/lib/errors'
import type { SurveyRow } from './access.server'
import { answerLabel, quotaFullMessage, quotasHit, type QuotaHit } from './quotas'
import type { Answers, Question, QuotaProgress } from './types'
import type { SurveyT } from './words'
import { surveyWords } from './words.server'

// Counting the responses that used up a quota, one SQL statement for any number of quotas. A survey with
// no quotas runs none. The role question's answer is also kept in its own column, which is read instead.

type Survey = Pick<SurveyRow, 'id' | 'roleQuestionId'>

const allQuotas = (questions: Question[]): QuotaHit[] =>
  questions.flatMap((question) => (question.quotas ?? []).map((quota) => ({ question, quota })))

function answered(survey: Survey, { question, quota }: QuotaHit) {
  // The role column keeps only these two answers of the role question (respond.server.ts).
  if (question.id === survey.roleQuestionId && (quota.value === 'owner' || quota.value === 'renter'))
    return sql`${surveyResponses.role} = ${quota.value}`
  // `->>` gives an option id as its text and a yes/no as 'true' or 'false'; an "Other" object never matches.
  return sql`${surveyResponses.answers} ->> ${question.id} = ${String(quota.value)}`
}

/** How many responses gave each quota's answer, in the order given. */
async function countHits(db: DbOrTransaction, survey: Survey, hits: QuotaHit[]): Promise<number[]> {
  if (!hits.length) return []
  const counts = sql.join(
    hits.map((hit) => sql`count(*) filter (where ${answered(survey, hit)})`),
    sql`, `,
  )
  const [row] = await db
    .select({ counts: sql<number[]>`json_build_array(${counts})` })
    .from(surveyResponses)
    .where(eq(surveyResponses.surveyId, survey.id))
  return (row?.counts ?? []).map(Number)
}

/** Staff: each quota's progress, e.g. Renter: 38 of 40. */
export async function quotaProgress(
  db: DbOrTransaction,
  survey: Survey,
  questions: Question[],
): Promise<QuotaProgress[]> {
  const hits = allQuotas(questions)
  const counts = await countHits(db, survey, hits)
  return hits.map(({ question, quota }, i) => ({
    questionId: question.id,
    answer: answerLabel(question, quota.value),
    count: counts[i] ?? 0,
    limit: quota.limit,
  }))
}

/** The respondent's view of the questions: no limits, only which answers are full. */
export async function withFullAnswers(
  db: DbOrTransaction,
  survey: Survey,
  questions: Question[],
): Promise<Question[]> {
  const hits = allQuotas(questions)
  if (!hits.length) return questions
  const counts = await countHits(db, survey, hits)
  return questions.map(({ quotas, ...question }) => {
    if (!quotas) return question
    const full = hits.filter((hit, i) => hit.question.id === question.id && counts[i]! >= hit.quota.limit)
    return full.length ? { ...question, full: full.map((hit) => hit.quota.value) } : question
  })
}

/**
 * Refuses a response whose answer has all the responses its quota asks for. Called under the survey's
 * row lock (respond.server.ts), so two responses racing for the last place cannot both take it.
 */
export async function enforceQuotas(
  tx: DbOrTransaction,
  survey: Survey,
  questions: Question[],
  answers: Answers,
  t: SurveyT = surveyWords(),
) {
  const hits = quotasHit(questions, answers)
  const counts = await countHits(tx, survey, hits)
  const full = hits.find((hit, i) => counts[i]! >= hit.quota.limit)
  if (!full) return
  const message = quotaFullMessage(t, answerLabel(full.question, full.quota.value, t))
  throw new AppError('survey_quota_full', 409, message, { fieldErrors: { [full.question.id]: [message] } })
}
