import { data } from 'react-router'
import type { DbOrTransaction } from '~/db/client.server'
import { isAppError } from '~/lib/errors'
import { addressQuery } from './results-query'
import { RESULTS_HEADERS, RESULTS_HIDDEN_MESSAGE, type ResultsHiddenData } from './results-view'
import { getResults } from './results.server'
import type { SurveyResultsView } from './types'

// The results pages' server side: what the public sees at an address (results page and report alike).

/**
 * The public's view of the address, or null when there is none to show: one answer whether the survey is
 * unknown or its results are private, so a guess learns nothing.
 */
export async function publicResultsView(
  db: DbOrTransaction,
  surveyId: string | undefined,
  request: Request,
): Promise<SurveyResultsView | null> {
  try {
    return await getResults(db, undefined, surveyId, addressQuery(request), { lenient: true })
  } catch (error) {
    if (isAppError(error) && error.status === 404) return null
    throw error
  }
}

/** A results page's loader answer: the public's view in the page's shape, or the hidden page (404). */
export async function publicResultsData<T>(
  db: DbOrTransaction,
  surveyId: string | undefined,
  request: Request,
  shape: (view: SurveyResultsView) => T,
) {
  const view = await publicResultsView(db, surveyId, request)
  if (view) return data<T | ResultsHiddenData>(shape(view), { headers: RESULTS_HEADERS })
  return data<T | ResultsHiddenData>(
    { kind: 'hidden', message: RESULTS_HIDDEN_MESSAGE },
    { status: 404, headers: RESULTS_HEADERS },
  )
}
