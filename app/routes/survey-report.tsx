import { data } from 'react-router'
import { ResultsHidden } from '~/features/surveys/components/results-page'
import { ReportPage, type SurveyReportData } from '~/features/surveys/components/report-page'
import { readResultsQuery, resultsSearch, type ResultsQuery } from '~/features/surveys/results-query'
import { getResults } from '~/features/surveys/results.server'
import type { SurveyResultsView } from '~/features/surveys/types'
import { isAppError } from '~/lib/errors'
import { pageMeta } from '~/lib/seo'
import { readToken, staffCall } from '~/lib/staff-client'
import type { Route } from './+types/survey-report'

// "/survey-responses/:surveyId/report": the results page's view (its filters, or two groups compared) as
// a printable report, server-rendered for anyone when the results are public; staff and board accounts
// read private results through the API with their bearer, as on the results page.
const PRIVATE = { 'Cache-Control': 'private, no-store' }
const HIDDEN_MESSAGE = 'The results of this survey are not public.'

const queryOf = (request: Request) => readResultsQuery(new URL(request.url).searchParams)

const report = (view: SurveyResultsView, staff: boolean): SurveyReportData => {
  const query: ResultsQuery = { group: view.results.filters }
  if (view.compared) query.compare = view.compared.filters
  return { kind: 'report', view, staff, query, preparedAt: new Date().toISOString() }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  try {
    const view = await getResults(context.db, undefined, params.surveyId, queryOf(request), { lenient: true })
    return data<SurveyReportData>(report(view, false), { headers: PRIVATE })
  } catch (error) {
    if (!isAppError(error) || error.status !== 404) throw error
    return data<SurveyReportData>(
      { kind: 'hidden', message: HIDDEN_MESSAGE },
      { status: 404, headers: PRIVATE },
    )
  }
}

export async function clientLoader({
  serverLoader,
  params,
  request,
}: Route.ClientLoaderArgs): Promise<SurveyReportData> {
  const server = await serverLoader()
  if (!readToken()) return server
  const answer = await staffCall<SurveyResultsView>(
    'GET',
    `/api/surveys/${encodeURIComponent(params.surveyId)}/results${resultsSearch(queryOf(request))}`,
  )
  return answer.ok ? report(answer.data, true) : server
}
clientLoader.hydrate = true as const

export const headers = () => PRIVATE

export function meta({ loaderData, params, matches }: Route.MetaArgs) {
  const shown = loaderData?.kind === 'report' ? loaderData.view.survey : null
  return pageMeta({
    title: shown ? `Results report: ${shown.title}` : 'Survey results report',
    description: shown ? `A printable report of the results of the survey “${shown.title}”.` : HIDDEN_MESSAGE,
    path: `/survey-responses/${params.surveyId}/report`,
    origin: matches[0].loaderData?.origin ?? '',
    noindex: true,
  })
}

export default function SurveyReport({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'hidden') return <ResultsHidden message={loaderData.message} />
  return <ReportPage data={loaderData} />
}
