import type { AppLoadContext } from 'react-router'
import type { Actor } from '~/features/communities/types'
import { requireStaff } from '~/features/staff/auth.server'
import { rollFileReader } from '~/features/communities/roll-file'
import type { CsvReadResult } from '~/lib/csv-read'
import { AppError } from '~/lib/errors'
import { firstPart, isFilePart, readMultipartParts } from '~/lib/multipart.server'

// Pieces the /api/communities routes share. Every route lets board accounts in; the community services
// then keep each account to its own communities, read-only (decision 0010).

export async function communityActor(request: Request, context: AppLoadContext): Promise<Actor> {
  const user = await requireStaff(request, context.db, { role: 'board' })
  return { id: user.id, name: user.name, role: user.role }
}

/** A roll file: 10,000 units with co-owners is about 1.5 MB; a 20 MB body is refused before it is read. */
export const ROLL_BODY_LIMIT = 10 * 1024 * 1024

// Browsers label a .csv upload as text/csv, or on Windows as application/vnd.ms-excel; Excel's Unicode
// text (.txt) is text/plain, a .tsv text/tab-separated-values.
const CSV_TYPES = [
  'text/csv',
  'text/plain',
  'text/tab-separated-values',
  'application/csv',
  'application/vnd.ms-excel',
]

const truthy = (value: unknown) => typeof value === 'string' && /^(1|true|yes|on)$/i.test(value.trim())

const tooLarge = () =>
  new AppError('payload_too_large', 413, 'The request is too large (the limit is 10 MB).')

/**
 * The records of a roll upload, sent as the body (`text/csv`) or as the `file` field of a multipart form,
 * read as they arrive (rollFileReader): a 413 past 10 MB or past the row limit, without reading on.
 * `acknowledgeTotal` comes from the query string or a form field.
 */
export async function readRollUpload(
  request: Request,
): Promise<{ csv: CsvReadResult; acknowledgeTotal: boolean }> {
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase()
  const query = new URL(request.url).searchParams
  const roll = rollFileReader()
  if (contentType.includes('multipart/form-data')) {
    let streamed = false
    const parts = await readMultipartParts(
      request,
      { maxBytes: ROLL_BODY_LIMIT, maxFileBytes: ROLL_BODY_LIMIT },
      // The first "file" is the roll, as FormData.get would take it.
      (field) =>
        field === 'file' && !streamed ? ((streamed = true), (chunk) => roll.write(chunk)) : undefined,
    )
    const file = firstPart(parts, 'file')
    if (!file || !isFilePart(file))
      throw new AppError('missing_file', 400, 'Attach the roll as a CSV file in the "file" field.')
    const field = firstPart(parts, 'acknowledgeTotal')
    return {
      csv: roll.end(),
      acknowledgeTotal:
        truthy(query.get('acknowledgeTotal')) ||
        (field !== undefined && !isFilePart(field) && truthy(field.value)),
    }
  }
  if (!CSV_TYPES.some((type) => contentType.startsWith(type)))
    throw new AppError(
      'unsupported_media_type',
      415,
      'Send the roll as CSV (Content-Type: text/csv), or as a multipart form with the file in a "file" field.',
    )
  if (Number(request.headers.get('content-length') ?? '0') > ROLL_BODY_LIMIT) throw tooLarge()
  if (request.body) {
    // A 413 stops reading here, without cancelling the body: cancelling it would reset the connection
    // before the client reads the answer; the server drops the rest after answering (drain-unread-body).
    const reader = request.body.getReader()
    let size = 0
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      size += next.value.byteLength
      if (size > ROLL_BODY_LIMIT) throw tooLarge()
      roll.write(next.value)
    }
  }
  return { csv: roll.end(), acknowledgeTotal: truthy(query.get('acknowledgeTotal')) }
}
