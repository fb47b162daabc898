import { getElection, updateElection } from '~/features/elections/elections.server'
import { ElectionPatchSchema } from '~/features/elections/schemas'
import { handleApi, parseJson } from '~/lib/http.server'
import { requireMethod, staffJson } from '../staff/staff-api.server'
import { electionActor } from './election-api.server'
import type { Route } from './+types/election'

// GET -> { election, turnout } (turnout by units and weight, never a tally). PATCH a draft -> { election }.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await electionActor(request, context)
    return staffJson(await getElection(context.db, actor, params.id))
  })
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'PATCH', 'Change an election')
    const actor = await electionActor(request, context)
    const patch = await parseJson(request, ElectionPatchSchema)
    const saved = await updateElection(context.db, actor, params.id, patch)
    return staffJson(saved)
  })
}
