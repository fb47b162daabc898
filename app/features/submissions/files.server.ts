import { createHash } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import type { Database, DbOrTransaction } from '~/db/client.server'
import { submissionFiles } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { isUuid } from '~/lib/ids'
import type { SubmissionType } from './kinds'

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

export type UploadKind = 'pdf' | 'doc' | 'xls' | 'docx' | 'xlsx' | 'jpg' | 'png'

const CONTENT_TYPES: Record<UploadKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpg: 'image/jpeg',
  png: 'image/png',
}

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b)
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP = [0x50, 0x4b, 0x03, 0x04]

/** Whether a ZIP's entry names include one starting with `prefix` (docx has `word/`, xlsx has `xl/`). */
function zipHasEntry(bytes: Buffer, prefix: string): boolean {
  // Each central-directory record is `PK\x01\x02`, 42 bytes of header, then the name.
  let at = bytes.indexOf('PK\x01\x02', 0, 'latin1')
  while (at !== -1 && at + 46 <= bytes.length) {
    const nameLength = bytes.readUInt16LE(at + 28)
    const name = bytes.toString('latin1', at + 46, at + 46 + nameLength)
    if (name.startsWith(prefix)) return true
    at = bytes.indexOf('PK\x01\x02', at + 46, 'latin1')
  }
  return false
}

/**
 * What the bytes are, judged by their content and the name's extension together: a renamed program or
 * an HTML page called budget.pdf is refused. Old Office files (doc, xls) share one container format,
 * so for those the extension picks which of the two it is.
 */
export function detectUpload(fileName: string, bytes: Buffer): UploadKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase()
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return extension === 'pdf' ? 'pdf' : null
  if (startsWith(bytes, OLE)) return extension === 'doc' || extension === 'xls' ? extension : null
  if (startsWith(bytes, ZIP)) {
    if (extension === 'docx' && zipHasEntry(bytes, 'word/')) return 'docx'
    if (extension === 'xlsx' && zipHasEntry(bytes, 'xl/')) return 'xlsx'
    return null
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return extension === 'jpg' || extension === 'jpeg' ? 'jpg' : null
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return extension === 'png' ? 'png' : null
  return null
}

export type Upload = { field: string; fileName: string; bytes: Buffer }

/** Letters, digits, dot, dash, underscore and space; no path, at most 120 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const cleaned = base
    .replace(/[^\w.\- ]+/g, '_')
    .replace(/^\.+/, '')
    .trim()
    .slice(-120)
  return cleaned || 'upload'
}

/**
 * Checks an upload against the kinds a form accepts; the AppError names the field, so the form can show
 * it beside the file picker.
 */
export function checkUpload(upload: Upload, accepted: readonly UploadKind[], label: string): UploadKind {
  if (upload.bytes.length === 0)
    throw uploadError(upload.field, `The ${label} file is empty. Please choose the file again.`)
  if (upload.bytes.length > MAX_UPLOAD_BYTES)
    throw uploadError(upload.field, `The ${label} file is larger than 10 MB. Please send a smaller file.`)
  const kind = detectUpload(upload.fileName, upload.bytes)
  if (!kind || !accepted.includes(kind))
    throw uploadError(
      upload.field,
      `The ${label} file must be a ${accepted.map((k) => k.toUpperCase()).join(', ')} file.`,
    )
  return kind
}

function uploadError(field: string, message: string) {
  return new AppError('invalid_upload', 422, message, { fieldErrors: { [field]: [message] } })
}

/** Stores checked uploads with their submission; call inside the submission's transaction. */
export async function saveFiles(
  db: DbOrTransaction,
  submission: { type: SubmissionType; id: string },
  uploads: Array<Upload & { kind: UploadKind }>,
) {
  if (uploads.length === 0) return []
  return db
    .insert(submissionFiles)
    .values(
      uploads.map((u) => ({
        submissionType: submission.type,
        submissionId: submission.id,
        field: u.field,
        fileName: safeFileName(u.fileName),
        contentType: CONTENT_TYPES[u.kind],
        sizeBytes: u.bytes.length,
        sha256: createHash('sha256').update(u.bytes).digest('hex'),
        content: u.bytes,
      })),
    )
    .returning({ id: submissionFiles.id, field: submissionFiles.field, fileName: submissionFiles.fileName })
}

/** One stored file with its bytes, for a staff download. */
export async function getFile(db: Database, fileId: string) {
  // Only a real UUID reaches the uuid column: 36 dashes passed a looser check and failed the cast, a 500.
  if (!isUuid(fileId)) return null
  const [row] = await db.select().from(submissionFiles).where(eq(submissionFiles.id, fileId))
  return row ?? null
}

/** The files of one submission, without their bytes. */
export async function listFiles(db: DbOrTransaction, type: SubmissionType, id: string) {
  return db
    .select({
      id: submissionFiles.id,
      field: submissionFiles.field,
      fileName: submissionFiles.fileName,
      contentType: submissionFiles.contentType,
      sizeBytes: submissionFiles.sizeBytes,
      createdAt: submissionFiles.createdAt,
    })
    .from(submissionFiles)
    .where(and(eq(submissionFiles.submissionType, type), eq(submissionFiles.submissionId, id)))
    .orderBy(asc(submissionFiles.createdAt), asc(submissionFiles.field))
}
