import { data } from 'react-router'
import {
  ResultsNotPublished,
  ResultsPage,
  type ResultsData,
} from '~/features/elections/components/results-page'
import { resultsView } from '~/features/elections/components/results-view'
import type { ReceiptPage } from '~/features/elections/components/results-receipts'
import { getResults, listReceipts } from '~/features/elections/results.server'
import type { Election, ShownResults } from '~/features/elections/types'
import { translator } from '~/i18n/catalogues.server'
import { localeOfPath } from '~/i18n/locales'
import { metaTranslator } from '~/i18n/meta'
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

/** Why results are not shown, in the page's language, by the service's error code. */
const HIDDEN = {
  results_failed_verification: 'hidden.failedVerification',
  results_for_voters: 'hidden.votersOnly',
} as const

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams
  const token = query.get('token') || undefined
  const q = query.get('q') ?? ''
  const locale = localeOfPath(new URL(request.url).pathname)
  const t = translator(locale, 'results')
  try {
    const { election, results } = await getResults(context.db, { token }, params.electionId)
    const receipts = await listReceipts(context.db, { token }, params.electionId, {
      q,
      limit: FIRST_RECEIPTS,
    })
    const view = resultsView(election, results, locale)
    return data<ResultsData>(
      { kind: 'results', view, receipts, q, token: token ?? null, staff: false },
      { headers: PRIVATE },
    )
  } catch (error) {
    if (isAppError(error) && error.code in HIDDEN)
      return data<ResultsData>(
        { kind: 'hidden', message: t(HIDDEN[error.code as keyof typeof HIDDEN]) },
        { status: error.status, headers: PRIVATE },
      )
    if (!isAppError(error) || error.status !== 404) throw error
    // One sentence whether the id is unknown or the results are not out: a guess learns nothing.
    return data<ResultsData>(
      { kind: 'hidden', message: t('hidden.notPublished') },
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
    view: resultsView(answer.data.election, answer.data.results, localeOfPath(new URL(request.url).pathname)),
    receipts: receipts.ok ? receipts.data : { receipts: [], total: 0 },
    q,
    token: null,
    staff: true,
  }
}
clientLoader.hydrate = true as const

export const headers = () => PRIVATE

export function meta({ loaderData, params, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches, 'results')
  const shown = loaderData?.kind === 'results' ? loaderData.view.election : null
  return pageMeta({
    title: shown ? t('meta.title', { title: shown.title.text }) : t('meta.hidden'),
    description: shown
      ? t('meta.description', { title: shown.title.text, community: shown.communityName })
      : t('meta.hiddenDescription'),
    path: `/results/${params.electionId}`,
    locale: t.locale,
    origin: matches[0].loaderData?.origin ?? '',
    noindex: true,
  })
}

export default function Results({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'hidden') return <ResultsNotPublished message={loaderData.message} />
  return <ResultsPage data={loaderData} />
}
