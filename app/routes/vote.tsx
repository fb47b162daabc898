import { data, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from 'react-router'
import { company } from '~/content/company'
import {
  checkBallotForm,
  hasProblems,
  intentOf,
  newCastKey,
  readBallotForm,
  readCastKey,
} from '~/features/elections/ballot-form'
import { getBallot } from '~/features/elections/ballot.server'
import { localizeBallot } from '~/features/elections/localized'
import { voterMessage } from '~/features/elections/voter-messages'
import { castWithLink } from '~/features/elections/link-cast.server'
import type { BallotSubmission } from '~/features/elections/schemas'
import {
  BallotPage,
  type VoteActionData,
  type VoteLoaderData,
} from '~/features/elections/components/ballot-page'
import { translator } from '~/i18n/catalogues.server'
import { useT } from '~/i18n/i18n-provider'
import { localeOfRequest, type Locale } from '~/i18n/locales'
import { metaTranslator } from '~/i18n/meta'
import { formatUtahDateTime } from '~/lib/dates'
import { isAppError } from '~/lib/errors'
import { readBody } from '~/lib/http.server'
import type { Route } from './+types/vote'

// Issue 12 "/vote/:token": the voter's ballot, server-rendered and a real form, so it reads and votes
// without JavaScript. The token is the credential: never cached, and never sent to another site as a
// referrer (the site-wide strict-origin-when-cross-origin sends other sites the origin only; no-referrer
// would make a browser post a plain form with `Origin: null`, which React Router's CSRF check refuses).
const PRIVATE = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
}
const FORM_LIMIT = 64 * 1024

/** The ballot with the election's own words in the page's language (app/features/elections/localized.ts). */
async function ballotIn(context: Route.LoaderArgs['context'], token: string, locale: Locale) {
  const t = translator(locale, 'vote')
  const words = { yes: t('option.yes'), no: t('option.no'), abstain: t('option.abstain') }
  return localizeBallot(await getBallot(context.db, token), locale, words)
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOfRequest(request)
  try {
    const ballot = await ballotIn(context, params.token, locale)
    const { opensAt, closesAt, closedAt } = ballot.election
    // Closed early by staff, or at its time; a cancelled election never closed.
    const closed = closedAt ?? (Date.parse(closesAt) <= Date.now() ? closesAt : null)
    const times = {
      opens: formatUtahDateTime(opensAt, locale),
      closes: formatUtahDateTime(closesAt, locale),
      closed: closed ? formatUtahDateTime(closed, locale) : null,
    }
    return data<VoteLoaderData>({ kind: 'ballot', ballot, times }, { headers: PRIVATE })
  } catch (error) {
    if (!isAppError(error) || error.status !== 404) throw error
    const message = voterMessage(error, translator(locale, 'vote'))
    return data<VoteLoaderData>(
      { kind: 'invalid', message, ...(error.code === 'link_replaced' && { replaced: true }) },
      { status: 404, headers: PRIVATE },
    )
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const answer = (value: VoteActionData, status = 200) => data(value, { status, headers: PRIVATE })
  let submission: BallotSubmission = { choices: [] }
  let castKey: string | undefined
  const locale = localeOfRequest(request)
  const t = translator(locale, 'vote')
  try {
    const form = await readForm(request)
    castKey = readCastKey(form)
    const ballot = await ballotIn(context, params.token, locale)
    const checked = checkBallotForm(form, ballot.contests, locale === 'en' ? undefined : t)
    submission = checked.submission
    const intent = intentOf(form)
    if (hasProblems(checked.problems))
      return answer({ step: 'choices', submission, problems: checked.problems }, 422)
    // The review carries a key of its own: the same form posted again (a lost answer, a second press of
    // Confirm) gets the first cast's receipt instead of "already voted" (cast-replay.server.ts).
    if (intent === 'review') return answer({ step: 'review', submission, castKey: newCastKey() })
    if (intent !== 'cast') return answer({ step: 'choices', submission, problems: {} })
    const cast = await castWithLink(context.db, params.token, submission, context.hashKey, { key: castKey })
    return answer({ step: 'receipt', receipt: cast.receipt, replaced: cast.replaced }, 201)
  } catch (error) {
    if (!isAppError(error)) throw error
    const message = voterMessage(error, t)
    if (error.status === 404) return answer({ step: 'invalid', message }, 404)
    // Too busy to record it now, and nothing was recorded: the same review, to confirm again.
    if (error.code === 'busy' && castKey)
      return answer({ step: 'review', submission, castKey, message }, error.status)
    // 409 (voted, closed, not open), 422 (a limit), 413: the server's sentence, with the choices kept.
    return answer({ step: 'choices', submission, problems: {}, message }, error.status)
  }
}

/**
 * In the browser: a confirm whose answer never arrived (the connection dropped, the server restarted
 * mid-answer) keeps the review and its key, with a sentence, instead of an error page. The cast may have
 * been recorded: confirming again sends the same key, so it is recorded at most once and the voter gets
 * its receipt either way. Without JavaScript, the browser's own "try again" reposts the same form.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData()
  try {
    return await serverAction()
  } catch (error) {
    const castKey = readCastKey(form)
    if (intentOf(form) !== 'cast' || !castKey || isRouteErrorResponse(error)) throw error
    const lost: VoteActionData = {
      step: 'review',
      submission: readBallotForm(form),
      castKey,
      // Written by the page (Vote below), in its language: this runs where no catalogue is at hand.
      lost: true,
    }
    return lost
  }
}

/** After a lost answer the ballot is not read again: the server may still be out of reach. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const result = actionResult as VoteActionData | undefined
  return result?.step === 'review' && result.lost ? false : defaultShouldRevalidate
}

/** The posted form, urlencoded (a plain browser) or multipart, at most 64 KB. */
async function readForm(request: Request): Promise<FormData> {
  const bytes = await readBody(request, FORM_LIMIT)
  const type = request.headers.get('content-type') ?? 'application/x-www-form-urlencoded'
  return new Response(bytes, { headers: { 'content-type': type } }).formData().catch(() => new FormData())
}

export const headers = () => PRIVATE

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches, 'vote')
  const title =
    loaderData?.kind === 'ballot'
      ? t('ballot.metaTitle', { title: loaderData.ballot.election.title })
      : t('ballot.metaInvalid')
  return [{ title: `${title} | ${company.fullName}` }, { name: 'robots', content: 'noindex, nofollow' }]
}

export default function Vote({ loaderData, actionData, params }: Route.ComponentProps) {
  const t = useT('vote')
  const action =
    actionData?.step === 'review' && actionData.lost
      ? { ...actionData, message: t('review.lostAnswer') }
      : actionData
  return <BallotPage loaderData={loaderData} actionData={action} token={params.token} />
}
