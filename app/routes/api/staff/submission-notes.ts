import { requireStaff } from '~/features/staff/auth.server'
import { addSubmissionNote } from '~/features/submissions/inbox-actions.server'
import { handleApi, readJson } from '~/lib/http.server'
import { requireMethod, staffJson, submissionTypeParam, wrongMethod } from './staff-api.server'
import type { Route } from './+types/submission-notes'

// POST { body } -> 201 { activity }: the whole thread, the new note last.
export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Add a note')
    const user = await requireStaff(request, context.db)
    const type = submissionTypeParam(params.type)
    const activity = await addSubmissionNote(context.db, user, type, params.id, await readJson(request))
    return staffJson({ activity }, 201)
  })
}

export const loader = wrongMethod('Add a note', 'POST')
