import { getBallot } from '~/features/elections/ballot.server'
import { castWithLink } from '~/features/elections/link-cast.server'
import { BallotSubmissionSchema } from '~/features/elections/schemas'
import { handleApi, parseJson } from '~/lib/http.server'
import { requireMethod } from '../staff/staff-api.server'
import type { Route } from './+types/ballot'

// The voter's ballot, by the token in the path (no bearer). GET -> { election, unit, contests, status }.
// POST { choices } -> 201 { receipt }; 409 once the unit has voted or voting is not open; 422 for a limit.
const noStore = { 'Cache-Control': 'no-store' }

export async function loader({ context, params }: Route.LoaderArgs) {
  return handleApi(async () => Response.json(await getBallot(context.db, params.token), { headers: noStore }))
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Cast a ballot')
    const submission = await parseJson(request, BallotSubmissionSchema)
    const { receipt, replaced } = await castWithLink(context.db, params.token, submission, context.hashKey)
    return Response.json({ receipt, replaced }, { status: 201, headers: noStore })
  })
}
