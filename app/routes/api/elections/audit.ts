import { requireElection } from '~/features/elections/access.server'
import { auditFor } from '~/features/elections/audit.server'
import { handleApi } from '~/lib/http.server'
import { staffJson } from '../staff/staff-api.server'
import { electionActor } from './election-api.server'
import type { Route } from './+types/audit'

// GET -> { events, check: { valid, events, head, brokenAt? } }: the keyed hash chain and whether it and its seal hold.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await electionActor(request, context)
    const election = await requireElection(context.db, actor, params.id)
    return staffJson(await auditFor(context.db, actor, election))
  })
}
