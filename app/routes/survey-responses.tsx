import {
  ResultsHidden,
  ResultsPage,
  type SurveyResultsData,
} from '~/features/surveys/components/results-page'
import { staffResultsData } from '~/features/surveys/results-client'
import { viewQuery } from '~/features/surveys/results-query'
import { localizeSurvey } from '~/features/surveys/localize'
import { RESULTS_HEADERS } from '~/features/surveys/results-view'
import { publicResultsData } from '~/features/surveys/results-view.server'
import type { SurveyResultsView } from '~/features/surveys/types'
import { metaTranslator } from '~/i18n/meta'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/survey-responses'

// Issue 13 "/survey-responses/:surveyId": server-rendered for anyone when the survey's results are public;
// staff and board accounts see them through the API with their bearer, which only the browser holds.
// The filters and the groups compared live in the query string (results-query.ts), so a view is a link
// to share, and the GET forms work without JavaScript. In Spanish at /es/survey-responses/:surveyId.

const page = (view: SurveyResultsView, staff: boolean): SurveyResultsData => ({
  kind: 'results',
  view,
  staff,
  query: viewQuery(view),
})

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return publicResultsData(context.db, params.surveyId, request, (view) => page(view, false))
}

/** A signed-in staff or board browser reads through the API: private results, and the CSV button. */
export async function clientLoader({
  serverLoader,
  params,
  request,
}: Route.ClientLoaderArgs): Promise<SurveyResultsData> {
  return staffResultsData(await serverLoader(), params.surveyId, request, (view) => page(view, true))
}
clientLoader.hydrate = true as const

export const headers = () => RESULTS_HEADERS

export function meta({ loaderData, params, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches, 'surveyResults')
  const shown = loaderData?.kind === 'results' ? localizeSurvey(loaderData.view.survey, t.locale) : null
  return pageMeta({
    title: shown ? t('meta.title', { title: shown.title }) : t('meta.fallback'),
    description: shown ? t('meta.description', { title: shown.title }) : t('hidden.message'),
    path: `/survey-responses/${params.surveyId}`,
    locale: t.locale,
    origin: matches[0].loaderData?.origin ?? '',
    noindex: true,
  })
}

export default function SurveyResponses({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'hidden') return <ResultsHidden />
  return <ResultsPage data={loaderData} />
}
