import { randomBytes } from 'node:crypto'
import type { SurveyUpload } from '~/features/surveys/file-answers.server'
import { submitResponse } from '~/features/surveys/respond.server'
import { readResponseParts } from '~/features/surveys/response-parts.server'
import { ResponseSubmissionSchema } from '~/features/surveys/schemas'
import { localeOfRequest } from '~/i18n/locales'
import { AppError } from '~/lib/errors'
import { handleApi, parseJsonText, readJson, validate } from '~/lib/http.server'
import { isMultipart } from '~/lib/multipart.server'
import { requireMethod, wrongMethod } from '../staff/staff-api.server'
import { BROWSER_ID, browserCookie, browserIdOf, enforceSurveyFormLimit, noStore } from './survey-api.server'
import type { Route } from './+types/responses'

// POST { answers, token? } -> 201 { thankYou }; with files, multipart/form-data: that JSON in a `data`
// field and each file in a part named `a.<questionId>`. 422 with fieldErrors keyed by question id; 409 for a used
// link or a second answer from this browser on an open link; 410 closed, not yet open or full; 429 past
// the per-address form limit. Nothing about the request (address, token, browser) is logged here.

// Room for a survey of many long answers (each at most 5,000 characters).
const RESPONSE_BODY_LIMIT = 256 * 1024

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Send survey answers')
    await enforceSurveyFormLimit(context)
    const { body, uploads } = await readSubmission(request)
    const submission = validate(ResponseSubmissionSchema, body)
    const fromBody = submission.browserId
    const given = browserIdOf(request) ?? (fromBody && BROWSER_ID.test(fromBody) ? fromBody : undefined)
    // A browser that sent none gets one in a cookie, so its next answer is recognised.
    const browserId = given ?? randomBytes(18).toString('base64url')
    const result = await submitResponse(
      context.db,
      params.surveyId,
      submission,
      { browserId, hashKey: context.hashKey, locale: localeOfRequest(request) },
      uploads,
    )
    const headers = new Headers(noStore)
    if (!given)
      headers.append('Set-Cookie', browserCookie(browserId, context.publicOrigin.startsWith('https:')))
    return Response.json(result, { status: 201, headers })
  }, request)
}

async function readSubmission(request: Request): Promise<{ body: unknown; uploads: SurveyUpload[] }> {
  if (!isMultipart(request)) return { body: await readJson(request, RESPONSE_BODY_LIMIT), uploads: [] }
  const { fields, uploads } = await readResponseParts(request)
  const notJson = () => new AppError('bad_form', 400, 'Send the answers as JSON in the form’s data field.')
  return { body: parseJsonText(fields.get('data') ?? '', notJson), uploads }
}

export const loader = wrongMethod('Send survey answers', 'POST')
