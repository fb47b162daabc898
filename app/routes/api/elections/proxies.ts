import { hidesVoters, requireElection } from '~/features/elections/access.server'
import { hideOwnerVote } from '~/features/elections/cast.server'
import { listProxies, recordProxy } from '~/features/elections/proxies.server'
import { ProxyInputSchema } from '~/features/elections/schemas'
import { handleApi, parseJson, validate } from '~/lib/http.server'
import { requireMethod, staffJson } from '../staff/staff-api.server'
import { electionActor, mailContext, readProxyForm } from './election-api.server'
import type { Route } from './+types/proxies'

// GET -> { proxies }. POST JSON, or multipart with an optional scanned `document` -> 201 { proxy, invited }.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await electionActor(request, context)
    const election = await requireElection(context.db, actor, params.id)
    const proxies = await listProxies(context.db, actor, election.id)
    return staffJson({ proxies: hidesVoters(actor, election) ? proxies.map(hideOwnerVote) : proxies })
  })
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Record a proxy')
    const actor = await electionActor(request, context)
    const multipart = (request.headers.get('content-type') ?? '').includes('multipart/form-data')
    let input, document
    if (multipart) {
      const form = await readProxyForm(request)
      input = validate(ProxyInputSchema, form.fields)
      document = form.document
    } else {
      input = await parseJson(request, ProxyInputSchema)
      document = null
    }
    const saved = await recordProxy(context.db, actor, params.id, input, document, mailContext(context))
    return staffJson(saved, 201)
  })
}
