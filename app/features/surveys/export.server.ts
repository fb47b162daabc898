import { asc, desc, eq } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { surveyResponses } from '~/db/schema'
import { toCsv } from '~/lib/csv'
import { formatUtahDateTime } from '~/lib/dates'
import { requireSurvey, type Actor } from './access.server'
import { answerText, choiceLabel, matrixCell } from './labels'
import { loadQuestions } from './questions.server'
import type { Answers } from './types'

// GET /api/surveys/:id/responses.csv: one row per response, one column per question (a matrix gets a
// column per row). Cells go through toCsv's formula guard, as the inbox export does.

type Respondent = { name?: string; email?: string; units?: string }

export async function responsesCsv(
  db: DbOrTransaction,
  actor: Actor,
  idOrSlug: string | undefined,
): Promise<{ csv: string; fileName: string }> {
  const survey = await requireSurvey(db, actor, idOrSlug)
  const questions = await loadQuestions(db, survey.id)
  const communityQuestion = questions.find((q) => q.id === survey.communityQuestionId)
  const rows = await db
    .select()
    .from(surveyResponses)
    .where(eq(surveyResponses.surveyId, survey.id))
    // An anonymous survey keeps no order within a day: its rows come by day, then by their random id.
    .orderBy(asc(surveyResponses.submittedOn), desc(surveyResponses.submittedAt), asc(surveyResponses.id))

  const header = [survey.anonymous ? 'Submitted on' : 'Submitted', 'Community', 'Owner or renter']
  if (!survey.anonymous) header.push('Invited name', 'Invited email', 'Units')
  for (const q of questions) {
    if (q.type === 'matrix') for (const row of q.rows ?? []) header.push(`${q.prompt}: ${row.label}`)
    else header.push(q.prompt)
  }

  const body = rows.map((response) => {
    const answers = response.answers as Answers
    const community = response.community
      ? communityQuestion
        ? choiceLabel(communityQuestion, response.community)
        : response.community
      : ''
    const cells = [
      response.submittedAt ? formatUtahDateTime(response.submittedAt) : response.submittedOn,
      community,
      response.role === 'owner' ? 'Owner' : response.role === 'renter' ? 'Renter' : '',
    ]
    if (!survey.anonymous) {
      const who = (response.respondent ?? {}) as Respondent
      cells.push(who.name ?? '', who.email ?? '', who.units ?? '')
    }
    for (const q of questions) {
      if (q.type === 'matrix')
        for (const row of q.rows ?? []) cells.push(matrixCell(q, answers[q.id], row.id))
      else cells.push(answerText(q, answers[q.id]))
    }
    return cells
  })
  const name = (survey.slug ?? survey.title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
  return { csv: toCsv(header, body), fileName: `${name || 'survey'}-responses.csv` }
}
