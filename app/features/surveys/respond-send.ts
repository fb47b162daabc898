import { ELECTION_TOKEN_KEY } from '~/lib/api-client'
import type { FieldErrors } from '~/lib/field-errors'
import { NETWORK_ERROR_MESSAGE, type SubmitResult } from '~/lib/form-submit'
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

export async function sendAnswers(
  surveyId: string,
  answers: Answers,
  token: string | null,
): Promise<SubmitResult<SentAnswer>> {
  let response: Response
  try {
    response = await fetch(`/api/surveys/${encodeURIComponent(surveyId)}/responses`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', ...bearer() },
      body: JSON.stringify(token ? { answers, token } : { answers }),
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
