import type { AppLoadContext } from 'react-router'
import type { Actor } from '~/features/communities/types'
import { requireStaff } from '~/features/staff/auth.server'
import { AppError } from '~/lib/errors'
import { readBody, readMultipart } from '~/lib/http.server'

// Pieces the /api/communities routes share. Every route lets board accounts in; the community services
// then keep each account to its own communities, read-only (decision 0010).

export async function communityActor(request: Request, context: AppLoadContext): Promise<Actor> {
  const user = await requireStaff(request, context.db, { role: 'board' })
  return { id: user.id, name: user.name, role: user.role }
}

/** A roll file: 10,000 units with co-owners is about 1.5 MB; a 20 MB body is refused before it is read. */
export const ROLL_BODY_LIMIT = 10 * 1024 * 1024

// Browsers label a .csv upload as text/csv, or on Windows as application/vnd.ms-excel.
const CSV_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel']

/** Spreadsheets save UTF-8 (with or without a BOM) or, on Windows, Windows-1252: both are read. */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

const truthy = (value: unknown) => typeof value === 'string' && /^(1|true|yes|on)$/i.test(value.trim())

/**
 * The CSV of a roll upload, sent as the body (`text/csv`) or as the `file` field of a multipart form;
 * `acknowledgeTotal` comes from the query string or a form field.
 */
export async function readRollUpload(request: Request): Promise<{ csv: string; acknowledgeTotal: boolean }> {
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase()
  const query = new URL(request.url).searchParams
  if (contentType.includes('multipart/form-data')) {
    const form = await readMultipart(request, ROLL_BODY_LIMIT)
    const file = form.get('file')
    if (!(file instanceof File))
      throw new AppError('missing_file', 400, 'Attach the roll as a CSV file in the "file" field.')
    return {
      csv: decode(new Uint8Array(await file.arrayBuffer())),
      acknowledgeTotal: truthy(query.get('acknowledgeTotal')) || truthy(form.get('acknowledgeTotal')),
    }
  }
  if (!CSV_TYPES.some((type) => contentType.startsWith(type)))
    throw new AppError(
      'unsupported_media_type',
      415,
      'Send the roll as CSV (Content-Type: text/csv), or as a multipart form with the file in a "file" field.',
    )
  return {
    csv: decode(await readBody(request, ROLL_BODY_LIMIT)),
    acknowledgeTotal: truthy(query.get('acknowledgeTotal')),
  }
}
