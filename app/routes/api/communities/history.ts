import { requireCommunity } from '~/features/communities/access.server'
import { listEvents } from '~/features/communities/history.server'
import { handleApi } from '~/lib/http.server'
import { staffJson, wrongMethod } from '../staff/staff-api.server'
import { communityActor } from './community-api.server'
import type { Route } from './+types/history'

// GET ?before= -> { events, nextBefore }: the community's changes, newest first.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await communityActor(request, context)
    const community = await requireCommunity(context.db, actor, params.id)
    const before = Number(new URL(request.url).searchParams.get('before'))
    return staffJson(
      await listEvents(context.db, community.id, {
        before: Number.isSafeInteger(before) && before > 0 ? before : undefined,
      }),
    )
  })
}

export const action = wrongMethod('Read the history', 'GET')
