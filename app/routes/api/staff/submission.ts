import { listMailAbout } from '~/features/mail/outbox.server'
import { requireStaff } from '~/features/staff/auth.server'
import { getSubmissionDetail } from '~/features/submissions/inbox.server'
import { handleApi } from '~/lib/http.server'
import { staffJson, submissionTypeParam, wrongMethod } from './staff-api.server'
import type { Route } from './+types/submission'

// GET -> { submission: { ...fields, files, activity }, emails: [outbox summaries about it] }
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    await requireStaff(request, context.db)
    const type = submissionTypeParam(params.type)
    const submission = await getSubmissionDetail(context.db, type, params.id)
    const emails = await listMailAbout(context.db, type, submission.id)
    return staffJson({ submission, emails })
  })
}

export const action = wrongMethod('Read a submission', 'GET')
