import { randomBytes } from 'node:crypto'
import { data, type AppLoadContext } from 'react-router'
import type { SurveyActionData, SurveyPageData } from '~/features/surveys/components/respond-page'
import { applyIntent, readAnswersForm, readIntent } from '~/features/surveys/respond-fields'
import { checkQuestions, firstMessages, visibleAnswers } from '~/features/surveys/respond-steps'
import { getSurveyView, submitResponse } from '~/features/surveys/respond.server'
import type { SurveyView } from '~/features/surveys/types'
import { formatUtahDateTime } from '~/lib/dates'
import { isAppError } from '~/lib/errors'
import { readBody } from '~/lib/http.server'
import { browserCookie, browserIdOf, enforceSurveyFormLimit } from './api/surveys/survey-api.server'

// The loader and action shared by /survey/:surveyId and /survey-2025 (issue 13). The page is rendered on
// the server with the definition and whether it can be answered now; the action takes the whole survey
// posted as a plain form (no JavaScript) and sends it through the same service as the API.

type Args = { request: Request; context: AppLoadContext }

const FORM_LIMIT = 256 * 1024

/** Answers and links are personal: never cached; a link with a token is not indexed or sent on. */
function pageHeaders(token: string | null): Record<string, string> {
  return token
    ? { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'same-origin' }
    : { 'Cache-Control': 'private, no-store' }
}

const tokenOf = (value: FormDataEntryValue | string | null | undefined) =>
  typeof value === 'string' && value.trim() ? value.trim() : null

async function findView(args: Args, idOrSlug: string, token: string | null): Promise<SurveyView> {
  try {
    return await getSurveyView(args.context.db, idOrSlug, {
      token: token ?? undefined,
      browserId: browserIdOf(args.request),
      hashKey: args.context.hashKey,
    })
  } catch (error) {
    if (isAppError(error) && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

export async function surveyLoader(args: Args, idOrSlug: string) {
  const token = tokenOf(new URL(args.request.url).searchParams.get('token'))
  const { availability, ...survey } = await findView(args, idOrSlug, token)
  const times = {
    opens: survey.opensAt ? formatUtahDateTime(survey.opensAt) : null,
    closes: survey.closesAt ? formatUtahDateTime(survey.closesAt) : null,
  }
  return data<SurveyPageData>({ survey, availability, times, token }, { headers: pageHeaders(token) })
}

/** The posted form, urlencoded (a plain browser) or multipart. */
async function readForm(request: Request): Promise<FormData> {
  const bytes = await readBody(request, FORM_LIMIT)
  const type = request.headers.get('content-type') ?? 'application/x-www-form-urlencoded'
  return new Response(bytes, { headers: { 'content-type': type } }).formData().catch(() => new FormData())
}

export async function surveyAction(args: Args, idOrSlug: string) {
  const { request, context } = args
  const form = await readForm(request)
  const token = tokenOf(form.get('token')) ?? tokenOf(new URL(request.url).searchParams.get('token'))
  const { questions } = await findView(args, idOrSlug, token)
  const intent = readIntent(form)
  const answers = applyIntent(intent, readAnswersForm(form, questions), questions)
  const headers = pageHeaders(token)
  const answering = (
    rest: Omit<Extract<SurveyActionData, { step: 'answering' }>, 'step' | 'answers'>,
    status = 200,
  ) => data<SurveyActionData>({ step: 'answering', answers, ...rest }, { status, headers })

  // A ranking's Move up / Move down: the same page again, every answer kept.
  if (intent.kind !== 'send') return answering({ errors: {} })
  const errors = checkQuestions(questions, answers)
  if (Object.keys(errors).length > 0) return answering({ errors }, 422)

  const given = browserIdOf(request)
  const browserId = given ?? randomBytes(18).toString('base64url')
  try {
    await enforceSurveyFormLimit(context)
    const sent = await submitResponse(
      context.db,
      idOrSlug,
      { answers: visibleAnswers(questions, answers), token: token ?? undefined },
      { browserId, hashKey: context.hashKey },
    )
    const answer = new Headers(headers)
    if (!given)
      answer.append('Set-Cookie', browserCookie(browserId, context.publicOrigin.startsWith('https:')))
    return data<SurveyActionData>({ step: 'sent', thankYou: sent.thankYou }, { status: 201, headers: answer })
  } catch (error) {
    if (!isAppError(error)) throw error
    // 409 used, 410 closed or full, 403 no invitation, 422 answers, 429 too many: the service's sentence.
    return answering(
      { errors: firstMessages(error.extra.fieldErrors ?? {}), message: error.message },
      error.status,
    )
  }
}
