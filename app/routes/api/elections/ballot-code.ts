import { tokenForVoterCode, VoterCodeSchema } from '~/features/elections/voter-code.server'
import { inVoterLanguage } from '~/features/elections/voter-messages'
import { translator } from '~/i18n/catalogues.server'
import { localeOfRequest } from '~/i18n/locales'
import { handleApi, parseJson } from '~/lib/http.server'
import { requireMethod, wrongMethod } from '../staff/staff-api.server'
import type { Route } from './+types/ballot-code'

// POST { code } -> 200 { token }: the voting link a printed voter code stands for, to open /vote/<token>.
// Unknown, mistyped and revoked codes get the same 404 sentence; tries are limited per address.
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Look up a voting code')
    const { code } = await parseJson(request, VoterCodeSchema)
    const t = translator(localeOfRequest(request), 'vote')
    const token = await inVoterLanguage(t, () =>
      tokenForVoterCode(context.db, { hashKey: context.hashKey, ip: context.clientIp }, code),
    )
    return Response.json({ token }, { headers: { 'Cache-Control': 'no-store' } })
  }, request)
}

export const loader = wrongMethod('Look up a voting code', 'POST')
