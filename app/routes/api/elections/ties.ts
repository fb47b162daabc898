import { TieInputSchema } from '~/features/elections/schemas'
import { recordTieResolution } from '~/features/elections/ties.server'
import { handleApi, parseJson } from '~/lib/http.server'
import { requireMethod, staffJson, wrongMethod } from '../staff/staff-api.server'
import { electionActor } from './election-api.server'
import type { Route } from './+types/ties'

// POST { contestId, resolution: 'lot'|'coin'|'runoff'|'board', winnerOptionIds, note } -> 201
// { contestId, resolution, runoffElectionId }: how a tie was resolved, while the election is closed.
export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Record how a tie was resolved')
    const actor = await electionActor(request, context)
    const input = await parseJson(request, TieInputSchema)
    const recorded = await recordTieResolution(context.db, actor, params.id, input)
    context.logger.info({ staffUserId: actor.id, electionId: params.id }, 'election tie resolved')
    return staffJson(recorded, 201)
  })
}

export const loader = wrongMethod('Record how a tie was resolved', 'POST')
