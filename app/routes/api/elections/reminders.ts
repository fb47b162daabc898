import { sendRemindersNow } from '~/features/elections/outreach.server'
import { handleApi } from '~/lib/http.server'
import { requireMethod, staffJson, wrongMethod } from '../staff/staff-api.server'
import { electionActor, mailContext } from './election-api.server'
import type { Route } from './+types/reminders'

// POST -> { units, messages }: a reminder with a fresh link to every unit that has not voted.
export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Send reminders')
    const actor = await electionActor(request, context)
    const sent = await sendRemindersNow(context.db, actor, params.id, mailContext(context))
    return staffJson({ units: sent.units, messages: sent.messages })
  })
}

export const loader = wrongMethod('Send reminders', 'POST')
