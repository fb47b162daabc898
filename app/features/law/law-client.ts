import { NETWORK_ERROR_MESSAGE } from '~/lib/form-submit'
import type { LawAnswer } from './schemas'

// The browser side of POST /api/utah-law-query with the spec's failure texts (section 8):
// "Error {status}: {response text}" for a non-OK answer, the network message when there is none.

export type AskOutcome = { ok: true; answer: LawAnswer } | { ok: false; message: string }

export const LAW_QUERY_PATH = '/api/utah-law-query'
/** Every section the assistant holds, with how current and whole each is. */
export const LAW_SOURCES_PATH = '/utah-law-gpt/sources'

/** Our endpoint's error bodies are `{ message }`; show that sentence rather than raw JSON. */
function responseText(text: string, statusText: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown }
    if (typeof body.message === 'string' && body.message) return body.message
  } catch {
    // not JSON: shown as it came
  }
  return text.trim() || statusText
}

function isLawAnswer(value: unknown): value is LawAnswer {
  const v = value as Partial<LawAnswer> | null
  return (
    typeof v?.answer === 'string' &&
    typeof v.disclaimer === 'string' &&
    Array.isArray(v.sources) &&
    v.sources.every(
      (s) =>
        typeof s?.section === 'string' &&
        typeof s.title === 'string' &&
        typeof s.url === 'string' &&
        (s.effective === null || typeof s.effective === 'string') &&
        typeof s.complete === 'boolean' &&
        typeof s.stale === 'boolean',
    )
  )
}

export async function askLawQuestion(body: { question: string; communityType: string }): Promise<AskOutcome> {
  let response: Response
  let text: string
  try {
    response = await fetch(new URL(LAW_QUERY_PATH, window.location.origin), {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    text = await response.text()
  } catch {
    return { ok: false, message: NETWORK_ERROR_MESSAGE }
  }
  if (!response.ok)
    return { ok: false, message: `Error ${response.status}: ${responseText(text, response.statusText)}` }
  try {
    const answer: unknown = JSON.parse(text)
    if (isLawAnswer(answer)) return { ok: true, answer }
  } catch {
    // falls through to the same message as any other unreadable answer
  }
  return { ok: false, message: `Error ${response.status}: The answer could not be read. Please try again.` }
}
