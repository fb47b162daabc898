import { readToken, staffCall } from '~/lib/staff-client'
import { addressQuery, resultsSearch } from './results-query'
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
  const answer = await staffCall<SurveyResultsView>(
    'GET',
    `/api/surveys/${encodeURIComponent(surveyId)}/results${resultsSearch(addressQuery(request))}`,
  )
  return answer.ok ? answer.data : null
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
