import { sql } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { describe, expect, test } from 'vitest'
import { minimalPdf } from '../../../tests/factories/documents'
import { callRoute, countRows, routeContext } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { action as contact } from './contact'
import { action as feedback } from './feedback'
import { action as landlordTenant } from './landlord-tenant'

// Issue 14 item 8: a form post sent again with its Idempotency-Key gets the first answer, and nothing is
// stored or emailed twice.

const t = setupTestDatabase()
type Action = (args: { request: Request; context: AppLoadContext; params: object }) => Promise<Response>

const message = {
  name: 'Marcus Bell',
  email: 'marcus@example.com',
  community: 'Sand Hollow Villas',
  message: 'The pool gate keypad has not worked since Tuesday.',
}

function post(
  handler: unknown,
  path: string,
  body: unknown,
  key?: string,
  overrides: Partial<AppLoadContext> = {},
) {
  const headers: Record<string, string> = {}
  if (key !== undefined) headers['Idempotency-Key'] = key
  if (!(body instanceof FormData)) headers['Content-Type'] = 'application/json'
  const payload = body instanceof FormData ? body : JSON.stringify(body)
  const request = new Request(`http://127.0.0.1${path}`, { method: 'POST', headers, body: payload })
  return (handler as Action)({ request, context: routeContext(t.db, overrides), params: {} })
}
const postContact = (body: unknown, key?: string, overrides?: Partial<AppLoadContext>) =>
  post(contact, '/api/contact', body, key, overrides)

const answerOf = async (response: Response) => (await response.json()) as Record<string, unknown>
const formHits = async () =>
  (
    (await t.db.execute(sql`select coalesce(sum(hits), 0)::int as n from rate_limit_buckets
      where key like 'form-%'`)) as unknown as { rows: Array<{ n: number }> }
  ).rows[0]!.n

describe('Idempotency-Key on the public form posts', () => {
  test('a repeat gets the first answer, marked as replayed; one row, one set of emails, one count', async () => {
    const first = await postContact(message, 'attempt-1')
    expect(first.status).toBe(201)
    expect(first.headers.get('Idempotent-Replayed')).toBeNull()
    const { reference } = await answerOf(first)

    const again = await postContact(message, 'attempt-1')
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(again.headers.get('Cache-Control')).toBe('no-store')
    expect(await answerOf(again)).toEqual({ reference })

    expect(await countRows(t.db, 'contact_messages')).toBe(1)
    expect(await countRows(t.db, 'outbox_messages')).toBe(2) // the notification and the confirmation, once
    expect(await formHits()).toBe(1)
  })

  test('a repeat is answered even when the limit is used up, and a new post is still refused', async () => {
    const limit = { formRateLimitPerHour: 1 }
    expect((await postContact(message, 'last-one', limit)).status).toBe(201)
    expect((await postContact(message, 'last-one', limit)).status).toBe(201)
    const next = await postContact(message, 'another', limit)
    expect(next.status).toBe(429)
    expect(Number(next.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await countRows(t.db, 'contact_messages')).toBe(1)
  })

  test('the same key with a different body is a 422 and stores nothing more', async () => {
    expect((await postContact(message, 'k-422')).status).toBe(201)
    const changed = await postContact({ ...message, message: 'Also the lights.' }, 'k-422')
    expect(changed.status).toBe(422)
    expect((await answerOf(changed)).message).toMatch(/already used for a different request/)
    expect(await countRows(t.db, 'contact_messages')).toBe(1)
    expect(await countRows(t.db, 'outbox_messages')).toBe(2)
  })

  test('the same body in another key order is the same request', async () => {
    const first = await answerOf(await postContact(message, 'order'))
    const reordered = Object.fromEntries(Object.entries(message).reverse())
    const again = await postContact(reordered, 'order')
    expect(again.status).toBe(201)
    expect(await answerOf(again)).toEqual(first)
  })

  test('a retry from another address (a phone that changed network) gets the first answer: one row', async () => {
    const first = await postContact(message, 'moving-phone')
    expect(first.status).toBe(201)
    const answer = await answerOf(first)
    for (const clientIp of ['198.51.100.23', '2001:db8:77::9']) {
      const retry = await postContact(message, 'moving-phone', { clientIp })
      expect(retry.status).toBe(201)
      expect(retry.headers.get('Idempotent-Replayed')).toBe('true')
      expect(await answerOf(retry)).toEqual(answer)
    }
    expect(await countRows(t.db, 'contact_messages')).toBe(1)
    expect(await countRows(t.db, 'outbox_messages')).toBe(2)
    expect(await formHits()).toBe(1) // the retries were not counted against their new addresses either
    // Another body with the key stays a 422, from any address.
    const changed = await postContact({ ...message, message: 'Something else.' }, 'moving-phone', {
      clientIp: '198.51.100.23',
    })
    expect(changed.status).toBe(422)
    expect(await countRows(t.db, 'contact_messages')).toBe(1)
  })

  test('a key counts per endpoint: the same key on another form is a submission of its own', async () => {
    expect((await postContact(message, 'shared-key')).status).toBe(201)
    const other = await post(feedback, '/api/feedback', { rating: 5 }, 'shared-key')
    expect(other.status).toBe(201)
    expect(other.headers.get('Idempotent-Replayed')).toBeNull()
    expect(await answerOf(other)).toEqual({ shouldRedirectToReview: true })
    expect(await countRows(t.db, 'contact_messages')).toBe(1)
    expect(await countRows(t.db, 'feedback_submissions')).toBe(1)
  })

  test('a refused post keeps no answer: the corrected form with the same key is stored', async () => {
    expect((await postContact({ ...message, email: 'not-an-email' }, 'fix-and-retry')).status).toBe(422)
    const fixed = await postContact(message, 'fix-and-retry')
    expect(fixed.status).toBe(201)
    expect(fixed.headers.get('Idempotent-Replayed')).toBeNull()
    expect(await countRows(t.db, 'contact_messages')).toBe(1)
  })

  test.each([
    ['empty', ''],
    ['with a space', 'two words'],
    ['129 characters', 'k'.repeat(129)],
    ['not ASCII', 'caf\u00e9'],
  ])('a key that is %s is a 400, before anything is counted or stored', async (_, key) => {
    const response = await postContact(message, key)
    expect(response.status).toBe(400)
    expect((await answerOf(response)).message).toMatch(/Idempotency-Key/)
    expect(await countRows(t.db, 'contact_messages')).toBe(0)
    expect(await formHits()).toBe(0)
  })

  test('a key of 128 visible characters is accepted', async () => {
    expect((await postContact(message, '!~'.repeat(64))).status).toBe(201)
  })

  test('two posts with one key at the same moment store one row and both get its answer', async () => {
    // Both bodies are held until both requests are reading them, so both have looked the key up and
    // found nothing: the database, not the order of arrival, decides which one stores.
    let reading = 0
    let open: () => void = () => {}
    const gate = new Promise<void>((resolve) => (open = resolve))
    const heldBody = () => {
      const bytes = new TextEncoder().encode(JSON.stringify(message))
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (++reading === 2) open()
          await gate
          controller.enqueue(bytes)
          controller.close()
        },
      })
    }
    const send = () =>
      callRoute(
        contact,
        new Request('http://127.0.0.1/api/contact', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'double-click' },
          body: heldBody(),
          duplex: 'half',
        } as RequestInit),
        routeContext(t.db),
      )
    const [a, b] = await Promise.all([send(), send()])
    expect([a.status, b.status]).toEqual([201, 201])
    expect((await answerOf(a)).reference).toBe((await answerOf(b)).reference)
    expect([a, b].filter((r) => r.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(1)
    expect(await countRows(t.db, 'contact_messages')).toBe(1)
    expect(await countRows(t.db, 'outbox_messages')).toBe(2)
    expect(await countRows(t.db, 'idempotency_keys')).toBe(1)
    expect(await formHits()).toBe(1) // the one that lost gave its count back
  })

  test('multipart: the same form sent again (a new boundary) is a repeat; other file bytes a 422', async () => {
    const registration = {
      community: 'Oak Hollow Homeowners Association',
      unitAddress: '1234 E Maple Ridge Dr, Unit 12, Sandy, UT 84092',
      ownerName: 'Ann Lee',
      ownerEmail: 'ann.lee@example.com',
      ownerPhone: '801-555-0142',
      ownerMailingAddress: 'PO Box 88, Provo, UT 84601',
      tenants: [{ name: 'Marcus Bell' }],
      leaseStart: '2026-01-01',
      occupantCount: 1,
      emergencyContact: { name: 'Rita Bell', phone: '(801) 555-0199' },
      acknowledgeRules: true,
    }
    const form = (pdf: Buffer) => {
      const data = new FormData()
      data.set('data', JSON.stringify(registration))
      data.set('lease_file', new File([new Uint8Array(pdf)], 'lease.pdf', { type: 'application/pdf' }))
      return data
    }
    const send = (pdf: Buffer) => post(landlordTenant, '/api/landlord-tenant', form(pdf), 'lease-upload')
    const first = await send(minimalPdf())
    expect(first.status).toBe(201)
    const again = await send(minimalPdf())
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await answerOf(again)).toEqual(await answerOf(first))
    expect((await send(minimalPdf('Another lease'))).status).toBe(422)
    expect(await countRows(t.db, 'rental_registrations')).toBe(1)
    expect(await countRows(t.db, 'submission_files')).toBe(1)
    expect(await countRows(t.db, 'outbox_messages')).toBe(2)
  })
})
