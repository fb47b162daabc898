import { AppError } from './errors'

// What an uploaded file really is, judged by its bytes: the one content check every form with a file
// picker uses (quote and rental forms, survey file questions).

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

export type UploadKind = 'pdf' | 'doc' | 'xls' | 'docx' | 'xlsx' | 'jpg' | 'png' | 'heic'

export const CONTENT_TYPES: Record<UploadKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
}

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b)
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP = [0x50, 0x4b, 0x03, 0x04]
// An iPhone photo: an ISO media file (`ftyp` at byte 4) whose brand is one of HEIF's HEVC brands.
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'])

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

const isHeic = (bytes: Buffer) =>
  bytes.length >= 12 &&
  bytes.toString('latin1', 4, 8) === 'ftyp' &&
  HEIC_BRANDS.has(bytes.toString('latin1', 8, 12))

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
  if (isHeic(bytes)) return extension === 'heic' || extension === 'heif' ? 'heic' : null
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

export function uploadError(field: string, message: string) {
  return new AppError('invalid_upload', 422, message, { fieldErrors: { [field]: [message] } })
}
