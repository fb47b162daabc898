import { requireElection } from '~/features/elections/access.server'
import { enterPaperBallot } from '~/features/elections/paper.server'
import { PaperBallotSchema } from '~/features/elections/schemas'
import { unitForCode } from '~/features/elections/voter-code.server'
import { handleApi, readJson, validate } from '~/lib/http.server'
import { requireMethod, staffJson, wrongMethod } from '../staff/staff-api.server'
import { electionActor } from './election-api.server'
import type { Route } from './+types/paper-ballots'

// POST { unitId | code, method: 'paper'|'proxy', choices } -> 201 { receipt }; 409 when the unit already
// voted. `code` is the voter code printed on a mail ballot, in place of choosing the unit.
export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Enter a paper ballot')
    const actor = await electionActor(request, context)
    const body = await readJson(request)
    if (typeof body.code === 'string' && body.unitId === undefined) {
      const election = await requireElection(context.db, actor, params.id, { write: true })
      body.unitId = (await unitForCode(context.db, election.id, body.code)).unitId
    }
    const input = validate(PaperBallotSchema, body)
    return staffJson(await enterPaperBallot(context.db, actor, params.id, input, context.hashKey), 201)
  })
}

export const loader = wrongMethod('Enter a paper ballot', 'POST')
