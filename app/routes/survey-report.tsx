import { ResultsHidden } from '~/features/surveys/components/results-page'
import { ReportPage, type SurveyReportData } from '~/features/surveys/components/report-page'
import { staffResultsData } from '~/features/surveys/results-client'
import { viewQuery } from '~/features/surveys/results-query'
import { RESULTS_HEADERS, RESULTS_HIDDEN_MESSAGE } from '~/features/surveys/results-view'
import { publicResultsData } from '~/features/surveys/results-view.server'
import type { SurveyResultsView } from '~/features/surveys/types'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/survey-report'

// "/survey-responses/:surveyId/report": the results page's view (its filters, or two groups compared) as
// a printable report, server-rendered for anyone when the results are public; staff and board accounts
// read private results through the API with their bearer, as on the results page.
const HIDDEN_MESSAGE = RESULTS_HIDDEN_MESSAGE

const report = (view: SurveyResultsView, staff: boolean): SurveyReportData => ({
  kind: 'report',
  view,
  staff,
  query: viewQuery(view),
  preparedAt: new Date().toISOString(),
})

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return publicResultsData(context.db, params.surveyId, request, (view) => report(view, false))
}

export async function clientLoader({
  serverLoader,
  params,
  request,
}: Route.ClientLoaderArgs): Promise<SurveyReportData> {
  return staffResultsData(await serverLoader(), params.surveyId, request, (view) => report(view, true))
}
clientLoader.hydrate = true as const

export const headers = () => RESULTS_HEADERS

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
