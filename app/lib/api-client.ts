// The two client helpers of spec section 7.
import { DEFAULT_LOCALE, localeOfPath } from '~/i18n/locales'

/** Spec section 6: these areas carry the participant's bearer credential from localStorage; the staff back office too. */
export const ELECTION_TOKEN_KEY = 'election_token'
const BEARER_PATHS = /^\/api\/(elections|election-auth|surveys|staff)(\/|$)/

/** Any non-OK answer raises `"<status>: <body text, or status text when empty>"` (spec section 8). */
export async function throwIfResNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const text = (await response.text()) || response.statusText
  throw new Error(`${response.status}: ${text}`)
}

/**
 * The page's language, sent with every request from a page in a language other than English so the server
 * answers (sentences, confirmation mail) in it (app/i18n/locales.ts `localeOfRequest`).
 */
export function languageHeaders(): Record<string, string> {
  const pathname = typeof window === 'undefined' ? undefined : window.location?.pathname
  if (typeof pathname !== 'string') return {}
  const locale = localeOfPath(pathname)
  return locale === DEFAULT_LOCALE ? {} : { 'Content-Language': locale }
}

function authHeaders(url: URL): Record<string, string> {
  if (
    typeof window === 'undefined' ||
    url.origin !== window.location.origin ||
    !BEARER_PATHS.test(url.pathname)
  )
    return {}
  const token = window.localStorage.getItem(ELECTION_TOKEN_KEY)
  return token ? { Authorization: `Bearer ${token}` } : {}
}

/** Sends a method to a path made absolute against the current origin, with an optional JSON body. */
export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const url = new URL(path, window.location.origin)
  const response = await fetch(url, {
    method,
    headers: {
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...authHeaders(url),
      ...languageHeaders(),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
  })
  await throwIfResNotOk(response)
  return response
}

export type UnauthorizedBehavior = 'throw' | 'returnNull'

/** The default read: GET with cookies, parsed JSON; a 401 throws unless told to return null. */
export async function getJson<T>(
  path: string,
  options: { on401?: UnauthorizedBehavior } = {},
): Promise<T | null> {
  const url = new URL(path, window.location.origin)
  const response = await fetch(url, {
    credentials: 'include',
    headers: { ...authHeaders(url), ...languageHeaders() },
  })
  if ((options.on401 ?? 'throw') === 'returnNull' && response.status === 401) return null
  await throwIfResNotOk(response)
  return (await response.json()) as T
}
