import { randomInt } from 'node:crypto'
import { saveFiles } from '~/features/submissions/files.server'
import { quoteMessages } from '~/features/submissions/quote-messages'
import {
  QUOTE_MULTIPART_LIMIT,
  QuoteSubmissionSchema,
  quoteBodyFromForm,
  quoteUploads,
} from '~/features/submissions/quote-uploads.server'
import { newReference } from '~/features/submissions/reference'
import { saveQuoteRequest } from '~/features/submissions/store.server'
import { AppError } from '~/lib/errors'
import { appErrorResponse, handleApi, readJson, readMultipart } from '~/lib/http.server'
import { requirePost, takeSubmission } from './submission-intake.server'
import type { Route } from './+types/pricing-quotes'

// Spec section 7: POST the quote fields as JSON (files null); DESIGN.md: the same fields as
// multipart/form-data with the optional budget_file and reserve_study_file. Answers 201 { reference }.
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    requirePost(request)
    const multipart = (request.headers.get('content-type') ?? '').includes('multipart/form-data')
    const body = multipart
      ? await quoteBodyFromForm(await readMultipart(request, QUOTE_MULTIPART_LIMIT))
      : await readJson(request)
    const result = await takeSubmission(context, body, {
      type: 'quote',
      schema: QuoteSubmissionSchema,
      save: (tx, input, origin) =>
        saveQuoteRequest(tx, { ...input, budget_file: null, reserve_study_file: null }, origin),
      // The files commit with the request and its emails, or none of them do.
      afterSave: async (tx, stored, input) => {
        await saveFiles(tx, { type: 'quote', id: stored.id }, quoteUploads(input))
      },
      messages: quoteMessages,
    })
    // A dropped bot submission gets an answer it cannot tell from success: a reference kept nowhere.
    const reference = result.honeypot ? newReference('quote', randomInt) : result.stored.reference
    return Response.json({ reference }, { status: 201, headers: { 'Cache-Control': 'no-store' } })
  })
}

export function loader() {
  return appErrorResponse(
    new AppError('method_not_allowed', 405, 'Send a quote request with a POST request.'),
  )
}
