import { requireElection } from '~/features/elections/access.server'
import { checkedAudit } from '~/features/elections/audit.server'
import { handleApi } from '~/lib/http.server'
import { staffJson } from '../staff/staff-api.server'
import { electionActor } from './election-api.server'
import type { Route } from './+types/audit'

// GET -> { events, check: { valid, events, brokenAt? } }: the hash-chained log and whether it holds.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await electionActor(request, context)
    const election = await requireElection(context.db, actor, params.id)
    return staffJson(await checkedAudit(context.db, election.id))
  })
}
