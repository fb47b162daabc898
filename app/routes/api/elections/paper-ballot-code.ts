import { requireElection } from '~/features/elections/access.server'
import { unitForCode, VoterCodeSchema } from '~/features/elections/voter-code.server'
import { handleApi, parseJson } from '~/lib/http.server'
import { requireMethod, staffJson, wrongMethod } from '../staff/staff-api.server'
import { electionActor } from './election-api.server'
import type { Route } from './+types/paper-ballot-code'

// POST { code } -> { unitId, unitLabel }: the unit a returned mail ballot is for, from the code printed on it
// (typed, or scanned from its QR code), so staff keying paper ballots need not pick the unit by hand.
export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Find a ballot’s unit')
    const actor = await electionActor(request, context)
    const election = await requireElection(context.db, actor, params.id, { write: true })
    const { code } = await parseJson(request, VoterCodeSchema)
    return staffJson(await unitForCode(context.db, election.id, code))
  })
}

export const loader = wrongMethod('Find a ballot’s unit', 'POST')
