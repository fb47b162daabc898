import { ELECTION_TOKEN_KEY, languageHeaders } from '~/lib/api-client'
import type { FieldErrors } from '~/lib/field-errors'
import { NETWORK_ERROR_MESSAGE, type SubmitResult } from '~/lib/form-submit'
import { answerField } from './respond-fields'
import type { Answers } from './types'

// Sending the answers from the browser: POST /api/surveys/:surveyId/responses (issue 13 contract). Survey
// calls carry the election_token bearer when the browser holds one (spec section 6). The answer is a
// value, never a thrown error, so the page keeps the answers and shows the server's words.

export type SentAnswer = { thankYou: string }

function bearer(): Record<string, string> {
  try {
    const token = window.localStorage.getItem(ELECTION_TOKEN_KEY)
    return token ? { Authorization: `Bearer ${token}` } : {}
  } catch {
    return {}
  }
}

/** JSON, or with chosen files multipart/form-data: the same JSON as `data`, each file as `a.<questionId>`. */
function bodyOf(
  answers: Answers,
  token: string | null,
  files: Map<string, File>,
): { body: string | FormData; headers: Record<string, string> } {
  const json = JSON.stringify(token ? { answers, token } : { answers })
  if (files.size === 0) return { body: json, headers: { 'Content-Type': 'application/json' } }
  const form = new FormData()
  form.append('data', json)
  for (const [questionId, file] of files) form.append(answerField(questionId), file)
  return { body: form, headers: {} }
}

export async function sendAnswers(
  surveyId: string,
  answers: Answers,
  token: string | null,
  files: Map<string, File> = new Map(),
): Promise<SubmitResult<SentAnswer>> {
  let response: Response
  try {
    const { body, headers } = bodyOf(answers, token, files)
    response = await fetch(`/api/surveys/${encodeURIComponent(surveyId)}/responses`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...headers, ...bearer(), ...languageHeaders() },
      body,
    })
  } catch {
    return { ok: false, status: 0, message: NETWORK_ERROR_MESSAGE, fieldErrors: {} }
  }
  const body = (await response.json().catch(() => null)) as {
    thankYou?: unknown
    message?: unknown
    fieldErrors?: unknown
  } | null
  if (response.ok)
    return {
      ok: true,
      status: response.status,
      data: { thankYou: typeof body?.thankYou === 'string' ? body.thankYou : '' },
    }
  return {
    ok: false,
    status: response.status,
    message: typeof body?.message === 'string' ? body.message : response.statusText,
    fieldErrors: (body?.fieldErrors as FieldErrors | undefined) ?? {},
  }
}
