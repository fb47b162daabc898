import { AppError } from '~/lib/errors'
import { isFilePart, readMultipartParts, type MultipartPart } from '~/lib/multipart.server'
import { uploadSlots } from '~/lib/upload-slots.server'
import type { SurveyUpload } from './file-answers.server'
import { FILE_MAX_BYTES, MAX_FILE_QUESTIONS } from './file-kinds'

// A response sent as multipart/form-data because it carries files: by the page's script (the answers
// as JSON in `data`) or by the plain form without JavaScript (every answer a field of its own). Either
// way a file is the part named after its question's answer field, `a.<questionId>`.

/** Every file a survey may ask for at the 10 MB limit, plus the answers and the multipart framing. */
const LIMITS = { maxBytes: MAX_FILE_QUESTIONS * FILE_MAX_BYTES + 256 * 1024, maxFileBytes: FILE_MAX_BYTES }

const FILE_FIELD = /^a\.([0-9a-f-]{36})$/i

export type ResponseParts = { fields: URLSearchParams; uploads: SurveyUpload[] }

/** The text fields and the files. An empty picker (no name, no bytes) is no file; a second for a question is refused. */
export function splitParts(parts: MultipartPart[]): ResponseParts {
  const fields = new URLSearchParams()
  const uploads: SurveyUpload[] = []
  for (const part of parts) {
    if (!isFilePart(part)) {
      fields.append(part.name, part.value)
      continue
    }
    if (part.bytes.length === 0 && part.fileName === '') continue
    const questionId = FILE_FIELD.exec(part.name)?.[1]
    if (!questionId || uploads.some((u) => u.questionId === questionId))
      throw new AppError('bad_form', 400, 'Send one file for each file question, named a.<questionId>.')
    uploads.push({ questionId, fileName: part.fileName || 'file', bytes: part.bytes })
  }
  return { fields, uploads }
}

/** Reads a multipart response in one of the few upload slots this process has (503 when all are taken). */
export async function readResponseParts(request: Request): Promise<ResponseParts> {
  const release = uploadSlots.take()
  try {
    return splitParts(await readMultipartParts(request, LIMITS))
  } finally {
    release()
  }
}
