import { randomInt } from 'node:crypto'
import { consultationMessages } from '~/features/submissions/consultation-messages'
import { newReference } from '~/features/submissions/reference'
import { ManagementProposalSchema } from '~/features/submissions/schemas'
import { saveManagementProposal } from '~/features/submissions/store.server'
import { AppError } from '~/lib/errors'
import { appErrorResponse, readJson } from '~/lib/http.server'
import { answerFormPost } from './form-post.server'
import type { Route } from './+types/management-proposal'

// Spec section 7: POST { name, email, city, units, age, goals }; the form reads success or failure only.
export async function action({ request, context }: Route.ActionArgs) {
  return answerFormPost(request, context, {
    endpoint: '/api/management-proposal',
    type: 'consultation',
    read: readJson,
    schema: ManagementProposalSchema,
    save: saveManagementProposal,
    messages: consultationMessages,
    // A bot that filled the honeypot gets an answer shaped like a real one, with a reference kept nowhere.
    answer: (result) => ({
      reference: result.honeypot ? newReference('consultation', randomInt) : result.stored.reference,
    }),
  })
}

export function loader() {
  return appErrorResponse(
    new AppError('method_not_allowed', 405, 'Send a consultation request with a POST request.'),
  )
}
