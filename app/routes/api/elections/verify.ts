import { requireElection } from '~/features/elections/access.server'
import { verifyElection } from '~/features/elections/verify.server'
import { handleApi } from '~/lib/http.server'
import { staffJson, wrongMethod } from '../staff/staff-api.server'
import { electionActor } from './election-api.server'
import type { Route } from './+types/verify'

// GET -> { ok, problems }: the stored record checked against its keyed audit chain, the seal on the chain, the
// ballot digest sealed at close and the results' hash (verify.server.ts). Staff and the community's board.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await electionActor(request, context)
    const election = await requireElection(context.db, actor, params.id)
    const verification = await verifyElection(context.db, election)
    if (!verification.ok)
      context.logger.error(
        { electionId: election.id, problems: verification.problems },
        'election record failed verification',
      )
    return staffJson(verification)
  })
}

export const action = wrongMethod('Verify an election', 'GET')
