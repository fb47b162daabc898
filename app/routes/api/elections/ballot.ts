import { getBallot } from '~/features/elections/ballot.server'
import { castWithLink } from '~/features/elections/link-cast.server'
import { IDEMPOTENT_REPLAYED_HEADER, readIdempotencyKey } from '~/features/idempotency/idempotency.server'
import { ballotSubmissionSchema } from '~/features/elections/schemas'
import { inVoterLanguage } from '~/features/elections/voter-messages'
import { translator } from '~/i18n/catalogues.server'
import { localeOfRequest, type Locale } from '~/i18n/locales'
import { handleApi, parseJson } from '~/lib/http.server'
import { requireMethod } from '../staff/staff-api.server'
import type { Route } from './+types/ballot'

// The voter's ballot, by the token in the path (no bearer). GET -> { election, unit, contests, status }.
// POST { choices } -> 201 { receipt }; 409 once the unit has voted or voting is not open; 422 for a limit;
// 503 with Retry-After when so many are voting that this cast would wait over 30 s (nothing recorded). With
// an Idempotency-Key header, the same POST again gets the first 201 (Idempotent-Replayed: true).
const noStore = { 'Cache-Control': 'no-store' }

// Built once per language, not on every cast: election day sends many casts at once.
const schemas = new Map<Locale, ReturnType<typeof ballotSubmissionSchema>>()
function submissionSchema(locale: Locale, t: Parameters<typeof ballotSubmissionSchema>[0]) {
  let schema = schemas.get(locale)
  if (!schema) schemas.set(locale, (schema = ballotSubmissionSchema(t)))
  return schema
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const t = translator(localeOfRequest(request), 'vote')
  return handleApi(
    async () =>
      Response.json(await inVoterLanguage(t, () => getBallot(context.db, params.token)), {
        headers: noStore,
      }),
    request,
  )
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Cast a ballot')
    const key = readIdempotencyKey(request) ?? undefined
    const t = translator(localeOfRequest(request), 'vote')
    const submission = await parseJson(request, submissionSchema(localeOfRequest(request), t))
    const cast = await inVoterLanguage(t, () =>
      castWithLink(context.db, params.token, submission, context.hashKey, { key }),
    )
    const headers = cast.replayed ? { ...noStore, [IDEMPOTENT_REPLAYED_HEADER]: 'true' } : noStore
    return Response.json({ receipt: cast.receipt, replaced: cast.replaced }, { status: 201, headers })
  }, request)
}
