import { duplicateSurvey } from '~/features/surveys/surveys.server'
import { handleApi } from '~/lib/http.server'
import { requireMethod, staffJson, wrongMethod } from '../staff/staff-api.server'
import { surveyActor } from './survey-api.server'
import type { Route } from './+types/duplicate'

// POST -> 201 { survey }: a new draft with the same questions (new ids, show-if rules following them).
export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Duplicate a survey')
    const actor = await surveyActor(request, context)
    const survey = await duplicateSurvey(context.db, actor, params.surveyId)
    context.logger.info(
      { staffUserId: actor.id, from: params.surveyId, surveyId: survey.id },
      'survey duplicated',
    )
    return staffJson({ survey }, 201)
  })
}

export const loader = wrongMethod('Duplicate a survey', 'POST')
