import { requireWriter } from '~/features/surveys/access.server'
import { createSurvey, listSurveys } from '~/features/surveys/surveys.server'
import { SurveyInputSchema } from '~/features/surveys/schemas'
import { handleApi, parseJson } from '~/lib/http.server'
import { isUuid } from '~/lib/ids'
import { requireMethod, staffJson } from '../staff/staff-api.server'
import { surveyActor } from './survey-api.server'
import type { Route } from './+types/surveys'

// GET ?communityId= -> { surveys: SurveySummary[] } (newest first; a board account sees its communities').
// POST -> 201 { survey: StaffSurvey } (a draft, with the ids given to its questions and choices).
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await surveyActor(request, context)
    const communityId = new URL(request.url).searchParams.get('communityId') ?? undefined
    if (communityId !== undefined && !isUuid(communityId)) return staffJson({ surveys: [] })
    return staffJson({ surveys: await listSurveys(context.db, actor, { communityId }) })
  })
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Create a survey')
    const actor = await surveyActor(request, context)
    requireWriter(actor) // before the body is read: a board account's 403 never depends on it
    const input = await parseJson(request, SurveyInputSchema)
    const survey = await createSurvey(context.db, actor, input)
    context.logger.info({ staffUserId: actor.id, surveyId: survey.id }, 'survey created')
    return staffJson({ survey }, 201)
  })
}
