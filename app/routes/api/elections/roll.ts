import { listRollEntries } from '~/features/elections/participation.server'
import { handleApi } from '~/lib/http.server'
import { staffJson } from '../staff/staff-api.server'
import { electionActor } from './election-api.server'
import type { Route } from './+types/roll'

// GET ?q=&voted=yes|no -> { units }: the frozen roll with whether and how each unit voted; never choices.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await electionActor(request, context)
    const query = new URL(request.url).searchParams
    const voted = query.get('voted')
    const units = await listRollEntries(context.db, actor, params.id, {
      q: query.get('q') ?? undefined,
      voted: voted === 'yes' || voted === 'no' ? voted : undefined,
    })
    return staffJson({ units })
  })
}
