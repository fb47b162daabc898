import { getCommunity, updateCommunity } from '~/features/communities/communities.server'
import { CommunityPatchSchema } from '~/features/communities/schemas'
import { handleApi, parseJson } from '~/lib/http.server'
import { requireMethod, staffJson } from '../staff/staff-api.server'
import { communityActor } from './community-api.server'
import type { Route } from './+types/community'

// GET -> { community } with its roll totals. PATCH settings (+ acknowledgeTotal) -> { community }.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await communityActor(request, context)
    return staffJson({ community: await getCommunity(context.db, actor, params.id) })
  })
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'PATCH', 'Change a community')
    const actor = await communityActor(request, context)
    const input = await parseJson(request, CommunityPatchSchema)
    const community = await updateCommunity(context.db, actor, params.id, input)
    context.logger.info({ staffUserId: actor.id, communityId: community.id }, 'community changed')
    return staffJson({ community })
  })
}
