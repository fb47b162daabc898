import { enterPaperBallot } from '~/features/elections/paper.server'
import { PaperBallotSchema } from '~/features/elections/schemas'
import { handleApi, parseJson } from '~/lib/http.server'
import { requireMethod, staffJson, wrongMethod } from '../staff/staff-api.server'
import { electionActor, electionMailer } from './election-api.server'
import type { Route } from './+types/paper-ballots'

// POST { unitId, method: 'paper'|'proxy', choices } -> 201 { receipt }; 409 when the unit already voted.
export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Enter a paper ballot')
    const actor = await electionActor(request, context)
    const input = await parseJson(request, PaperBallotSchema)
    const entered = await enterPaperBallot(
      context.db,
      actor,
      params.id,
      input,
      context.hashKey,
      electionMailer,
    )
    return staffJson(entered, 201)
  })
}

export const loader = wrongMethod('Enter a paper ballot', 'POST')
