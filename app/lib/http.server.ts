import type { z } from 'zod'
import { AppError, isAppError } from './errors'

export type ApiErrorBody = { message: string; fieldErrors?: Record<string, string[]> }

/** The JSON answer for an expected failure: `{ message, fieldErrors? }`, with Retry-After on a 429. */
export function appErrorResponse(error: AppError): Response {
  const body: ApiErrorBody = { message: error.message }
  if (error.extra.fieldErrors) body.fieldErrors = error.extra.fieldErrors
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (error.extra.retryAfterSeconds !== undefined)
    headers.set('Retry-After', String(error.extra.retryAfterSeconds))
  return Response.json(body, { status: error.status, headers })
}

/** Runs an API handler; expected failures become their JSON answers, anything else stays a 500 bug. */
export async function handleApi(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    if (isAppError(error)) return appErrorResponse(error)
    throw error
  }
}

/** Reads a JSON body and validates it; bad JSON is a 400, a failed schema a 422 with per-field errors. */
export async function parseJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  if (!(request.headers.get('content-type') ?? '').includes('application/json'))
    throw new AppError(
      'unsupported_media_type',
      415,
      'Send the request body as JSON (Content-Type: application/json).',
    )
  let body: unknown
  try {
    body = await request.json()
  } catch {
    throw new AppError('bad_json', 400, 'The request body is not valid JSON.')
  }
  const result = schema.safeParse(body)
  if (result.success) return result.data
  const fieldErrors: Record<string, string[]> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_form'
    ;(fieldErrors[key] ??= []).push(issue.message)
  }
  throw new AppError('invalid_input', 422, 'Some fields need attention. Please check them and try again.', {
    fieldErrors,
  })
}
