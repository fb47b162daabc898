import { getSurveyFile } from '~/features/surveys/file-answers.server'
import { AppError } from '~/lib/errors'
import { handleApi } from '~/lib/http.server'
import { fileDownload, wrongMethod } from '../staff/staff-api.server'
import { surveyActor } from './survey-api.server'
import type { Route } from './+types/file'

// GET -> a file attached to a survey answer, as a download (staff; board for their communities' surveys).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await surveyActor(request, context)
    const file = await getSurveyFile(context.db, actor, params.surveyId, params.fileId)
    if (!file) throw new AppError('file_not_found', 404, 'There is no such file with this survey.')
    return fileDownload(file)
  })
}

export const action = wrongMethod('Download a file', 'GET')
