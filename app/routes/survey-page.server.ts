import { randomBytes } from 'node:crypto'
import { data, type AppLoadContext } from 'react-router'
import type { SurveyActionData, SurveyPageData } from '~/features/surveys/components/respond-page'
import type { SurveyUpload } from '~/features/surveys/file-answers.server'
import { pageAgain, withUploads } from '~/features/surveys/file-page'
import { applyIntent, readAnswersForm, readIntent, type FormLike } from '~/features/surveys/respond-fields'
import { checkQuestions, firstMessages, visibleAnswers } from '~/features/surveys/respond-steps'
import { getSurveyView, submitResponse } from '~/features/surveys/respond.server'
import { readResponseParts } from '~/features/surveys/response-parts.server'
import { respondentOrder, usesShuffle } from '~/features/surveys/shuffle'
import { orderSeed } from '~/features/surveys/shuffle.server'
import type { SurveyDefinition, SurveyView } from '~/features/surveys/types'
import { localeOfPath, localeOfRequest } from '~/i18n/locales'
import { localizeSurvey } from '~/features/surveys/localize'
import { surveyWords } from '~/features/surveys/words.server'
import { formatUtahDateTime } from '~/lib/dates'
import { isAppError } from '~/lib/errors'
import { readBody } from '~/lib/http.server'
import { isMultipart } from '~/lib/multipart.server'
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

/**
 * A survey that shuffles is shown in this visitor's own order, seeded by the invitation token or the
 * browser id; an open link's first visit gets its browser id now, so a reload keeps the order.
 */
function inVisitorOrder(args: Args, survey: SurveyDefinition, token: string | null, headers: Headers) {
  if (!usesShuffle(survey)) return survey
  let visitor = token ?? browserIdOf(args.request)
  if (!visitor) {
    visitor = randomBytes(18).toString('base64url')
    headers.append('Set-Cookie', browserCookie(visitor, args.context.publicOrigin.startsWith('https:')))
  }
  return respondentOrder(survey, orderSeed(args.context.hashKey, survey.id, visitor))
}

export async function surveyLoader(args: Args, idOrSlug: string) {
  const token = tokenOf(new URL(args.request.url).searchParams.get('token'))
  const locale = localeOfPath(new URL(args.request.url).pathname)
  const { availability, ...view } = await findView(args, idOrSlug, token)
  const headers = new Headers(pageHeaders(token))
  // The page's language: the author's text in it where given, English (marked) where not.
  const survey = localizeSurvey(inVisitorOrder(args, view, token, headers), locale)
  const times = {
    opens: survey.opensAt ? formatUtahDateTime(survey.opensAt, locale) : null,
    closes: survey.closesAt ? formatUtahDateTime(survey.closesAt, locale) : null,
  }
  return data<SurveyPageData>({ survey, availability, times, token }, { headers })
}

/** The posted form, urlencoded (a plain browser) or multipart (with the files of file questions). */
async function readForm(request: Request): Promise<{ form: FormLike; uploads: SurveyUpload[] }> {
  if (isMultipart(request)) {
    const { fields, uploads } = await readResponseParts(request)
    return { form: fields, uploads }
  }
  const bytes = await readBody(request, FORM_LIMIT)
  const type = request.headers.get('content-type') ?? 'application/x-www-form-urlencoded'
  const form = await new Response(bytes, { headers: { 'content-type': type } })
    .formData()
    .catch(() => new FormData())
  return { form, uploads: [] }
}

export async function surveyAction(args: Args, idOrSlug: string) {
  const { request, context } = args
  const { form, uploads } = await readForm(request)
  const token = tokenOf(form.get('token')) ?? tokenOf(new URL(request.url).searchParams.get('token'))
  // A form posted without JavaScript goes to its page's own address, whose prefix says the language.
  const locale = localeOfRequest(request)
  const t = surveyWords(locale)
  const { questions } = localizeSurvey(await findView(args, idOrSlug, token), locale)
  const intent = readIntent(form)
  const answers = withUploads(applyIntent(intent, readAnswersForm(form, questions), questions), uploads)
  const headers = pageHeaders(token)
  const answering = (
    rest: Omit<Extract<SurveyActionData, { step: 'answering' }>, 'step' | 'answers'>,
    status = 200,
  ) => {
    const back = pageAgain(t, questions, answers, rest.errors)
    return data<SurveyActionData>({ step: 'answering', ...rest, ...back }, { status, headers })
  }

  // A ranking's Move up / Move down: the same page again, every answer kept.
  if (intent.kind !== 'send') return answering({ errors: {} })
  const errors = checkQuestions(t, questions, answers)
  if (Object.keys(errors).length > 0) return answering({ errors }, 422)

  const given = browserIdOf(request)
  const browserId = given ?? randomBytes(18).toString('base64url')
  try {
    await enforceSurveyFormLimit(context)
    const visible = visibleAnswers(questions, answers)
    const sent = await submitResponse(
      context.db,
      idOrSlug,
      { answers: visible, token: token ?? undefined },
      { browserId, hashKey: context.hashKey, locale },
      // A file attached to a question its earlier answers leave out goes with it.
      uploads.filter((upload) => upload.questionId in visible),
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
