import type { SurveyRow } from './access.server'
import { bucketsOf, choiceLabel, OTHER_LABEL } from './labels'
import { aggregates, BUCKETED, type Aggregates } from './results-data.server'
import type { AnswerQuestion } from './results-groups'
import type { GroupFilter } from './results-query'
import type { ResultFilters } from './results-sql.server'
import type { DbOrTransaction } from '~/db/client.server'
import type { Question, QuestionResult, SurveyResults } from './types'

// One group's figures from the aggregates (results-data.server.ts), with the small-group rule: an
// anonymous survey never shows a group, a question's answers or a question's "Other" texts from fewer
// than 3 responses (decision 0012).

export const MIN_GROUP = 3

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

/** The community filter's choices, from the survey's community question. */
export function communityChoices(survey: SurveyRow, questions: Question[]) {
  const q = questions.find((x) => x.id === survey.communityQuestionId)
  if (!q) return []
  return [...(q.options ?? []), ...(q.allowOther ? [{ id: 'other', label: OTHER_LABEL }] : [])]
}

function questionResult(survey: SurveyRow, q: Question, figures: Aggregates): QuestionResult {
  const { totals, buckets, arrays, matrix, texts } = figures
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
  if (q.type === 'short_text' || q.type === 'long_text') result.texts = texts.get(q.id) ?? []
  if (q.allowOther) {
    // Written-in answers are texts like any other: fewer than 3 of them could be told apart by their words.
    const others = result.counts?.find((c) => c.key === 'other')?.count ?? 0
    if (survey.anonymous && others > 0 && others < MIN_GROUP) result.othersWithheld = true
    else result.texts = texts.get(q.id) ?? []
  }
  return result
}

/**
 * An anonymous survey's days with fewer than 3 responses are left out of the chart over time: with a
 * filter and the day an invitation was used, a day of 1 could name whose answers they were.
 */
function daysShown(survey: SurveyRow, days: Aggregates['days']) {
  if (!survey.anonymous) return { overTime: days }
  const overTime = days.filter((d) => d.count >= MIN_GROUP)
  const withheld = days.reduce((sum, d) => sum + (d.count < MIN_GROUP ? d.count : 0), 0)
  return withheld ? { overTime, overTimeWithheld: withheld } : { overTime }
}

/** One group's results: the figures of the responses `filters` selects, under the small-group rule. */
export async function computeResults(
  db: DbOrTransaction,
  survey: SurveyRow,
  questions: Question[],
  group: { shown: GroupFilter; sql: ResultFilters; answerQuestions: AnswerQuestion[] },
  stamp?: string,
): Promise<SurveyResults> {
  const figures = await aggregates(db, survey, questions, group.sql, stamp)
  const total = figures.days.reduce((sum, d) => sum + d.count, 0)
  const base = {
    surveyId: survey.id,
    filters: group.shown,
    communities: communityChoices(survey, questions),
    hasRoleFilter: Boolean(survey.roleQuestionId),
    answerQuestions: group.answerQuestions,
  }
  if (survey.anonymous && total < MIN_GROUP)
    return {
      ...base,
      total: 0,
      overTime: [],
      suppressed: true,
      questions: questions.map((q) => blank(q, true)),
    }
  const results = questions.map((q) => questionResult(survey, q, figures))
  return { ...base, total, ...daysShown(survey, figures.days), suppressed: false, questions: results }
}
