import { requireStaff } from '~/features/staff/auth.server'
import { changeSubmissionStatus } from '~/features/submissions/inbox-actions.server'
import { handleApi, readJson } from '~/lib/http.server'
import { requireMethod, staffJson, submissionTypeParam, wrongMethod } from './staff-api.server'
import type { Route } from './+types/submission-status'

// POST { status: 'new' | 'in_progress' | 'done' } -> { status, changed, activity }
export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Change the status')
    const user = await requireStaff(request, context.db)
    const type = submissionTypeParam(params.type)
    const result = await changeSubmissionStatus(context.db, user, type, params.id, await readJson(request))
    if (result.changed)
      context.logger.info(
        { staffUserId: user.id, type, submissionId: params.id, status: result.status },
        'submission status changed',
      )
    return staffJson(result)
  })
}

export const loader = wrongMethod('Change the status', 'POST')
