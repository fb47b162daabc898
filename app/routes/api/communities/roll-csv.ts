import { exportRoll } from '~/features/communities/roll.server'
import { handleApi } from '~/lib/http.server'
import { contentDisposition, wrongMethod } from '../staff/staff-api.server'
import { communityActor } from './community-api.server'
import type { Route } from './+types/roll-csv'

// GET -> the roll as CSV, in the import's own format.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await communityActor(request, context)
    const { community, csv } = await exportRoll(context.db, actor, params.id)
    const slug =
      community.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'community'
    context.logger.info({ staffUserId: actor.id, communityId: community.id }, 'roll exported')
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': contentDisposition(`${slug}-roll.csv`),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    })
  })
}

export const action = wrongMethod('Download the roll', 'GET')
