import { data } from 'react-router'
import {
  ResultsHidden,
  ResultsPage,
  type SurveyResultsData,
} from '~/features/surveys/components/results-page'
import { getResults } from '~/features/surveys/results.server'
import { ResultsQuerySchema } from '~/features/surveys/schemas'
import type { SurveyResultsView } from '~/features/surveys/types'
import { isAppError } from '~/lib/errors'
import { pageMeta } from '~/lib/seo'
import { readToken, staffCall } from '~/lib/staff-client'
import type { Route } from './+types/survey-responses'

// Issue 13 "/survey-responses/:surveyId": server-rendered for anyone when the survey's results are public;
// staff and board accounts see them through the API with their bearer, which only the browser holds.
// The filters live in the query string (?community=&role=), so a filtered view is a link to share.
const PRIVATE = { 'Cache-Control': 'private, no-store' }
const HIDDEN_MESSAGE = 'The results of this survey are not public.'

/** The filters of the address; anything unknown is ignored rather than refused, as a shared link may be old. */
function filtersOf(request: Request) {
  const query = new URL(request.url).searchParams
  const parsed = ResultsQuerySchema.safeParse({
    community: query.get('community') || undefined,
    role: query.get('role') || undefined,
  })
  return parsed.success ? parsed.data : {}
}

const view = (results: SurveyResultsView, staff: boolean, filters: { community?: string; role?: string }) =>
  ({
    kind: 'results',
    view: results,
    staff,
    community: filters.community ?? '',
    role: filters.role ?? '',
  }) as const

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const filters = filtersOf(request)
  try {
    const results = await getResults(context.db, undefined, params.surveyId, filters)
    return data<SurveyResultsData>(view(results, false, filters), { headers: PRIVATE })
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
  const filters = filtersOf(request)
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v) as Array<[string, string]>)
  const answer = await staffCall<SurveyResultsView>(
    'GET',
    `/api/surveys/${encodeURIComponent(params.surveyId)}/results${query.size ? `?${query}` : ''}`,
  )
  return answer.ok ? view(answer.data, true, filters) : server
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
