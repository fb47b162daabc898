import { sql } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { describe, expect, test } from 'vitest'
import { MAX_CONCURRENT_UPLOADS, uploadSlots } from '~/lib/upload-slots.server'
import { countRows, routeContext } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { action as landlordTenant } from './landlord-tenant'
import { action as pricingQuotes } from './pricing-quotes'

// Issue 14 item 5: a multipart upload is refused before its body is read when the sender's form limit is
// used up, stops being read at the form's own size limit, and only a few are taken at once.

const t = setupTestDatabase()
const CHUNK = 64 * 1024
const BOUNDARY = 'test-boundary-7MA4YWxk'

/**
 * A multipart body of one file of `fileBytes`, produced as it is read, counting what was read.
 * With `hold`, it stops after its first chunk until the promise settles.
 */
function streamedUpload(fileBytes: number, hold?: Promise<void>) {
  const head = new TextEncoder().encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="budget_file"; filename="budget.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  )
  const tail = new TextEncoder().encode(`\r\n--${BOUNDARY}--\r\n`)
  let pulled = 0
  let left = fileBytes
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (pulled === 0) {
        pulled += head.byteLength
        return controller.enqueue(head)
      }
      if (hold) await hold
      if (left === 0) {
        pulled += tail.byteLength
        controller.enqueue(tail)
        return controller.close()
      }
      const size = Math.min(CHUNK, left)
      left -= size
      pulled += size
      controller.enqueue(new Uint8Array(size))
    },
  })
  return { body, pulled: () => pulled }
}

type Action = (args: { request: Request; context: AppLoadContext; params: object }) => Promise<Response>

const send = (handler: unknown, path: string, body: ReadableStream, clientIp?: string) =>
  (handler as Action)({
    request: new Request(`http://127.0.0.1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
      body,
      duplex: 'half',
    } as RequestInit),
    context: routeContext(t.db, { formRateLimitPerHour: 2, ...(clientIp ? { clientIp } : {}) }),
    params: {},
  })

describe('multipart form posts', () => {
  test('with the form limit used up: 429 with Retry-After before the body is read, and nothing counted', async () => {
    // Two quotes are the limit of this context; the third arrives with 20 MB.
    for (let i = 0; i < 2; i++) {
      const ok = streamedUpload(1024)
      expect((await send(pricingQuotes, '/api/pricing-quotes', ok.body)).status).toBe(422) // counted, not valid
    }
    const upload = streamedUpload(20 * 1024 * 1024)
    const response = await send(pricingQuotes, '/api/pricing-quotes', upload.body)
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(((await response.json()) as { message: string }).message).toMatch(/Too many requests/)
    // At most what a stream asks for ahead of any reader: its first chunk.
    expect(upload.pulled()).toBeLessThanOrEqual(CHUNK)
    const [bucket] = (
      (await t.db.execute(
        sql`select hits from rate_limit_buckets where key like 'form-quote:%'`,
      )) as unknown as {
        rows: Array<{ hits: number }>
      }
    ).rows
    expect(bucket!.hits).toBe(2)
  })

  test('a body past the form’s size limit is a 413, and reading stops right there', async () => {
    const quote = streamedUpload(40 * 1024 * 1024)
    const response = await send(pricingQuotes, '/api/pricing-quotes', quote.body)
    expect(response.status).toBe(413)
    expect(((await response.json()) as { message: string }).message).toMatch(/too large/)
    expect(quote.pulled()).toBeLessThan(20 * 1024 * 1024 + 256 * 1024 + 2 * CHUNK)

    const lease = streamedUpload(40 * 1024 * 1024)
    expect((await send(landlordTenant, '/api/landlord-tenant', lease.body)).status).toBe(413)
    expect(lease.pulled()).toBeLessThan(10 * 1024 * 1024 + 256 * 1024 + 2 * CHUNK)
    expect(await countRows(t.db, 'quote_requests')).toBe(0)
  })

  test(`only ${MAX_CONCURRENT_UPLOADS} uploads are taken at once; one more is a 503 with Retry-After`, async () => {
    let release: () => void = () => {}
    const hold = new Promise<void>((resolve) => (release = resolve))
    const held = Array.from({ length: MAX_CONCURRENT_UPLOADS }, (_, i) =>
      send(pricingQuotes, '/api/pricing-quotes', streamedUpload(1024, hold).body, `10.0.0.${i + 1}`),
    )
    await expect.poll(() => uploadSlots.inUse(), { timeout: 10_000 }).toBe(MAX_CONCURRENT_UPLOADS)

    const extra = streamedUpload(20 * 1024 * 1024)
    const busy = await send(pricingQuotes, '/api/pricing-quotes', extra.body, '10.0.1.1')
    expect(busy.status).toBe(503)
    expect(Number(busy.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(((await busy.json()) as { message: string }).message).toMatch(/try again/)
    expect(extra.pulled()).toBeLessThanOrEqual(CHUNK)

    release()
    for (const response of await Promise.all(held)) expect(response.status).toBe(422)
    expect(uploadSlots.inUse()).toBe(0)
    const after = await send(pricingQuotes, '/api/pricing-quotes', streamedUpload(1024).body, '10.0.1.2')
    expect(after.status).toBe(422)
  })
})
