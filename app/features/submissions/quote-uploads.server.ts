import { z } from 'zod'
import { isAppError } from '~/lib/errors'
import { isFilePart, type MultipartPart } from '~/lib/multipart.server'
import {
  checkUpload,
  MAX_UPLOAD_BYTES,
  safeFileName,
  type Upload,
  type UploadKind,
} from '~/lib/uploads.server'
import { QuoteRequestSchema } from './schemas'

// The quote request with its two optional files (DESIGN.md "Public JSON API"): the JSON call carries
// them as null (spec section 3); the multipart form of the same endpoint carries the files themselves.

/** The file pickers of the wizard and how a message names each. */
export const QUOTE_FILE_FIELDS = { budget_file: 'budget', reserve_study_file: 'reserve study' } as const
export type QuoteFileField = keyof typeof QUOTE_FILE_FIELDS

/** Spec section 3: the picker accepts pdf, xlsx, xls, doc, docx. Checked by content, not by name. */
export const QUOTE_FILE_KINDS: readonly UploadKind[] = ['pdf', 'doc', 'docx', 'xls', 'xlsx']

/** Two files at the 10 MB limit, plus the text fields and the multipart framing around them. */
export const QUOTE_MULTIPART_LIMITS = {
  maxBytes: 2 * MAX_UPLOAD_BYTES + 256 * 1024,
  maxFileBytes: MAX_UPLOAD_BYTES,
}

export type CheckedUpload = Upload & { kind: UploadKind }

const isUpload = (value: unknown): value is Upload =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as Upload).bytes)

const uploadField = (field: QuoteFileField) =>
  z
    .custom<Upload>(isUpload, `Please attach the ${QUOTE_FILE_FIELDS[field]} as a file (PDF, Word or Excel).`)
    .transform((upload, ctx): CheckedUpload => {
      try {
        return { ...upload, kind: checkUpload(upload, QUOTE_FILE_KINDS, QUOTE_FILE_FIELDS[field]) }
      } catch (error) {
        if (!isAppError(error)) throw error
        ctx.addIssue({ code: 'custom', message: error.message })
        return z.NEVER
      }
    })
    .nullable()
    .optional()

/**
 * The endpoint's authority for both forms of the call. A JSON body cannot hold file bytes, so in JSON
 * the file fields pass only as null or absent.
 */
export const QuoteSubmissionSchema = QuoteRequestSchema.extend({
  budget_file: uploadField('budget_file'),
  reserve_study_file: uploadField('reserve_study_file'),
})
export type QuoteSubmission = z.output<typeof QuoteSubmissionSchema>

/** The checked files of a submission, in the order of the pickers. */
export function quoteUploads(input: QuoteSubmission): CheckedUpload[] {
  return [input.budget_file, input.reserve_study_file].filter((file): file is CheckedUpload => Boolean(file))
}

const isFileField = (key: string): key is QuoteFileField => key in QUOTE_FILE_FIELDS

/**
 * A multipart form as the body the schema reads: text as strings, files as uploads, an empty picker
 * (no name, no bytes) as null. The first value of a repeated field counts.
 */
export function quoteBodyFromParts(parts: MultipartPart[]): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const part of parts) {
    const key = part.name
    if (key in body) continue
    if (!isFilePart(part)) {
      body[key] = isFileField(key) && part.value === '' ? null : part.value
    } else if (!isFileField(key)) {
      body[key] = { fileName: part.fileName } // a file where text belongs: the schema refuses it
    } else if (part.bytes.length === 0 && part.fileName === '') {
      body[key] = null
    } else {
      body[key] = { field: key, fileName: safeFileName(part.fileName), bytes: part.bytes } satisfies Upload
    }
  }
  return body
}
