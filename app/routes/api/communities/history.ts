import { requireCommunity } from '~/features/communities/access.server'
import { listEvents } from '~/features/communities/history.server'
import { handleApi } from '~/lib/http.server'
import { staffJson, wrongMethod } from '../staff/staff-api.server'
import { communityActor } from './community-api.server'
import type { Route } from './+types/history'

// GET ?before=&importDetails=0 -> { events, nextBefore }: the community's changes, newest first;
// importDetails=0 leaves out the unit-by-unit events of imports (each import is still its summary event).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await communityActor(request, context)
    const community = await requireCommunity(context.db, actor, params.id)
    const query = new URL(request.url).searchParams
    const before = Number(query.get('before'))
    return staffJson(
      await listEvents(context.db, community.id, {
        before: Number.isSafeInteger(before) && before > 0 ? before : undefined,
        importDetails: !/^(0|false)$/.test(query.get('importDetails') ?? ''),
      }),
    )
  })
}

export const action = wrongMethod('Read the history', 'GET')
