import { data, redirect } from 'react-router'
import { ELECTION_TOKEN_KEY } from './api-client'
import type { FieldErrors } from './field-errors'
import { NETWORK_ERROR_MESSAGE } from './form-submit'

// The back office talks to /api/staff from the browser with the bearer token in localStorage (DESIGN.md
// "Staff accounts"); the server never sees it, so staff pages load their data here, in the browser.

/** The server's 403 when a password someone else set must be replaced first (decision 0005). */
export const PASSWORD_DUE_MESSAGE = 'Please choose a new password before you continue.'

export const readToken = () => window.localStorage.getItem(ELECTION_TOKEN_KEY)
export const saveToken = (token: string) => window.localStorage.setItem(ELECTION_TOKEN_KEY, token)
export const clearToken = () => window.localStorage.removeItem(ELECTION_TOKEN_KEY)

/** Only a path inside the back office may be returned to after signing in (no open redirect). */
export function safeNext(next: string | null | undefined): string {
  if (next === '/election-system') return next // the election page's console (issue 12)
  return next && /^\/staff(\/|\?|$)/.test(next) && !next.startsWith('/staff/login') ? next : '/staff'
}

const here = () => `${window.location.pathname}${window.location.search}`
export const loginPath = (next = here()) => `/staff/login?next=${encodeURIComponent(next)}`
export const passwordPath = (next = here()) => `/staff/password?next=${encodeURIComponent(next)}`

export type StaffResult<T> =
  | { ok: true; status: number; data: T }
  // `code`: what the server says is missing, where the page can do something about it (the sign-in's
  // `email_code_required`).
  | { ok: false; status: number; message: string; fieldErrors: FieldErrors; code?: string }

/** One call with the token; the answer as a value, never thrown. */
export function staffCall<T>(method: string, path: string, body?: unknown): Promise<StaffResult<T>> {
  const headers: Record<string, string> = body === undefined ? {} : { 'Content-Type': 'application/json' }
  return send<T>(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
}

/** Sends with the token; any answer, failures included, as a value that keeps the body. Never throws. */
async function send<T>(path: string, init: RequestInit & { headers: Record<string, string> }) {
  const token = readToken()
  if (token) init.headers.Authorization = `Bearer ${token}`
  let response: Response
  try {
    response = await fetch(path, init)
  } catch {
    const failed: StaffUploadResult<T> = {
      ok: false,
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
      fieldErrors: {},
      data: null,
    }
    return failed
  }
  const answer = (await response.json().catch(() => null)) as
    (T & { message?: string; fieldErrors?: FieldErrors; code?: unknown }) | null
  const result: StaffUploadResult<T> = response.ok
    ? { ok: true, status: response.status, data: answer as T }
    : {
        ok: false,
        status: response.status,
        message: answer?.message ?? `The server answered ${response.status}. Please try again.`,
        fieldErrors: answer?.fieldErrors ?? {},
        ...(typeof answer?.code === 'string' ? { code: answer.code } : {}),
        data: answer,
      }
  return result
}

/** Where a failed answer must send the person, if anywhere: sign in again, or choose a password first. */
export function detourFor(result: { status: number; message: string }, next = here()): string | null {
  if (result.status === 401) {
    clearToken()
    return loginPath(next)
  }
  if (result.status === 403 && result.message === PASSWORD_DUE_MESSAGE) return passwordPath(next)
  return null
}

/** The page a clientLoader is loading (window.location still shows the previous one). */
export function pageOf(request: Request): string {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}

/** For clientLoaders: the data, a redirect to sign in, or an error response for the route's boundary. */
export async function staffLoad<T>(request: Request, path: string): Promise<T> {
  const next = pageOf(request)
  if (!readToken()) throw redirect(loginPath(next))
  const result = await staffCall<T>('GET', path)
  if (result.ok) return result.data
  const detour = detourFor(result, next)
  if (detour) throw redirect(detour)
  throw data({ message: result.message, fieldErrors: result.fieldErrors }, { status: result.status || 503 })
}

/** Downloads a file from the staff API (a link cannot carry the token): fetched, then saved. */
export async function staffDownload(path: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const token = readToken()
  let response: Response
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  } catch {
    return { ok: false, message: NETWORK_ERROR_MESSAGE }
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null
    const message = answer?.message ?? 'The download failed. Please try again.'
    const detour = detourFor({ status: response.status, message })
    if (detour) window.location.assign(detour)
    return { ok: false, message }
  }
  const disposition = response.headers.get('content-disposition') ?? ''
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download'
  saveBlob(await response.blob(), fileName)
  return { ok: true }
}

/** Hands a file made or fetched in the browser to the browser's own download. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Denver',
  dateStyle: 'medium',
  timeStyle: 'short',
})

/** Times are stored in UTC and shown in Utah time (STYLE.md rule 12). */
export const formatStaffTime = (iso: string | Date) => DATE_TIME.format(new Date(iso))

/** A failed upload keeps the body: a roll the server refused still answers with its preview. */
export type StaffUploadResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false
      status: number
      message: string
      fieldErrors: FieldErrors
      code?: string
      data: Partial<T> | null
    }

/** Sends a multipart form (a file) with the token; the browser writes the boundary. Never throws. */
export function staffUpload<T>(path: string, form: FormData): Promise<StaffUploadResult<T>> {
  return send<T>(path, { method: 'POST', headers: {}, body: form })
}
