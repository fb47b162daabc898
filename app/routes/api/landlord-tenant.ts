import { randomInt } from 'node:crypto'
import {
  checkUpload,
  MAX_UPLOAD_BYTES,
  safeFileName,
  saveFiles,
  type Upload,
} from '~/features/submissions/files.server'
import { LEASE_FILE_FIELD, LEASE_FILE_KINDS } from '~/features/submissions/lease-file'
import { rentalMessages } from '~/features/submissions/rental-messages'
import { newReference } from '~/features/submissions/reference'
import { HONEYPOT_FIELD, RentalRegistrationSchema } from '~/features/submissions/schemas'
import { saveRentalRegistration } from '~/features/submissions/store.server'
import { AppError } from '~/lib/errors'
import { appErrorResponse, handleApi, parseJsonText, readJson, readMultipart } from '~/lib/http.server'
import { requirePost, takeSubmission } from './submission-intake.server'
import type { Route } from './+types/landlord-tenant'

// The landlord-tenant registration (spec section 2, /landlord-tenant; DESIGN.md "Rental registration").
// JSON, or multipart/form-data with the JSON fields in one `data` field and an optional `lease_file`.
// Answers 201 { reference }.

/** One lease file of at most 10 MB, plus the fields and the multipart framing. */
const MULTIPART_LIMIT = MAX_UPLOAD_BYTES + 256 * 1024

type Body = { body: unknown; lease?: Upload }

async function readRegistration(request: Request): Promise<Body> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.includes('multipart/form-data')) return { body: await readJson(request) }

  const form = await readMultipart(request, MULTIPART_LIMIT)
  const data = form.get('data')
  if (typeof data !== 'string')
    throw new AppError(
      'bad_form',
      400,
      'The form is missing its fields. Please reload the page and try again.',
    )
  let body = parseJsonText(
    data,
    new AppError('bad_form', 400, 'The form’s fields could not be read. Please try again.'),
  )
  // A honeypot sent as a plain form field counts as much as one inside `data`.
  const honeypot = form.get(HONEYPOT_FIELD)
  if (typeof honeypot === 'string' && honeypot !== '' && typeof body === 'object' && body !== null)
    body = { ...body, [HONEYPOT_FIELD]: honeypot }

  // A browser sends an empty, nameless part for a file input left blank: that is no file.
  const files = form.getAll(LEASE_FILE_FIELD).filter((f) => typeof f !== 'string' && (f.size > 0 || f.name))
  if (form.getAll(LEASE_FILE_FIELD).some((f) => typeof f === 'string' && f !== ''))
    throw leaseError('Please attach the lease as a file.')
  if (files.length > 1) throw leaseError('Please attach one lease file.')
  const file = files[0] as File | undefined
  if (!file) return { body }
  const bytes = Buffer.from(await file.arrayBuffer())
  return { body, lease: { field: LEASE_FILE_FIELD, fileName: file.name || 'lease', bytes } }
}

function leaseError(message: string) {
  return new AppError('invalid_upload', 422, message, { fieldErrors: { [LEASE_FILE_FIELD]: [message] } })
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    requirePost(request)
    const { body, lease } = await readRegistration(request)
    const result = await takeSubmission(context, body, {
      type: 'rental',
      schema: RentalRegistrationSchema,
      save: saveRentalRegistration,
      // The content check runs here, inside the transaction: a refused file rolls the registration back.
      afterSave: async (tx, stored) => {
        if (!lease) return
        const kind = checkUpload(lease, LEASE_FILE_KINDS, 'lease')
        await saveFiles(tx, { type: 'rental', id: stored.id }, [{ ...lease, kind }])
      },
      messages: (input, stored) =>
        rentalMessages(
          input,
          stored,
          lease ? { fileName: safeFileName(lease.fileName), sizeBytes: lease.bytes.length } : undefined,
        ),
    })
    // A dropped bot submission gets a reference that looks real and leads nowhere.
    const reference = result.honeypot ? newReference('rental', randomInt) : result.stored.reference
    return Response.json({ reference }, { status: 201, headers: { 'Cache-Control': 'no-store' } })
  })
}

export function loader() {
  return appErrorResponse(
    new AppError('method_not_allowed', 405, 'Send the rental registration with a POST request.'),
  )
}
