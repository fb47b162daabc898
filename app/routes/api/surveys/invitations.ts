import { invitationCounts, sendInvitations } from '~/features/surveys/invitations.server'
import { handleApi } from '~/lib/http.server'
import { requireMethod, staffJson } from '../staff/staff-api.server'
import { mailContext, surveyActor } from './survey-api.server'
import type { Route } from './+types/invitations'

// GET -> InvitationCounts. POST -> { invited, messages }: links for everyone on the community's roll with
// an email who has none yet (publishing an invitation survey already does this; POST catches owners
// added to the roll since).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await surveyActor(request, context)
    return staffJson(await invitationCounts(context.db, actor, params.surveyId))
  })
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Send survey invitations')
    const actor = await surveyActor(request, context)
    const sent = await sendInvitations(context.db, actor, params.surveyId, mailContext(context))
    context.logger.info(
      { staffUserId: actor.id, surveyId: params.surveyId, ...sent },
      'survey invitations sent',
    )
    return staffJson(sent)
  })
}
