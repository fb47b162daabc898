import { createCommunity, listCommunities } from '~/features/communities/communities.server'
import { CommunitySettingsSchema } from '~/features/communities/schemas'
import { handleApi, parseJson } from '~/lib/http.server'
import { requireMethod, staffJson } from '../staff/staff-api.server'
import { communityActor } from './community-api.server'
import type { Route } from './+types/communities'

// GET -> { communities } (a board account: its own). POST settings -> 201 { community } (company staff).
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await communityActor(request, context)
    return staffJson({ communities: await listCommunities(context.db, actor) })
  })
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Add a community')
    const actor = await communityActor(request, context)
    const input = await parseJson(request, CommunitySettingsSchema)
    const community = await createCommunity(context.db, actor, input)
    context.logger.info({ staffUserId: actor.id, communityId: community.id }, 'community created')
    return staffJson({ community }, 201)
  })
}
