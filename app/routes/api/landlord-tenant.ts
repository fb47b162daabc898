import { randomInt } from 'node:crypto'
import { saveFiles } from '~/features/submissions/files.server'
import { LEASE_FILE_FIELD, LEASE_FILE_KINDS } from '~/features/submissions/lease-file'
import { rentalMessages } from '~/features/submissions/rental-messages'
import { newReference } from '~/features/submissions/reference'
import { rentalRegistrationSchema, type Say } from '~/features/submissions/form-schemas'
import { HONEYPOT_FIELD } from '~/features/submissions/schemas'
import { saveRentalRegistration } from '~/features/submissions/store.server'
import { translator } from '~/i18n/catalogues.server'
import { localeOfRequest } from '~/i18n/locales'
import { AppError } from '~/lib/errors'
import { appErrorResponse, parseJsonText, readJson } from '~/lib/http.server'
import { firstPart, isFilePart, isMultipart, partsNamed, readMultipartParts } from '~/lib/multipart.server'
import { checkUpload, MAX_UPLOAD_BYTES, safeFileName, type Upload, uploadError } from '~/lib/uploads.server'
import { answerFormPost } from './form-post.server'
import type { Route } from './+types/landlord-tenant'

// The landlord-tenant registration (spec section 2, /landlord-tenant; DESIGN.md "Rental registration").
// JSON, or multipart/form-data with the JSON fields in one `data` field and an optional `lease_file`.
// Answers 201 { reference }.

/** One lease file of at most 10 MB, plus the fields and the multipart framing. */
const MULTIPART_LIMITS = { maxBytes: MAX_UPLOAD_BYTES + 256 * 1024, maxFileBytes: MAX_UPLOAD_BYTES }

type Registration = { body: unknown; lease?: Upload }

async function readRegistration(request: Request, say: Say): Promise<Registration> {
  if (!isMultipart(request)) return { body: await readJson(request) }

  const parts = await readMultipartParts(request, MULTIPART_LIMITS)
  const data = firstPart(parts, 'data')
  if (!data || isFilePart(data)) throw new AppError('bad_form', 400, say('v.leaseMissingFields'))
  let body = parseJsonText(data.value, () => new AppError('bad_form', 400, say('v.leaseUnreadable')))
  // A honeypot sent as a plain form field counts as much as one inside `data`.
  const honeypot = firstPart(parts, HONEYPOT_FIELD)
  if (honeypot && !isFilePart(honeypot) && honeypot.value !== '' && typeof body === 'object' && body !== null)
    body = { ...body, [HONEYPOT_FIELD]: honeypot.value }

  // A browser sends an empty, nameless part for a file input left blank: that is no file.
  const leaseParts = partsNamed(parts, LEASE_FILE_FIELD)
  const files = leaseParts.filter(isFilePart).filter((f) => f.bytes.length > 0 || f.fileName)
  if (leaseParts.some((f) => !isFilePart(f) && f.value !== '')) throw leaseError(say('v.leaseAsFile'))
  if (files.length > 1) throw leaseError(say('v.leaseOneFile'))
  const file = files[0]
  if (!file) return { body }
  return { body, lease: { field: LEASE_FILE_FIELD, fileName: file.fileName || 'lease', bytes: file.bytes } }
}

const leaseError = (message: string) => uploadError(LEASE_FILE_FIELD, message)

/** The content check of a lease file, in the sender's language. */
function checkLease(lease: Upload, say: Say) {
  try {
    return checkUpload(lease, LEASE_FILE_KINDS, 'lease')
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    const empty = lease.bytes.length === 0
    const large = lease.bytes.length > MAX_UPLOAD_BYTES
    throw leaseError(say(empty ? 'v.leaseEmpty' : large ? 'v.leaseLarge' : 'v.leaseKind'))
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const say = translator(localeOfRequest(request), 'forms')
  return answerFormPost(request, context, {
    endpoint: '/api/landlord-tenant',
    type: 'rental',
    read: (request) => readRegistration(request, say),
    body: (read) => read.body,
    schema: rentalRegistrationSchema(say),
    save: saveRentalRegistration,
    // The content check runs here, inside the transaction: a refused file rolls the registration back.
    afterSave: async (tx, stored, _input, { lease }) => {
      if (!lease) return
      const kind = checkLease(lease, say)
      await saveFiles(tx, { type: 'rental', id: stored.id }, [{ ...lease, kind }])
    },
    messages: (input, stored, { lease }, locale) =>
      rentalMessages(
        input,
        stored,
        lease ? { fileName: safeFileName(lease.fileName), sizeBytes: lease.bytes.length } : undefined,
        locale,
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
