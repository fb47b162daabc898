import { createElection, listElections } from '~/features/elections/elections.server'
import { ElectionInputSchema } from '~/features/elections/schemas'
import { handleApi, parseJson } from '~/lib/http.server'
import { isUuid } from '~/lib/ids'
import { requireMethod, staffJson } from '../staff/staff-api.server'
import { electionActor } from './election-api.server'
import type { Route } from './+types/elections'

// GET ?communityId= -> { elections } (newest first). POST -> 201 { id, contests: [{ id, options }] }.
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await electionActor(request, context)
    const communityId = new URL(request.url).searchParams.get('communityId') ?? undefined
    if (communityId !== undefined && !isUuid(communityId)) return staffJson({ elections: [] })
    return staffJson({ elections: await listElections(context.db, actor, { communityId }) })
  })
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Create an election')
    const actor = await electionActor(request, context)
    const input = await parseJson(request, ElectionInputSchema)
    const created = await createElection(context.db, actor, input)
    context.logger.info({ staffUserId: actor.id, electionId: created.id }, 'election created')
    return staffJson(created, 201)
  })
}
