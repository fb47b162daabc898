import {
  ResultsHidden,
  ResultsPage,
  type SurveyResultsData,
} from '~/features/surveys/components/results-page'
import { staffResultsData } from '~/features/surveys/results-client'
import { viewQuery } from '~/features/surveys/results-query'
import { RESULTS_HEADERS, RESULTS_HIDDEN_MESSAGE } from '~/features/surveys/results-view'
import { publicResultsData } from '~/features/surveys/results-view.server'
import type { SurveyResultsView } from '~/features/surveys/types'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/survey-responses'

// Issue 13 "/survey-responses/:surveyId": server-rendered for anyone when the survey's results are public;
// staff and board accounts see them through the API with their bearer, which only the browser holds.
// The filters and the groups compared live in the query string (results-query.ts), so a view is a link
// to share, and the GET forms work without JavaScript.
const HIDDEN_MESSAGE = RESULTS_HIDDEN_MESSAGE

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
