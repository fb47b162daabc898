import { expect, test } from 'vitest'
import { AppError } from './errors'
import { MAX_MULTIPART_PARTS, readMultipartParts, type MultipartPart } from './multipart.server'

const limits = { maxBytes: 64 * 1024, maxFileBytes: 1024 }

const post = (body: BodyInit, contentType?: string) =>
  new Request('http://x/api/t', {
    method: 'POST',
    body,
    ...(contentType ? { headers: { 'Content-Type': contentType } } : {}),
  })

async function refusal(request: Request, options = limits): Promise<AppError> {
  const error = await readMultipartParts(request, options).then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

const summary = (parts: MultipartPart[]) =>
  parts.map((p) => ('bytes' in p ? { name: p.name, file: p.fileName, size: p.bytes.length } : p))

test('fields and files in the order they were sent; an empty picker is a nameless, empty file', async () => {
  const form = new FormData()
  form.append('name', 'Ann Lee')
  form.append('budget_file', new File([new Uint8Array([1, 2, 3])], 'Budget 2026 é.pdf'))
  form.append('name', 'second value')
  form.append('lease_file', new File([], '', { type: 'application/octet-stream' }))
  form.append('note', '')
  const parts = await readMultipartParts(post(form), limits)
  expect(summary(parts)).toEqual([
    { name: 'name', value: 'Ann Lee' },
    { name: 'budget_file', file: 'Budget 2026 é.pdf', size: 3 },
    { name: 'name', value: 'second value' },
    { name: 'lease_file', file: '', size: 0 },
    { name: 'note', value: '' },
  ])
})

test('a file past its limit keeps only enough bytes to be refused as too large; the rest is dropped', async () => {
  const form = new FormData()
  form.append('budget_file', new File([new Uint8Array(10 * 1024)], 'big.pdf'))
  form.append('after', 'still read')
  const parts = await readMultipartParts(post(form), limits)
  expect(summary(parts)).toEqual([
    { name: 'budget_file', file: 'big.pdf', size: limits.maxFileBytes + 1 },
    { name: 'after', value: 'still read' },
  ])
})

test('a body past the limit is a 413 without reading the rest of it', async () => {
  let pulled = 0
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 16 * 1024
      controller.enqueue(new Uint8Array(16 * 1024))
    },
  })
  const request = new Request('http://x/api/t', {
    method: 'POST',
    headers: { 'Content-Type': 'multipart/form-data; boundary=abc' },
    body: endless,
    duplex: 'half',
  } as RequestInit)
  const error = await refusal(request)
  expect(error.status).toBe(413)
  expect(error.message).toMatch(/too large/)
  expect(pulled).toBeLessThanOrEqual(limits.maxBytes + 2 * 16 * 1024)
  // A declared length past the limit is refused before any byte.
  const declared = new Request('http://x/api/t', {
    method: 'POST',
    headers: { 'Content-Type': 'multipart/form-data; boundary=abc', 'Content-Length': '999999' },
    body: 'x',
  })
  expect((await refusal(declared)).status).toBe(413)
})

test(`more than ${MAX_MULTIPART_PARTS} parts is a 413`, async () => {
  const form = new FormData()
  for (let i = 0; i <= MAX_MULTIPART_PARTS; i++) form.append(`f${i}`, 'x')
  expect((await refusal(post(form))).status).toBe(413)
})

test('U+0000 in a name or a value is a 400', async () => {
  for (const [name, value] of [
    ['data', 'a\u0000b'],
    ['x\u0000', 'ok'],
  ]) {
    const form = new FormData()
    form.set(name!, value!)
    expect((await refusal(post(form))).status).toBe(400)
  }
})

test('broken or missing framing is a 400, another content type a 415', async () => {
  const type = 'multipart/form-data; boundary=abc'
  const cut = '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end'
  expect((await refusal(post(cut, type))).status).toBe(400)
  expect((await refusal(post('--abc--\r\n', 'multipart/form-data'))).status).toBe(400)
  expect((await refusal(post('', type))).status).toBe(400)
  const notMultipart = await refusal(post('{}', 'application/json'))
  expect(notMultipart.status).toBe(415)
})
