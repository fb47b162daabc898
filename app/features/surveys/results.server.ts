import type { DbOrTransaction } from '~/db/client.server'
import { AppError } from '~/lib/errors'
import { canRead, findSurvey, type Actor, type SurveyRow } from './access.server'
import { bucketsOf, choiceLabel, OTHER_LABEL } from './labels'
import { loadQuestions, toDefinition } from './questions.server'
import { aggregates, BUCKETED } from './results-data.server'
import { overTime, responseFilter, textPage, textRows, type ResultFilters } from './results-sql.server'
import type { Question, QuestionResult, SurveyResults, SurveyResultsView, SurveyTexts } from './types'

// Results (issue 13): staff (board accounts for their communities) always; anyone once the survey is
// published or closed and its results are public. An anonymous survey never shows a group under 3.

export const MIN_GROUP = 3
const TEXT_LIMIT = 50

const noResults = () =>
  new AppError('survey_results_not_found', 404, 'There are no results to show at this address.')

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

const ids = (questions: Question[], types: string[]) =>
  questions.filter((q) => types.includes(q.type)).map((q) => q.id)
const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places

function npsOf(counts: Map<string, number>, answered: number) {
  const sum = (from: number, to: number) => {
    let total = 0
    for (let n = from; n <= to; n++) total += counts.get(String(n)) ?? 0
    return total
  }
  const promoters = sum(9, 10)
  const passives = sum(7, 8)
  const detractors = sum(0, 6)
  const score = answered ? Math.round(((promoters - detractors) / answered) * 100) : 0
  return { promoters, passives, detractors, score }
}

function meanOf(counts: Map<string, number>, answered: number): number | null {
  if (!answered) return null
  let sum = 0
  for (const [key, count] of counts) sum += Number(key) * count
  return round(sum / answered)
}

async function computeResults(
  db: DbOrTransaction,
  survey: SurveyRow,
  questions: Question[],
  filters: ResultFilters,
) {
  const { days, totals, buckets, arrays, matrix, texts } = await aggregates(db, survey, questions, filters)
  const total = days.reduce((sum, d) => sum + d.count, 0)
  const base = {
    surveyId: survey.id,
    filters,
    communities: communityChoices(survey, questions),
    hasRoleFilter: Boolean(survey.roleQuestionId),
  }
  if (survey.anonymous && total < MIN_GROUP)
    return {
      ...base,
      total: 0,
      overTime: [],
      suppressed: true,
      questions: questions.map((q) => blank(q, true)),
    }

  const results = questions.map((q): QuestionResult => {
    const answered = totals.get(q.id)?.answered ?? 0
    if (survey.anonymous && answered > 0 && answered < MIN_GROUP) return { ...blank(q, true), answered: 0 }
    const result: QuestionResult = { ...blank(q, false), answered }
    if (q.confidential) return result
    const counts = new Map(buckets.filter((r) => r.question_id === q.id).map((r) => [r.bucket, r.count]))
    if (BUCKETED.includes(q.type)) result.counts = countList(q, counts)
    if (q.type === 'rating') result.mean = meanOf(counts, answered)
    if (q.type === 'nps') {
      result.nps = npsOf(counts, answered)
      result.mean = meanOf(counts, answered)
    }
    if (q.type === 'number') {
      const mean = totals.get(q.id)?.mean
      result.mean = mean == null ? null : round(mean)
    }
    const chosen = arrays.filter((r) => r.question_id === q.id)
    if (q.type === 'multiple') result.counts = countList(q, new Map(chosen.map((r) => [r.bucket, r.count])))
    if (q.type === 'ranking')
      result.ranking = (q.options ?? [])
        .map((o) => ({
          key: o.id,
          label: o.label,
          averagePosition: round(chosen.find((r) => r.bucket === o.id)?.position ?? 0),
        }))
        .sort((a, b) => a.averagePosition - b.averagePosition)
    if (q.type === 'matrix') {
      const cells = matrix.filter((r) => r.question_id === q.id)
      result.matrix = (q.rows ?? []).map((row) => ({
        rowId: row.id,
        label: row.label,
        counts: (q.scale ?? []).map((s) => ({
          key: s.id,
          label: s.label,
          count: cells.find((c) => c.row_id === row.id && c.choice === s.id)?.count ?? 0,
        })),
      }))
    }
    if (q.type === 'short_text' || q.type === 'long_text' || q.allowOther)
      result.texts = texts.get(q.id) ?? []
    return result
  })
  return { ...base, total, overTime: days, suppressed: false, questions: results }
}

function blank(q: Question, suppressed: boolean): QuestionResult {
  const result: QuestionResult = { questionId: q.id, type: q.type, prompt: q.prompt, answered: 0, suppressed }
  if (q.confidential) result.confidential = true
  return result
}

/** Counts in the question's own order, zeros kept; values no longer offered come last. */
function countList(q: Question, counts: Map<string, number>) {
  const buckets = bucketsOf(q)
  const known = new Set(buckets.map((b) => b.key))
  const extra = [...counts.keys()]
    .filter((k) => !known.has(k))
    .map((key) => ({ key, label: choiceLabel(q, key) }))
  return [...buckets, ...extra].map((b) => ({ ...b, count: counts.get(b.key) ?? 0 }))
}

function communityChoices(survey: SurveyRow, questions: Question[]) {
  const q = questions.find((x) => x.id === survey.communityQuestionId)
  if (!q) return []
  return [...(q.options ?? []), ...(q.allowOther ? [{ id: 'other', label: OTHER_LABEL }] : [])]
}

export async function getResults(
  db: DbOrTransaction,
  actor: Actor | undefined,
  idOrSlug: string | undefined,
  filters: ResultFilters,
): Promise<SurveyResultsView> {
  const survey = await requireResultsSurvey(db, actor, idOrSlug)
  const questions = await loadQuestions(db, survey.id)
  const results: SurveyResults = await computeResults(db, survey, questions, filters)
  return { survey: toDefinition(survey, questions), results }
}

/** GET /texts: one page of text answers, newest first, searchable, with the results' visibility. */
export async function searchTexts(
  db: DbOrTransaction,
  actor: Actor | undefined,
  idOrSlug: string | undefined,
  query: ResultFilters & { questionId?: string; q?: string; offset: number },
): Promise<SurveyTexts> {
  const survey = await requireResultsSurvey(db, actor, idOrSlug)
  const questions = await loadQuestions(db, survey.id)
  const where = responseFilter(survey.id, query)
  if (survey.anonymous) {
    const days = await overTime(db, where)
    if (days.reduce((sum, d) => sum + d.count, 0) < MIN_GROUP)
      return { texts: [], total: 0, suppressed: true }
  }
  const listed = questions.filter((q) => !q.confidential)
  const rows = textRows(
    where,
    ids(listed, ['short_text', 'long_text']),
    listed.filter((q) => q.allowOther).map((q) => q.id),
  )
  if (!rows) return { texts: [], total: 0, suppressed: false }
  const page = await textPage(db, rows, {
    questionId: query.questionId,
    q: query.q?.trim(),
    offset: query.offset,
    limit: TEXT_LIMIT,
  })
  return {
    texts: page.rows.map((r) => ({ questionId: r.question_id, text: r.text, day: r.day })),
    total: page.total,
    suppressed: false,
  }
}
