import type { FieldErrors } from './field-errors'

// How the forms send: the answer of a submission as a value, never a thrown error, so a form can keep
// its step, show the server's per-field messages and pick the spec's toast (sections 7 and 8).

export type SubmitResult<T> =
  | { ok: true; status: number; data: T }
  /** status 0: the request never got an answer (offline, blocked). */
  | { ok: false; status: number; message: string; fieldErrors: FieldErrors }

export const NETWORK_ERROR_MESSAGE = 'Network error occurred. Please try again.'

async function send<T>(path: string, init: RequestInit): Promise<SubmitResult<T>> {
  let response: Response
  try {
    response = await fetch(new URL(path, window.location.origin), { credentials: 'include', ...init })
  } catch {
    return { ok: false, status: 0, message: NETWORK_ERROR_MESSAGE, fieldErrors: {} }
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
