import { requireWriter } from '~/features/surveys/access.server'
import { getSurveyView } from '~/features/surveys/respond.server'
import { SurveyPatchSchema } from '~/features/surveys/schemas'
import { deleteSurvey, getStaffSurvey, updateSurvey } from '~/features/surveys/surveys.server'
import { AppError } from '~/lib/errors'
import { handleApi, parseJson } from '~/lib/http.server'
import { staffJson } from '../staff/staff-api.server'
import { browserIdOf, optionalActor, surveyActor } from './survey-api.server'
import type { Route } from './+types/survey'

// GET (by id or slug) -> the published definition with its availability (?token= for an invitation link);
// with a staff bearer, any status and the staff fields (StaffSurvey). PATCH a draft -> { survey }.
// DELETE a draft -> { deleted }.
// GET ?view=staff -> the staff fields or nothing, for the back office's pages: 401 without a session, 404
// for a survey the account may not read (another community's, for a board account), never the definition
// anyone may answer.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    if (new URL(request.url).searchParams.get('view') === 'staff') {
      const actor = await surveyActor(request, context)
      return staffJson(await getStaffSurvey(context.db, actor, params.surveyId))
    }
    const actor = await optionalActor(request, context)
    const token = new URL(request.url).searchParams.get('token') ?? undefined
    const view = await getSurveyView(context.db, params.surveyId, {
      actor,
      token,
      browserId: browserIdOf(request),
      hashKey: context.hashKey,
    })
    return staffJson(view)
  })
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method === 'PATCH') {
      const actor = await surveyActor(request, context)
      requireWriter(actor) // before the body is read: a board account's 403 never depends on it
      const patch = await parseJson(request, SurveyPatchSchema)
      return staffJson({ survey: await updateSurvey(context.db, actor, params.surveyId, patch) })
    }
    if (request.method === 'DELETE') {
      const actor = await surveyActor(request, context)
      const deleted = await deleteSurvey(context.db, actor, params.surveyId)
      context.logger.info({ staffUserId: actor.id, surveyId: deleted }, 'survey deleted')
      return staffJson({ deleted })
    }
    throw new AppError(
      'method_not_allowed',
      405,
      'Change a survey with PATCH, or delete a draft with DELETE.',
    )
  })
}
