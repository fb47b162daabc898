import { listSurveyFiles } from '~/features/surveys/file-answers.server'
import { handleApi } from '~/lib/http.server'
import { staffJson, wrongMethod } from '../staff/staff-api.server'
import { surveyActor } from './survey-api.server'
import type { Route } from './+types/files'

// GET -> { files }: the files attached to the survey's answers, newest first, without their bytes.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await surveyActor(request, context)
    return staffJson({ files: await listSurveyFiles(context.db, actor, params.surveyId) })
  })
}

export const action = wrongMethod('List the attached files', 'GET')
