import { ResultsHidden } from '~/features/surveys/components/results-page'
import { ReportPage, type SurveyReportData } from '~/features/surveys/components/report-page'
import { staffResultsData } from '~/features/surveys/results-client'
import { viewQuery } from '~/features/surveys/results-query'
import { localizeSurvey } from '~/features/surveys/localize'
import { RESULTS_HEADERS } from '~/features/surveys/results-view'
import { publicResultsData } from '~/features/surveys/results-view.server'
import type { SurveyResultsView } from '~/features/surveys/types'
import { metaTranslator } from '~/i18n/meta'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/survey-report'

// "/survey-responses/:surveyId/report": the results page's view (its filters, or two groups compared) as
// a printable report, server-rendered for anyone when the results are public; staff and board accounts
// read private results through the API with their bearer, as on the results page. In Spanish under /es/.

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
  const t = metaTranslator(matches, 'surveyResults')
  const shown = loaderData?.kind === 'report' ? localizeSurvey(loaderData.view.survey, t.locale) : null
  return pageMeta({
    title: shown ? t('report.metaTitle', { title: shown.title }) : t('report.metaFallback'),
    description: shown ? t('report.metaDescription', { title: shown.title }) : t('hidden.message'),
    path: `/survey-responses/${params.surveyId}/report`,
    locale: t.locale,
    origin: matches[0].loaderData?.origin ?? '',
    noindex: true,
  })
}

export default function SurveyReport({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'hidden') return <ResultsHidden />
  return <ReportPage data={loaderData} />
}
