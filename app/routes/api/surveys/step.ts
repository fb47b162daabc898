import { closeSurvey, publishSurvey, reopenSurvey } from '~/features/surveys/lifecycle.server'
import { AppError } from '~/lib/errors'
import { handleApi } from '~/lib/http.server'
import { requireMethod, staffJson, wrongMethod } from '../staff/staff-api.server'
import { mailContext, surveyActor } from './survey-api.server'
import type { Route } from './+types/step'

// POST /api/surveys/:id/publish | close | reopen -> { survey, invited? }; 409 with a sentence when the
// status does not allow it. Publishing an invitation survey sends its invitations.
const STEPS = ['publish', 'close', 'reopen'] as const

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Change a survey’s status')
    const step = STEPS.find((s) => s === params.step)
    if (!step) throw new AppError('not_found', 404, 'There is no such survey step.')
    const actor = await surveyActor(request, context)
    const { db } = context
    const result =
      step === 'publish'
        ? await publishSurvey(db, actor, params.surveyId, mailContext(context))
        : step === 'close'
          ? await closeSurvey(db, actor, params.surveyId)
          : await reopenSurvey(db, actor, params.surveyId)
    context.logger.info({ staffUserId: actor.id, surveyId: params.surveyId, step }, 'survey step')
    return staffJson(result)
  })
}

export const loader = wrongMethod('Change a survey’s status', 'POST')
