import type { z } from 'zod'
import { asDatabaseUnavailable } from '~/db/unavailable.server'
import { DEFAULT_LOCALE, localeOfRequest, type Locale } from '~/i18n/locales'
import { apiError, messageIn } from './api-error.server'
import { AppError, isAppError } from './errors'
import { toFieldErrors } from './field-errors'

export type ApiErrorBody = { message: string; fieldErrors?: Record<string, string[]> }

/** The JSON answer for an expected failure: `{ message, fieldErrors? }`, with Retry-After on a 429. */
export function appErrorResponse(error: AppError, locale: Locale = DEFAULT_LOCALE): Response {
  const body: ApiErrorBody = { message: messageIn(error, locale) }
  if (error.extra.fieldErrors) body.fieldErrors = error.extra.fieldErrors
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (error.extra.retryAfterSeconds !== undefined)
    headers.set('Retry-After', String(error.extra.retryAfterSeconds))
  return Response.json(body, { status: error.status, headers })
}

/**
 * Runs an API handler; expected failures become their JSON answers, and so does a database that cannot be
 * reached now (a 503 with Retry-After). Anything else stays a 500 bug. Given the request, the site's common
 * sentences (a body too large, too many requests) answer in the language it speaks.
 */
export async function handleApi(run: () => Promise<Response>, request?: Request): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    const expected = isAppError(error) ? error : asDatabaseUnavailable(error)
    if (!expected) throw error
    return appErrorResponse(expected, request ? localeOfRequest(request) : DEFAULT_LOCALE)
  }
}

/** Largest JSON body any endpoint reads; a form's JSON is a few KiB. */
export const JSON_BODY_LIMIT = 64 * 1024

/** Reads at most `maxBytes` of the body, counting as it streams, so a lying Content-Length does not help. */
export async function readBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => apiError('payload_too_large', 413, 'tooLarge', { limit: formatBytes(maxBytes) })
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) throw tooLarge()
  if (!request.body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      throw tooLarge()
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    body.set(chunk, at)
    at += chunk.byteLength
  }
  return body
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`
}

export type JsonObject = Record<string, unknown>

/**
 * Reads a JSON body: 415 if it is not JSON, 413 past the limit, 400 if it does not parse, nests too deep
 * or is not an object. Every endpoint takes an object ({ ... }); `null`, a list or a bare value is refused
 * here, once, rather than met by a route reading a field of it (a TypeError, a 500).
 */
export async function readJson(request: Request, maxBytes = JSON_BODY_LIMIT): Promise<JsonObject> {
  requireJsonType(request)
  return asJsonObject(parseJsonText(new TextDecoder().decode(await readBody(request, maxBytes))))
}

/** A JSON object body that may be left out (a DELETE's reason): no body at all reads as `{}`. */
export async function readOptionalJson(request: Request, maxBytes = JSON_BODY_LIMIT): Promise<JsonObject> {
  const bytes = await readBody(request, maxBytes)
  if (bytes.byteLength === 0) return {}
  requireJsonType(request)
  return asJsonObject(parseJsonText(new TextDecoder().decode(bytes)))
}

function requireJsonType(request: Request) {
  if (!(request.headers.get('content-type') ?? '').includes('application/json'))
    throw apiError('unsupported_media_type', 415, 'jsonOnly')
}

function asJsonObject(body: unknown): JsonObject {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw apiError('not_an_object', 400, 'notObject')
  return body as JsonObject
}

/**
 * How deep a JSON body may nest. The deepest form is three levels (a tenant in a list in the body); the
 * bound is far above that, and far below what a recursive walk (ours or a library's) can take: 5,000
 * levels fit in 25 KB and used to overflow the stack, a 500.
 */
export const JSON_MAX_DEPTH = 32

/** Parses JSON text from a client: 400 if it does not parse, nests past JSON_MAX_DEPTH or holds U+0000. */
export function parseJsonText(text: string, notJson = () => apiError('bad_json', 400, 'badJson')): unknown {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    // Built only here: an error's stack costs more than parsing a ballot.
    throw notJson()
  }
  checkParsed(body)
  return body
}

// PostgreSQL text cannot hold U+0000: refused here, once, rather than failing as a 500 at the insert.
const NUL = String.fromCharCode(0)

/** One pass, with its own stack rather than the call stack, so no depth can overflow it. */
function checkParsed(root: unknown) {
  const pending: Array<[value: unknown, depth: number]> = [[root, 0]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next
    if (typeof value === 'string') {
      if (value.includes(NUL)) throw nulError()
    } else if (value !== null && typeof value === 'object') {
      if (depth >= JSON_MAX_DEPTH) throw tooDeep()
      for (const [key, item] of Object.entries(value)) {
        if (key.includes(NUL)) throw nulError()
        pending.push([item, depth + 1])
      }
    }
  }
}

const hasNul = (value: string) => value.includes(NUL)

const nulError = () => apiError('bad_character', 400, 'badCharacter')

const tooDeep = () => apiError('too_deep', 400, 'tooDeep', { limit: JSON_MAX_DEPTH })

/** Reads a multipart/form-data body of at most `maxBytes`. */
export async function readMultipart(request: Request, maxBytes: number): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.includes('multipart/form-data')) throw apiError('unsupported_media_type', 415, 'formOnly')
  const bytes = await readBody(request, maxBytes)
  let form: FormData
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw apiError('bad_form', 400, 'badForm')
  }
  for (const [key, value] of form)
    if (hasNul(key) || (typeof value === 'string' && hasNul(value))) throw nulError()
  return form
}

/** Validates a parsed body; a failed schema is a 422 with per-field errors keyed by the field's path. */
export function validate<S extends z.ZodType>(schema: S, body: unknown, message?: string): z.output<S> {
  const result = schema.safeParse(body)
  if (result.success) return result.data
  const fieldErrors = toFieldErrors(result.error.issues)
  throw message === undefined
    ? apiError('invalid_input', 422, 'invalidInput', undefined, { fieldErrors })
    : new AppError('invalid_input', 422, message, { fieldErrors })
}

/** Reads a JSON body and validates it; bad JSON is a 400, a failed schema a 422 with per-field errors. */
export async function parseJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  return validate(schema, await readJson(request))
}
