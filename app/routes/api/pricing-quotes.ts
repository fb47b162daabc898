import { randomInt } from 'node:crypto'
import { saveFiles } from '~/features/submissions/files.server'
import { quoteMessages } from '~/features/submissions/quote-messages'
import {
  QUOTE_MULTIPART_LIMITS,
  QuoteSubmissionSchema,
  quoteBodyFromParts,
  quoteUploads,
} from '~/features/submissions/quote-uploads.server'
import { newReference } from '~/features/submissions/reference'
import { saveQuoteRequest } from '~/features/submissions/store.server'
import { AppError } from '~/lib/errors'
import { appErrorResponse, readJson } from '~/lib/http.server'
import { isMultipart, readMultipartParts } from '~/lib/multipart.server'
import { answerFormPost } from './form-post.server'
import type { Route } from './+types/pricing-quotes'

// Spec section 7: POST the quote fields as JSON (files null); DESIGN.md: the same fields as
// multipart/form-data with the optional budget_file and reserve_study_file. Answers 201 { reference }.
export async function action({ request, context }: Route.ActionArgs) {
  return answerFormPost(request, context, {
    endpoint: '/api/pricing-quotes',
    type: 'quote',
    read: async (request) =>
      isMultipart(request)
        ? quoteBodyFromParts(await readMultipartParts(request, QUOTE_MULTIPART_LIMITS))
        : readJson(request),
    schema: QuoteSubmissionSchema,
    save: (tx, input, origin) =>
      saveQuoteRequest(tx, { ...input, budget_file: null, reserve_study_file: null }, origin),
    // The files commit with the request and its emails, or none of them do.
    afterSave: async (tx, stored, input) => {
      await saveFiles(tx, { type: 'quote', id: stored.id }, quoteUploads(input))
    },
    messages: quoteMessages,
    // A dropped bot submission gets an answer it cannot tell from success: a reference kept nowhere.
    answer: (result) => ({
      reference: result.honeypot ? newReference('quote', randomInt) : result.stored.reference,
    }),
  })
}

export function loader() {
  return appErrorResponse(
    new AppError('method_not_allowed', 405, 'Send a quote request with a POST request.'),
  )
}
