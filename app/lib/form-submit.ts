import { languageHeaders } from './api-client'
import type { FieldErrors } from './field-errors'

// How the forms send: the answer of a submission as a value, never a thrown error, so a form can keep
// its step, show the server's per-field messages and pick the spec's toast (sections 7 and 8).

export type SubmitResult<T> =
  | { ok: true; status: number; data: T }
  /** status 0: the request never got an answer (offline, blocked). */
  | { ok: false; status: number; message: string; fieldErrors: FieldErrors }

export const NETWORK_ERROR_MESSAGE = 'Network error occurred. Please try again.'

/** The public form posts that honour an Idempotency-Key (issue 14 item 8): only there is a retry safe. */
const IDEMPOTENT_FORMS =
  /^\/api\/(feedback|management-proposal|pricing-quotes|contact|landlord-tenant|chat\/message)$/

/** The waits before the retries of a form post that got no answer, or a 503 asking to come back soon. */
export const RETRY_DELAYS_MS = [1000, 3000]
const MAX_RETRY_AFTER_MS = 10_000

/** 128 random bits as hex: works on plain http too, where crypto.randomUUID does not exist. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** How long a 503 asks us to wait, when it is short enough to wait for; else null. */
function retryAfterMs(response: Response): number | null {
  if (response.status !== 503) return null
  const seconds = Number(response.headers.get('Retry-After'))
  return Number.isFinite(seconds) && seconds * 1000 <= MAX_RETRY_AFTER_MS ? seconds * 1000 : null
}

async function send<T>(path: string, init: RequestInit): Promise<SubmitResult<T>> {
  const url = new URL(path, window.location.origin)
  const headers = new Headers(init.headers)
  for (const [name, value] of Object.entries(languageHeaders())) headers.set(name, value)
  const retries = IDEMPOTENT_FORMS.test(url.pathname) ? RETRY_DELAYS_MS : []
  // One key per submit: its retries carry the same key, so the server stores the submission once.
  if (retries.length) headers.set('Idempotency-Key', newIdempotencyKey())
  let response: Response | undefined
  for (let attempt = 0; ; attempt++) {
    const delay = retries[attempt]
    try {
      response = await fetch(url, { credentials: 'include', ...init, headers })
    } catch {
      if (delay === undefined)
        return { ok: false, status: 0, message: NETWORK_ERROR_MESSAGE, fieldErrors: {} }
      await wait(delay)
      continue
    }
    const busy = retryAfterMs(response)
    if (busy === null || delay === undefined) break
    await wait(Math.max(busy, delay))
  }
  const text = await response.text().catch(() => '')
  const body = parseJson(text)
  if (response.ok) return { ok: true, status: response.status, data: body as T }
  const answer = (body ?? {}) as { message?: unknown; fieldErrors?: unknown }
  return {
    ok: false,
    status: response.status,
    message: typeof answer.message === 'string' ? answer.message : text || response.statusText,
    fieldErrors: (answer.fieldErrors as FieldErrors | undefined) ?? {},
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return null
  }
}

/** POSTs a JSON body. */
export function submitJson<T>(path: string, body: unknown): Promise<SubmitResult<T>> {
  return send<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}

/** POSTs multipart form data (forms with files); the browser sets the boundary. */
export function submitMultipart<T>(path: string, data: FormData): Promise<SubmitResult<T>> {
  return send<T>(path, { method: 'POST', body: data })
}
