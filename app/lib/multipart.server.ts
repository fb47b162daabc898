import busboy from 'busboy'
import { apiError } from './api-error.server'
import { AppError } from './errors'

// multipart/form-data read as a stream (issue 14 item 5): the body is counted as it arrives and the read
// stops at once past the form's own limit, so no request can make the server hold more than that limit.

export type MultipartField = { name: string; value: string }
export type MultipartFile = { name: string; fileName: string; contentType: string; bytes: Buffer }
export type MultipartPart = MultipartField | MultipartFile

export type MultipartLimits = {
  /** The whole body, framing included; past it the read stops with a 413. */
  maxBytes: number
  /**
   * One file. A larger file keeps only its first `maxFileBytes + 1` bytes, enough for the form's own
   * check to refuse it as too large beside its field, and the rest is dropped as it arrives.
   */
  maxFileBytes: number
}

/**
 * Where a file part's bytes go instead of being kept: a function for this field, or undefined to keep
 * them. The part then comes back with no bytes. A sink that throws an AppError ends the read with it.
 */
export type FileSink = (field: string) => ((chunk: Buffer) => void) | undefined

/** More parts than any form has fields, far fewer than a body of tiny parts would hold. */
export const MAX_MULTIPART_PARTS = 200

export const isFilePart = (part: MultipartPart): part is MultipartFile => 'bytes' in part

export const isMultipart = (request: Request) =>
  (request.headers.get('content-type') ?? '').includes('multipart/form-data')

const tooLarge = (maxBytes: number) =>
  apiError('payload_too_large', 413, 'tooLarge', { limit: `${Math.round(maxBytes / (1024 * 1024))} MB` })
const badForm = () => apiError('bad_form', 400, 'badForm')
const tooManyParts = () => apiError('too_many_parts', 413, 'tooManyParts', { limit: MAX_MULTIPART_PARTS })
// PostgreSQL text cannot hold U+0000 (the same rule as app/lib/http.server.ts for JSON).
const nulError = () => apiError('bad_character', 400, 'badCharacter')
const hasNul = (value: string) => value.includes(String.fromCharCode(0))

/** Reads a multipart/form-data body into its parts, in order; 415, 413 or 400 as the body deserves. */
export async function readMultipartParts(
  request: Request,
  limits: MultipartLimits,
  sinkFor?: FileSink,
): Promise<MultipartPart[]> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.includes('multipart/form-data')) throw apiError('unsupported_media_type', 415, 'formOnly')
  if (Number(request.headers.get('content-length') ?? '0') > limits.maxBytes) throw tooLarge(limits.maxBytes)
  if (!request.body) throw badForm()

  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: {
        fieldNameSize: 256,
        fieldSize: limits.maxBytes,
        fileSize: limits.maxFileBytes + 1,
        parts: MAX_MULTIPART_PARTS,
      },
    })
  } catch {
    throw badForm() // no boundary, or not multipart after all
  }
  const parts: MultipartPart[] = []
  const files: Array<Promise<void>> = []
  let failure: AppError | undefined
  const fail = (error: AppError) => (failure ??= error)

  parser.on('field', (name, value) => {
    if (hasNul(name) || hasNul(value)) fail(nulError())
    else parts.push({ name, value })
  })
  parser.on('file', (name, stream, info) => {
    if (hasNul(name)) fail(nulError())
    // The part keeps its place among the fields; its bytes arrive when the file ends.
    const part: MultipartFile = {
      name,
      fileName: info.filename ?? '',
      contentType: info.mimeType,
      bytes: Buffer.alloc(0),
    }
    parts.push(part)
    const chunks: Buffer[] = []
    const sink = sinkFor?.(name)
    stream.on('data', (chunk: Buffer) => {
      if (!sink) return void chunks.push(chunk)
      if (failure) return
      try {
        sink(chunk)
      } catch (error) {
        fail(error instanceof AppError ? error : badForm())
      }
    })
    // Errors settle as `failure`, never as a rejection nobody may be waiting for.
    files.push(
      new Promise((resolve) => {
        stream.once('end', () => {
          part.bytes = Buffer.concat(chunks)
          chunks.length = 0
          resolve()
        })
        stream.on('error', () => resolve(void fail(badForm())))
      }),
    )
  })
  parser.on('partsLimit', () => fail(tooManyParts()))
  const parsed = new Promise<void>((resolve) => {
    parser.once('close', resolve)
    parser.on('error', () => resolve(void fail(badForm())))
  })

  const reader = request.body.getReader()
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      // Stop reading here, not after the body: the rest of it is never taken off the connection.
      if (size > limits.maxBytes) throw tooLarge(limits.maxBytes)
      if (failure) throw failure
      if (!parser.write(value)) await Promise.race([new Promise((r) => parser.once('drain', r)), parsed])
      if (failure) throw failure
    }
    parser.end()
    await parsed
    await Promise.all(files) // busboy closes only after every file stream has ended
    if (failure) throw failure
  } catch (error) {
    parser.destroy()
    throw error instanceof AppError ? error : badForm()
  }
  return parts
}

/** The first part of a name, as FormData.get gives it. */
export const firstPart = (parts: MultipartPart[], name: string) => parts.find((part) => part.name === name)

/** Every part of a name, as FormData.getAll gives them. */
export const partsNamed = (parts: MultipartPart[], name: string) => parts.filter((part) => part.name === name)
