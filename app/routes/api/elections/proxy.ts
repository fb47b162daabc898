import { withdrawProxy } from '~/features/elections/proxies.server'
import { handleApi, readOptionalJson } from '~/lib/http.server'
import { requireMethod, staffJson, wrongMethod } from '../staff/staff-api.server'
import { electionActor } from './election-api.server'
import type { Route } from './+types/proxy'

// DELETE { reason? } -> { proxy }: the proxy is revoked and its voting link stops working.
export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'DELETE', 'Revoke a proxy')
    const actor = await electionActor(request, context)
    const body = await readOptionalJson(request)
    const reason =
      typeof body.reason === 'string' && body.reason.trim()
        ? body.reason.trim().slice(0, 500)
        : 'Revoked by staff.'
    return staffJson(await withdrawProxy(context.db, actor, params.id, params.proxyId, reason))
  })
}

export const loader = wrongMethod('Revoke a proxy', 'DELETE')
