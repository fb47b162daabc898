import {
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  photoProblem,
  photoTypeOf,
} from '~/features/elections/candidate-photo-check'
import type { CandidatePhoto } from '~/features/elections/candidate-photos.server'
import { AppError, isAppError } from '~/lib/errors'
import { isFilePart, readMultipartParts } from '~/lib/multipart.server'

// The multipart upload of one candidate photo (candidate-photo-check.ts says what is accepted). A body past
// the limit stops being read at once; the person is told the photo's limit, not the request's.

const LIMITS = { maxBytes: PHOTO_MAX_BYTES + 64 * 1024, maxFileBytes: PHOTO_MAX_BYTES }

const refused = (message: string, status = 422) =>
  new AppError('invalid_upload', status, message, { fieldErrors: { [PHOTO_FIELD]: [message] } })

export async function readCandidatePhoto(request: Request): Promise<CandidatePhoto> {
  const parts = await readMultipartParts(request, LIMITS).catch((error: unknown) => {
    if (isAppError(error) && error.code === 'payload_too_large') throw refused(PHOTO_MESSAGES.tooLarge, 413)
    throw error
  })
  const files = parts.filter(isFilePart).filter((part) => part.bytes.length > 0 || part.fileName !== '')
  if (files.length > 1) throw refused(PHOTO_MESSAGES.several)
  const file = files[0]
  if (!file) throw refused(PHOTO_MESSAGES.missing)
  const problem = photoProblem(file.bytes)
  if (problem) throw refused(problem, problem === PHOTO_MESSAGES.tooLarge ? 413 : 422)
  return { type: photoTypeOf(file.bytes)!, bytes: new Uint8Array(file.bytes) }
}
