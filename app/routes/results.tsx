import { data } from 'react-router'
import {
  resultsView,
  ResultsNotPublished,
  ResultsPage,
  type ResultsData,
} from '~/features/elections/components/results-page'
import type { ReceiptPage } from '~/features/elections/components/results-receipts'
import { getResults, listReceipts, NOT_PUBLISHED_MESSAGE } from '~/features/elections/results.server'
import type { Election, ShownResults } from '~/features/elections/types'
import { isAppError } from '~/lib/errors'
import { pageMeta } from '~/lib/seo'
import { readToken, staffCall } from '~/lib/staff-client'
import type { Route } from './+types/results'

// Issue 12 "/results/:electionId": server-rendered for voters (`?token=`, their voting link) and the
// public, as the election's visibility allows; staff and board see them from close, through the API
// with their bearer, which only the browser holds.
// The site-wide strict-origin-when-cross-origin keeps `?token=` from other sites.
const PRIVATE = { 'Cache-Control': 'private, no-store' }
const FIRST_RECEIPTS = 200

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams
  const token = query.get('token') || undefined
  const q = query.get('q') ?? ''
  try {
    const { election, results } = await getResults(context.db, { token }, params.electionId)
    const receipts = await listReceipts(context.db, { token }, params.electionId, {
      q,
      limit: FIRST_RECEIPTS,
    })
    const view = resultsView(election, results)
    return data<ResultsData>(
      { kind: 'results', view, receipts, q, token: token ?? null, staff: false },
      { headers: PRIVATE },
    )
  } catch (error) {
    if (isAppError(error) && ['results_failed_verification', 'results_for_voters'].includes(error.code))
      return data<ResultsData>(
        { kind: 'hidden', message: error.message },
        { status: error.status, headers: PRIVATE },
      )
    if (!isAppError(error) || error.status !== 404) throw error
    // One sentence whether the id is unknown or the results are not out: a guess learns nothing.
    return data<ResultsData>(
      { kind: 'hidden', message: NOT_PUBLISHED_MESSAGE },
      { status: 404, headers: PRIVATE },
    )
  }
}

/** A signed-in staff or board browser asks the API when the public view is not available. */
export async function clientLoader({
  serverLoader,
  params,
  request,
}: Route.ClientLoaderArgs): Promise<ResultsData> {
  const server = await serverLoader()
  if (server.kind === 'results' || !readToken()) return server
  const base = `/api/elections/${encodeURIComponent(params.electionId)}`
  const answer = await staffCall<{ election: Election; results: ShownResults }>('GET', `${base}/results`)
  // 409: closed results are counted at close; say so rather than "not published".
  if (!answer.ok) return answer.status === 409 ? { kind: 'hidden', message: answer.message } : server
  const q = new URL(request.url).searchParams.get('q') ?? ''
  const receipts = await staffCall<ReceiptPage>(
    'GET',
    `${base}/receipts?${new URLSearchParams({ q, limit: String(FIRST_RECEIPTS) })}`,
  )
  return {
    kind: 'results',
    view: resultsView(answer.data.election, answer.data.results),
    receipts: receipts.ok ? receipts.data : { receipts: [], total: 0 },
    q,
    token: null,
    staff: true,
  }
}
clientLoader.hydrate = true as const

export const headers = () => PRIVATE

export function meta({ loaderData, params, matches }: Route.MetaArgs) {
  const shown = loaderData?.kind === 'results' ? loaderData.view.election : null
  return pageMeta({
    title: shown ? `Results: ${shown.title}` : 'Election results',
    description: shown
      ? `Results of ${shown.title} (${shown.communityName}): weighted totals, quorum and the receipt list.`
      : 'The results of this election are not published.',
    path: `/results/${params.electionId}`,
    origin: matches[0].loaderData?.origin ?? '',
    noindex: true,
  })
}

export default function Results({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'hidden') return <ResultsNotPublished message={loaderData.message} />
  return <ResultsPage data={loaderData} />
}
