import { safeFileName } from '~/lib/uploads.server'
import { SubmissionTypeSchema } from '~/features/submissions/inbox-schemas'
import type { SubmissionType } from '~/features/submissions/kinds'
import { AppError } from '~/lib/errors'
import { appErrorResponse } from '~/lib/http.server'

// Small pieces every /api/staff route shares. Staff answers are personal data: never cached.

export function staffJson(data: unknown, status = 200): Response {
  return Response.json(data, { status, headers: { 'Cache-Control': 'no-store' } })
}

/** The query string as a plain object, for a Zod query schema. */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams)
}

/** A `:type` path segment; anything but the five kinds is a page that does not exist. */
export function submissionTypeParam(value: string | undefined): SubmissionType {
  const parsed = SubmissionTypeSchema.safeParse(value)
  if (!parsed.success) throw new AppError('submission_not_found', 404, 'There is no such kind of submission.')
  return parsed.data
}

export function requireMethod(request: Request, method: string, what: string) {
  if (request.method !== method)
    throw new AppError('method_not_allowed', 405, `${what} with a ${method} request.`)
}

/** The answer for the other method of a one-method route. */
export function wrongMethod(what: string, method: string): () => Response {
  return () => appErrorResponse(new AppError('method_not_allowed', 405, `${what} with a ${method} request.`))
}

/**
 * `attachment` with an ASCII name and the RFC 5987 form, so a browser saves the file instead of showing
 * it; with nosniff and a sandboxing CSP, an uploaded file can never run as a page of this site.
 */
export function contentDisposition(fileName: string): string {
  const ascii = safeFileName(fileName).replace(/"/g, '')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

/** A stored upload sent back as a download that can never run as a page of this site. */
export function fileDownload(file: { bytes: Buffer; contentType: string; fileName: string }): Response {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.length),
      'Content-Disposition': contentDisposition(file.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    },
  })
}
