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
import { appErrorResponse, parseJsonText, readJson } from '~/lib/http.server'
import { firstPart, isFilePart, isMultipart, partsNamed, readMultipartParts } from '~/lib/multipart.server'
import { answerFormPost } from './form-post.server'
import type { Route } from './+types/landlord-tenant'

// The landlord-tenant registration (spec section 2, /landlord-tenant; DESIGN.md "Rental registration").
// JSON, or multipart/form-data with the JSON fields in one `data` field and an optional `lease_file`.
// Answers 201 { reference }.

/** One lease file of at most 10 MB, plus the fields and the multipart framing. */
const MULTIPART_LIMITS = { maxBytes: MAX_UPLOAD_BYTES + 256 * 1024, maxFileBytes: MAX_UPLOAD_BYTES }

type Registration = { body: unknown; lease?: Upload }

async function readRegistration(request: Request): Promise<Registration> {
  if (!isMultipart(request)) return { body: await readJson(request) }

  const parts = await readMultipartParts(request, MULTIPART_LIMITS)
  const data = firstPart(parts, 'data')
  if (!data || isFilePart(data))
    throw new AppError(
      'bad_form',
      400,
      'The form is missing its fields. Please reload the page and try again.',
    )
  let body = parseJsonText(
    data.value,
    () => new AppError('bad_form', 400, 'The form’s fields could not be read. Please try again.'),
  )
  // A honeypot sent as a plain form field counts as much as one inside `data`.
  const honeypot = firstPart(parts, HONEYPOT_FIELD)
  if (honeypot && !isFilePart(honeypot) && honeypot.value !== '' && typeof body === 'object' && body !== null)
    body = { ...body, [HONEYPOT_FIELD]: honeypot.value }

  // A browser sends an empty, nameless part for a file input left blank: that is no file.
  const leaseParts = partsNamed(parts, LEASE_FILE_FIELD)
  const files = leaseParts.filter(isFilePart).filter((f) => f.bytes.length > 0 || f.fileName)
  if (leaseParts.some((f) => !isFilePart(f) && f.value !== ''))
    throw leaseError('Please attach the lease as a file.')
  if (files.length > 1) throw leaseError('Please attach one lease file.')
  const file = files[0]
  if (!file) return { body }
  return { body, lease: { field: LEASE_FILE_FIELD, fileName: file.fileName || 'lease', bytes: file.bytes } }
}

function leaseError(message: string) {
  return new AppError('invalid_upload', 422, message, { fieldErrors: { [LEASE_FILE_FIELD]: [message] } })
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerFormPost(request, context, {
    endpoint: '/api/landlord-tenant',
    type: 'rental',
    read: readRegistration,
    body: (read) => read.body,
    schema: RentalRegistrationSchema,
    save: saveRentalRegistration,
    // The content check runs here, inside the transaction: a refused file rolls the registration back.
    afterSave: async (tx, stored, _input, { lease }) => {
      if (!lease) return
      const kind = checkUpload(lease, LEASE_FILE_KINDS, 'lease')
      await saveFiles(tx, { type: 'rental', id: stored.id }, [{ ...lease, kind }])
    },
    messages: (input, stored, { lease }) =>
      rentalMessages(
        input,
        stored,
        lease ? { fileName: safeFileName(lease.fileName), sizeBytes: lease.bytes.length } : undefined,
      ),
    // A dropped bot submission gets a reference that looks real and leads nowhere.
    answer: (result) => ({
      reference: result.honeypot ? newReference('rental', randomInt) : result.stored.reference,
    }),
  })
}

export function loader() {
  return appErrorResponse(
    new AppError('method_not_allowed', 405, 'Send the rental registration with a POST request.'),
  )
}
