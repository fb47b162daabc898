import { sendRemindersNow } from '~/features/surveys/invitations.server'
import { handleApi } from '~/lib/http.server'
import { requireMethod, staffJson, wrongMethod } from '../staff/staff-api.server'
import { mailContext, surveyActor } from './survey-api.server'
import type { Route } from './+types/reminders'

// POST -> { reminded, messages }: a new link to everyone invited who has not answered; 409 within an hour
// of the last round.
export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Send reminders')
    const actor = await surveyActor(request, context)
    const sent = await sendRemindersNow(context.db, actor, params.surveyId, mailContext(context))
    context.logger.info(
      { staffUserId: actor.id, surveyId: params.surveyId, ...sent },
      'survey reminders sent',
    )
    return staffJson(sent)
  })
}

export const loader = wrongMethod('Send reminders', 'POST')
