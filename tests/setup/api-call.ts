import type { AppLoadContext } from 'react-router'
import type { Database } from '~/db/client.server'
import { routeContext } from './route-context'

type Handler = (args: {
  request: Request
  context: AppLoadContext
  params: object
}) => Promise<Response> | Response

export type ApiCall = {
  token?: string
  method?: string
  /** An object goes as JSON; a string, bytes or FormData as they are (with `contentType` when given). */
  body?: unknown
  contentType?: string
  params?: Record<string, string | undefined>
  /** Other request headers. */
  headers?: Record<string, string>
}

/** A route module's loader or action called as React Router would, with a bearer token and a body. */
export function apiCall(db: Database, handler: unknown, path: string, options: ApiCall = {}) {
  const { token, method = 'GET', body, contentType, params = {} } = options
  const headers: Record<string, string> = { ...options.headers }
  if (token) headers.Authorization = `Bearer ${token}`
  let payload: BodyInit | undefined
  if (typeof body === 'string' || body instanceof Uint8Array || body instanceof FormData)
    payload = body as BodyInit
  else if (body !== undefined) {
    payload = JSON.stringify(body)
    headers['Content-Type'] = 'application/json'
  }
  if (contentType) headers['Content-Type'] = contentType
  const request = new Request(`http://127.0.0.1${path}`, { method, headers, body: payload })
  return Promise.resolve((handler as Handler)({ request, context: routeContext(db), params }))
}
