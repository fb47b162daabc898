import { printNotices } from '~/features/elections/outreach.server'
import { handleApi } from '~/lib/http.server'
import { requireMethod, staffJson, wrongMethod } from '../staff/staff-api.server'
import { electionActor } from './election-api.server'
import type { Route } from './+types/notices'

// POST -> { notices }: printable notices with new links for the units no owner email reaches.
export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Print notices')
    const actor = await electionActor(request, context)
    const notices = await printNotices(context.db, actor, params.id, context.publicOrigin)
    context.logger.info(
      { staffUserId: actor.id, electionId: params.id, units: notices.length },
      'election notices printed',
    )
    return staffJson({ notices })
  })
}

export const loader = wrongMethod('Print notices', 'POST')
