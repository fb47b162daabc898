import type { SQL } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { AppError } from '~/lib/errors'
import { canRead, findSurvey, type Actor, type SurveyRow } from './access.server'
import { readableQuestions } from './piping'
import { computeResults, MIN_GROUP } from './results-compute.server'
import { responseStamp } from './results-data.server'
import { answerQuestions, resolveAnswer, type AnswerQuestion } from './results-groups'
import type { GroupFilter, ResultsQuery } from './results-query'
import { responseFilter, type ResultFilters } from './results-sql.server'
import { textCounts, textPage, textRows } from './results-texts-sql.server'
import { loadQuestions, toDefinition } from './questions.server'
import type { Question, SurveyResultsView, SurveyTexts } from './types'

// Results (issue 13): staff (board accounts for their communities) always; anyone once the survey is
// published or closed and its results are public. An anonymous survey never shows a group under 3.

export { MIN_GROUP }
const TEXT_LIMIT = 50

const noResults = () =>
  new AppError('survey_results_not_found', 404, 'There are no results to show at this address.')

export const NO_SUCH_ANSWER_MESSAGE =
  'This survey has no such answer to filter by. Choose one from the list of its questions’ answers.'

async function requireResultsSurvey(
  db: DbOrTransaction,
  actor: Actor | undefined,
  idOrSlug: string | undefined,
) {
  const row = await findSurvey(db, idOrSlug)
  if (!row) throw noResults()
  if (actor && (await canRead(db, actor, row))) return row
  if (row.resultsPublic && row.status !== 'draft') return row
  throw noResults()
}

type Options = {
  /** Drop an answer filter the survey does not have (an old link) instead of refusing it. */
  lenient?: boolean
}

/** A group's filters for SQL, its answer filter checked against the survey's questions. */
function resolveGroup(
  questions: Question[],
  listed: AnswerQuestion[],
  filter: GroupFilter,
  options: Options,
): { shown: GroupFilter; sql: ResultFilters; answerQuestions: AnswerQuestion[] } {
  const { answer, ...rest } = filter
  const resolved = answer ? resolveAnswer(questions, listed, answer) : null
  if (answer && !resolved && !options.lenient)
    throw new AppError('invalid_input', 422, NO_SUCH_ANSWER_MESSAGE, {
      fieldErrors: { answer: [NO_SUCH_ANSWER_MESSAGE] },
    })
  return {
    shown: resolved
      ? { ...rest, answer: { questionId: resolved.questionId, choice: resolved.choice } }
      : rest,
    sql: resolved ? { ...rest, answer: resolved } : rest,
    answerQuestions: listed,
  }
}

/** The results of one group, or of two side by side; each group keeps the small-group rule on its own. */
export async function getResults(
  db: DbOrTransaction,
  actor: Actor | undefined,
  idOrSlug: string | undefined,
  query: ResultsQuery,
  options: Options = {},
): Promise<SurveyResultsView> {
  const survey = await requireResultsSurvey(db, actor, idOrSlug)
  // Results, report and PDF read a piped answer as "[answer to question 3]".
  const questions = readableQuestions(await loadQuestions(db, survey.id))
  const listed = answerQuestions(questions, survey)
  const first = resolveGroup(questions, listed, query.group, options)
  const second = query.compare ? resolveGroup(questions, listed, query.compare, options) : null
  const stamp = await responseStamp(db, survey, questions)
  const [results, compared] = await Promise.all([
    computeResults(db, survey, questions, first, stamp),
    second ? computeResults(db, survey, questions, second, stamp) : undefined,
  ])
  return { survey: toDefinition(survey, questions), results, ...(compared ? { compared } : {}) }
}

/**
 * The text questions and "other" answers a group may list. In an anonymous survey a question's texts are
 * withheld when 1 or 2 responses of the group wrote them, as the results withhold them.
 */
async function listedTexts(db: DbOrTransaction, survey: SurveyRow, questions: Question[], where: SQL) {
  // A confidential question's texts (contact details) are never listed, only exported.
  const open = questions.filter((q) => !q.confidential)
  const textIds = open.filter((q) => q.type === 'short_text' || q.type === 'long_text').map((q) => q.id)
  const otherIds = open.filter((q) => q.allowOther).map((q) => q.id)
  if (!survey.anonymous) return { suppressed: false, textIds, otherIds, withheld: new Set<string>() }
  const { total, counted } = await textCounts(db, where, textIds, otherIds)
  const few = (id: string) => (counted.get(id) ?? 0) > 0 && (counted.get(id) ?? 0) < MIN_GROUP
  return {
    suppressed: total < MIN_GROUP,
    textIds: textIds.filter((id) => !few(id)),
    otherIds: otherIds.filter((id) => !few(id)),
    withheld: new Set([...textIds, ...otherIds].filter(few)),
  }
}

/** GET /texts: one page of text answers, newest first, searchable, with the results' visibility. */
export async function searchTexts(
  db: DbOrTransaction,
  actor: Actor | undefined,
  idOrSlug: string | undefined,
  query: GroupFilter & { questionId?: string; q?: string; offset: number },
  options: Options = {},
): Promise<SurveyTexts> {
  const survey = await requireResultsSurvey(db, actor, idOrSlug)
  const questions = await loadQuestions(db, survey.id)
  const { questionId, q, offset, ...filter } = query
  const group = resolveGroup(questions, answerQuestions(questions, survey), filter, options)
  const where = responseFilter(survey.id, group.sql)
  const listed = await listedTexts(db, survey, questions, where)
  // The whole group too small, or the one question asked for withheld: the results' sentence either way.
  if (listed.suppressed || (questionId && listed.withheld.has(questionId)))
    return { texts: [], total: 0, suppressed: true }
  const only = (ids: string[]) => ids.filter((id) => !questionId || id === questionId)
  const rows = textRows(where, only(listed.textIds), only(listed.otherIds))
  if (!rows) return { texts: [], total: 0, suppressed: false }
  const page = await textPage(db, rows, { questionId, q: q?.trim(), offset, limit: TEXT_LIMIT })
  return {
    texts: page.rows.map((r) => ({ questionId: r.question_id, text: r.text, day: r.day })),
    total: page.total,
    suppressed: false,
  }
}
