import { data } from 'react-router'
import {
  ResultsHidden,
  ResultsPage,
  type SurveyResultsData,
} from '~/features/surveys/components/results-page'
import { readResultsQuery, resultsSearch, type ResultsQuery } from '~/features/surveys/results-query'
import { getResults } from '~/features/surveys/results.server'
import type { SurveyResultsView } from '~/features/surveys/types'
import { isAppError } from '~/lib/errors'
import { pageMeta } from '~/lib/seo'
import { readToken, staffCall } from '~/lib/staff-client'
import type { Route } from './+types/survey-responses'

// Issue 13 "/survey-responses/:surveyId": server-rendered for anyone when the survey's results are public;
// staff and board accounts see them through the API with their bearer, which only the browser holds.
// The filters and the groups compared live in the query string (results-query.ts), so a view is a link
// to share, and the GET forms work without JavaScript.
const PRIVATE = { 'Cache-Control': 'private, no-store' }
const HIDDEN_MESSAGE = 'The results of this survey are not public.'

/** The view of the address; anything unknown is ignored rather than refused, as a shared link may be old. */
const queryOf = (request: Request) => readResultsQuery(new URL(request.url).searchParams)

/** The query as the results answered it: an answer filter the survey does not have is dropped. */
const view = (results: SurveyResultsView, staff: boolean): SurveyResultsData => {
  const query: ResultsQuery = { group: results.results.filters }
  if (results.compared) query.compare = results.compared.filters
  return { kind: 'results', view: results, staff, query }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  try {
    const results = await getResults(context.db, undefined, params.surveyId, queryOf(request), {
      lenient: true,
    })
    return data<SurveyResultsData>(view(results, false), { headers: PRIVATE })
  } catch (error) {
    if (!isAppError(error) || error.status !== 404) throw error
    // One sentence whether the survey is unknown or its results are private: a guess learns nothing.
    return data<SurveyResultsData>(
      { kind: 'hidden', message: HIDDEN_MESSAGE },
      { status: 404, headers: PRIVATE },
    )
  }
}

/** A signed-in staff or board browser reads through the API: private results, and the CSV button. */
export async function clientLoader({
  serverLoader,
  params,
  request,
}: Route.ClientLoaderArgs): Promise<SurveyResultsData> {
  const server = await serverLoader()
  if (!readToken()) return server
  const answer = await staffCall<SurveyResultsView>(
    'GET',
    `/api/surveys/${encodeURIComponent(params.surveyId)}/results${resultsSearch(queryOf(request))}`,
  )
  return answer.ok ? view(answer.data, true) : server
}
clientLoader.hydrate = true as const

export const headers = () => PRIVATE

export function meta({ loaderData, params, matches }: Route.MetaArgs) {
  const shown = loaderData?.kind === 'results' ? loaderData.view.survey : null
  return pageMeta({
    title: shown ? `Results: ${shown.title}` : 'Survey results',
    description: shown
      ? `Results of the survey “${shown.title}”: responses over time and every question’s answers.`
      : HIDDEN_MESSAGE,
    path: `/survey-responses/${params.surveyId}`,
    origin: matches[0].loaderData?.origin ?? '',
    noindex: true,
  })
}

export default function SurveyResponses({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'hidden') return <ResultsHidden message={loaderData.message} />
  return <ResultsPage data={loaderData} />
}
