import { readToken, staffCall } from '~/lib/staff-client'
import { addressQuery, resultsSearch, type GroupFilter, type ResultsQuery } from './results-query'
import type { SurveyResultsView } from './types'

/**
 * A signed-in staff or board browser reads the address's view through the API with its bearer, which only
 * the browser holds (private results too); null without a sign-in, or when the API refuses.
 */
export async function staffResultsView(
  surveyId: string,
  request: Request,
): Promise<SurveyResultsView | null> {
  if (!readToken()) return null
  const query = addressQuery(request)
  const read = (q: ResultsQuery) =>
    staffCall<SurveyResultsView>(
      'GET',
      `/api/surveys/${encodeURIComponent(surveyId)}/results${resultsSearch(q)}`,
    )
  let answer = await read(query)
  // An old link's answer filter (its question since changed) is dropped, as the public view drops it.
  if (!answer.ok && answer.status === 422 && (answer.fieldErrors.answer || answer.fieldErrors.b_answer))
    answer = await read(withoutAnswers(query))
  return answer.ok ? answer.data : null
}

const withoutAnswer = ({ answer: _dropped, ...rest }: GroupFilter): GroupFilter => rest

function withoutAnswers(query: ResultsQuery): ResultsQuery {
  const group = withoutAnswer(query.group)
  return query.compare ? { group, compare: withoutAnswer(query.compare) } : { group }
}

/** A results page's client loader: a signed-in browser's view in the page's shape, else the server's. */
export async function staffResultsData<T, S>(
  server: S,
  surveyId: string,
  request: Request,
  shape: (view: SurveyResultsView) => T,
): Promise<T | S> {
  const view = await staffResultsView(surveyId, request)
  return view ? shape(view) : server
}
