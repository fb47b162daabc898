import { requireStaff } from '~/features/staff/auth.server'
import { getFile } from '~/features/submissions/files.server'
import { AppError } from '~/lib/errors'
import { handleApi } from '~/lib/http.server'
import { fileDownload, submissionTypeParam, wrongMethod } from './staff-api.server'
import type { Route } from './+types/submission-file'

// GET -> the file's bytes, as uploaded with the submission.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    await requireStaff(request, context.db)
    const type = submissionTypeParam(params.type)
    const file = await getFile(context.db, params.fileId)
    if (!file || file.submissionType !== type || file.submissionId !== params.id)
      throw new AppError('file_not_found', 404, 'There is no such file with this submission.')
    return fileDownload({ ...file, bytes: file.content })
  })
}

export const action = wrongMethod('Download a file', 'GET')
