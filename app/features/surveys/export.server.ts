import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { surveyResponses } from '~/db/schema'
import { CSV_START, csvLine } from '~/lib/csv'
import { utahIsoTime } from '~/lib/dates'
import { requireSurvey, type Actor, type SurveyRow } from './access.server'
import { WITHHELD, WITHHELD_NOTE, withholdingFor, type Withholding } from './export-withheld.server'
import { answerText, choiceLabel, matrixCell } from './labels'
import { readableQuestions } from './piping'
import { loadQuestions } from './questions.server'
import type { Answers, Question } from './types'

// GET /api/surveys/:id/responses.csv: one row per response, one column per question (a matrix gets a
// column per row). Cells go through csvLine's formula guard, as the inbox export does. The rows are read
// and written 1,000 at a time, so a survey of any size never sits in memory whole. An anonymous survey's
// file starts with a note row, and withholds what fewer than 3 responses share (export-withheld.server.ts).

const PAGE = 1_000

type Respondent = { name?: string; email?: string; units?: string }
type Cursor = { submittedOn: string; at: string; id: string }

/** Checks the actor may read the survey, then gives its file name and its CSV as a sequence of pieces. */
export async function responsesCsv(
  db: DbOrTransaction,
  actor: Actor,
  idOrSlug: string | undefined,
): Promise<{ fileName: string; pieces: AsyncGenerator<string> }> {
  const survey = await requireSurvey(db, actor, idOrSlug)
  const questions = readableQuestions(await loadQuestions(db, survey.id))
  return { fileName: `${fileStem(survey)}-responses.csv`, pieces: csvPieces(db, survey, questions) }
}

/** A survey's slug or title as the start of a file name a person recognises: "pool-survey". */
export function fileStem(survey: { slug: string | null; title: string }): string {
  const name = (survey.slug ?? survey.title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
  return name || 'survey'
}

async function* csvPieces(db: DbOrTransaction, survey: SurveyRow, questions: Question[]) {
  // Counted once, before the first row: what fewer than 3 share is withheld (export-withheld.server.ts).
  const withheld = survey.anonymous ? await withholdingFor(db, survey, questions) : null
  yield CSV_START + (withheld ? csvLine([WITHHELD_NOTE]) : '') + csvLine(headerOf(survey, questions))
  const cellsOf = rowWriter(survey, questions, withheld)
  let cursor: Cursor | undefined
  do {
    const rows = await page(db, survey.id, cursor)
    if (rows.length) yield rows.map((row) => csvLine(cellsOf(row))).join('')
    const last = rows.at(-1)
    cursor =
      rows.length === PAGE && last ? { submittedOn: last.submittedOn, at: last.at, id: last.id } : undefined
  } while (cursor)
}

/**
 * One page of responses after the cursor, in the order they came: by day, then by time (an anonymous survey
 * keeps no time, so its rows within a day come by their random id). The time is read back as PostgreSQL's
 * own text, so the next page starts exactly after this one at microsecond precision.
 */
function page(db: DbOrTransaction, surveyId: string, cursor: Cursor | undefined) {
  const at = sql<string>`coalesce(${surveyResponses.submittedAt}, '-infinity'::timestamptz)`
  const conditions: SQL[] = [eq(surveyResponses.surveyId, surveyId)]
  if (cursor)
    conditions.push(
      sql`(${surveyResponses.submittedOn}, ${at}, ${surveyResponses.id}) > (${cursor.submittedOn}::date, ${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
    )
  return db
    .select({
      id: surveyResponses.id,
      submittedOn: surveyResponses.submittedOn,
      submittedAt: surveyResponses.submittedAt,
      // JSON's text is ISO 8601 with its offset, whatever the connection's DateStyle and TimeZone.
      at: sql<string>`to_json(${at}) #>> '{}'`,
      community: surveyResponses.community,
      role: surveyResponses.role,
      respondent: surveyResponses.respondent,
      answers: surveyResponses.answers,
    })
    .from(surveyResponses)
    .where(and(...conditions))
    .orderBy(asc(surveyResponses.submittedOn), asc(at), asc(surveyResponses.id))
    .limit(PAGE)
}

type PageRow = Awaited<ReturnType<typeof page>>[number]

function headerOf(survey: SurveyRow, questions: Question[]): string[] {
  const header = [survey.anonymous ? 'Submitted on' : 'Submitted', 'Community', 'Owner or renter']
  if (!survey.anonymous) header.push('Invited name', 'Invited email', 'Units')
  for (const q of questions) {
    if (q.type === 'matrix') for (const row of q.rows ?? []) header.push(`${q.prompt}: ${row.label}`)
    else header.push(q.prompt)
  }
  return header
}

function rowWriter(survey: SurveyRow, questions: Question[], withheld: Withholding | null) {
  const communityQuestion = questions.find((q) => q.id === survey.communityQuestionId)
  return (response: PageRow): string[] => {
    const answers = response.answers as Answers
    // An empty cell stays empty: "not answered" says nothing about anyone.
    const unless = (shown: boolean, text: string) => (shown || text === '' ? text : WITHHELD)
    const community = response.community
      ? communityQuestion
        ? choiceLabel(communityQuestion, response.community)
        : response.community
      : ''
    const showCommunity = withheld?.community(response.community) ?? true
    const showRole = withheld?.role(response.role) ?? true
    const cells = [
      response.submittedAt
        ? utahIsoTime(response.submittedAt)
        : unless(withheld?.day(response.submittedOn) ?? true, response.submittedOn),
      unless(showCommunity, community),
      unless(showRole, response.role === 'owner' ? 'Owner' : response.role === 'renter' ? 'Renter' : ''),
    ]
    if (!survey.anonymous) {
      const who = (response.respondent ?? {}) as Respondent
      cells.push(who.name ?? '', who.email ?? '', who.units ?? '')
    }
    for (const q of questions) {
      const value = answers[q.id]
      if (q.type === 'matrix') {
        for (const row of q.rows ?? []) cells.push(matrixCell(q, value, row.id))
        continue
      }
      if (!withheld || q.confidential || value === undefined) {
        cells.push(answerText(q, value))
        continue
      }
      const texts = withheld.texts(q.id)
      const text = answerText(q, value, texts ? undefined : WITHHELD)
      if (q.id === survey.communityQuestionId) cells.push(unless(showCommunity, text))
      else if (q.id === survey.roleQuestionId) cells.push(unless(showRole, text))
      else if (q.type === 'short_text' || q.type === 'long_text') cells.push(unless(texts, text))
      else if (q.type === 'date' || q.type === 'number') cells.push(unless(withheld.value(q, value), text))
      else cells.push(text)
    }
    return cells
  }
}
