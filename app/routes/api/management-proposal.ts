import { randomInt } from 'node:crypto'
import { consultationMessages } from '~/features/submissions/consultation-messages'
import { newReference } from '~/features/submissions/reference'
import { ManagementProposalSchema } from '~/features/submissions/schemas'
import { saveManagementProposal } from '~/features/submissions/store.server'
import { AppError } from '~/lib/errors'
import { appErrorResponse, handleApi, readJson } from '~/lib/http.server'
import { requirePost, takeSubmission } from './submission-intake.server'
import type { Route } from './+types/management-proposal'

// Spec section 7: POST { name, email, city, units, age, goals }; the form reads success or failure only.
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    requirePost(request)
    const body = await readJson(request)
    const result = await takeSubmission(context, body, {
      type: 'consultation',
      schema: ManagementProposalSchema,
      save: saveManagementProposal,
      messages: consultationMessages,
    })
    // A bot that filled the honeypot gets an answer shaped like a real one, with a reference kept nowhere.
    const reference = result.honeypot ? newReference('consultation', randomInt) : result.stored.reference
    return Response.json({ reference }, { status: 201, headers: { 'Cache-Control': 'no-store' } })
  })
}

export function loader() {
  return appErrorResponse(
    new AppError('method_not_allowed', 405, 'Send a consultation request with a POST request.'),
  )
}
