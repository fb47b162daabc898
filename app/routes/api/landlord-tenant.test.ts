import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { validRegistration } from '../../../tests/factories/forms'
import { callRoute, routeContext } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { action } from './landlord-tenant'

const t = setupTestDatabase()
const URL = 'http://127.0.0.1/api/landlord-tenant'
type Overrides = Parameters<typeof routeContext>[1]

const registration = validRegistration

const postJson = (body: unknown, overrides: Overrides = {}) =>
  callRoute(
    action,
    new Request(URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    routeContext(t.db, overrides),
  )

const postForm = (form: FormData, overrides: Overrides = {}) =>
  callRoute(action, new Request(URL, { method: 'POST', body: form }), routeContext(t.db, overrides))

const formWith = (
  fields: unknown,
  file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string },
) => {
  const form = new FormData()
  form.set('data', JSON.stringify(fields))
  if (file) form.set('lease_file', new File([file.bytes], file.name, { type: file.type ?? '' }))
  return form
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
const count = async (table: string) =>
  (await rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n

async function expectNothingStored() {
  expect(await count('rental_registrations')).toBe(0)
  expect(await count('submission_files')).toBe(0)
  expect(await count('outbox_messages')).toBe(0)
}

describe('POST /api/landlord-tenant', () => {
  test('JSON: stored, the company notified with every detail, the owner sent the reference', async () => {
    const response = await postJson(registration())
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    expect(reference).toMatch(/^RR-[2-9A-HJKMNP-Z]{8}$/)

    const [row] = await rows<Record<string, unknown>>(
      sql`select reference, status, owner_name, tenants, lease_start::text, lease_end::text, occupant_count,
        vehicles, emergency_contact, rules_acknowledged_at is not null as acknowledged from rental_registrations`,
    )
    expect(row).toMatchObject({
      reference,
      status: 'new',
      owner_name: 'Ann Lee',
      lease_start: '2026-01-01',
      lease_end: '2026-12-31',
      occupant_count: 3,
      tenants: [
        { name: 'Marcus Bell', email: 'marcus@example.com', phone: '385-555-0107' },
        { name: 'Dana Bell' },
      ],
      vehicles: [{ description: 'Subaru Outback, blue', plate: 'UT 7KX392' }],
      emergency_contact: { name: 'Rita Bell', phone: '(801) 555-0199' },
    })
    expect(row!.acknowledged).toBe(true)
    expect(await count('submission_files')).toBe(0)

    const mail = await rows<{ kind: string; to: string[]; subject: string; text: string; reply_to: string }>(
      sql`select kind, to_addresses as "to", subject, text_body as text, reply_to from outbox_messages order by kind`,
    )
    expect(mail.map((m) => m.kind)).toEqual(['confirmation', 'notification'])
    const [confirmation, notification] = mail
    expect(confirmation!.to).toEqual(['ann.lee@example.com'])
    expect(confirmation!.subject).toBe(`Rental registration received: ${reference}`)
    expect(confirmation!.text).toContain(reference)
    expect(notification!.reply_to).toBe('ann.lee@example.com')
    for (const detail of [
      reference,
      'Oak Hollow Homeowners Association',
      'Unit 12',
      'PO Box 88, Provo, UT 84601',
      '801-555-0142',
      'Marcus Bell, marcus@example.com, 385-555-0107',
      'Dana Bell',
      'January 1, 2026',
      'December 31, 2026',
      'Occupants: 3',
      'Subaru Outback, blue, plate UT 7KX392',
      'Rita Bell, (801) 555-0199',
      'Lease copy: Not attached',
    ])
      expect(notification!.text).toContain(detail)
  })

  test('multipart with a PDF lease: the file is kept with its size and SHA-256 in the same submission', async () => {
    const response = await postForm(formWith(registration(), { bytes: PDF, name: 'Lease 2026.pdf' }))
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    const [file] = await rows<Record<string, unknown>>(
      sql`select f.field, f.file_name, f.content_type, f.size_bytes, f.sha256, f.submission_type, r.reference
        from submission_files f join rental_registrations r on r.id = f.submission_id`,
    )
    expect(file).toEqual({
      field: 'lease_file',
      file_name: 'Lease 2026.pdf',
      content_type: 'application/pdf',
      size_bytes: PDF.length,
      sha256: createHash('sha256').update(PDF).digest('hex'),
      submission_type: 'rental',
      reference,
    })
    const [notification] = await rows<{ text: string }>(
      sql`select text_body as text from outbox_messages where kind = 'notification'`,
    )
    expect(notification!.text).toContain('Lease copy: Lease 2026.pdf (1 KB)')
  })

  test('multipart without a file, or with the empty part a blank file input sends, stores no file', async () => {
    const form = formWith({ ...registration(), leaseEnd: '' })
    form.set('lease_file', new File([], '', { type: 'application/octet-stream' }))
    const response = await postForm(form)
    expect(response.status).toBe(201)
    expect(await count('rental_registrations')).toBe(1)
    expect(await count('submission_files')).toBe(0)
    // A blank end date is a month-to-month lease.
    const [row] = await rows<{ lease_end: string | null }>(sql`select lease_end from rental_registrations`)
    expect(row!.lease_end).toBeNull()
  })

  const required = [
    'community',
    'unitAddress',
    'ownerName',
    'ownerEmail',
    'ownerPhone',
    'ownerMailingAddress',
    'tenants',
    'leaseStart',
    'occupantCount',
    'emergencyContact',
    'acknowledgeRules',
  ] as const

  test.each(required)(
    'without %s: 422 with a message for that field, nothing stored or sent',
    async (field) => {
      const body: Record<string, unknown> = registration()
      delete body[field]
      const response = await postJson(body)
      expect(response.status).toBe(422)
      const answer = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> }
      expect(answer.message).toMatch(/check them/)
      expect(answer.fieldErrors[field]?.[0]).toMatch(/^Please /)
      await expectNothingStored()
    },
  )

  test.each([
    ['a tenant without a name', { tenants: [{ name: ' ', email: 'x@example.com' }] }, 'tenants.0.name'],
    ['no tenants', { tenants: [] }, 'tenants'],
    ['eleven tenants', { tenants: Array.from({ length: 11 }, (_, i) => ({ name: `T ${i}` })) }, 'tenants'],
    [
      'a tenant email that is not one',
      { tenants: [{ name: 'Bo', email: 'bo(at)example' }] },
      'tenants.0.email',
    ],
    ['occupants as text', { occupantCount: '3' }, 'occupantCount'],
    ['no occupants', { occupantCount: 0 }, 'occupantCount'],
    ['a fractional occupant count', { occupantCount: 2.5 }, 'occupantCount'],
    ['a vehicle without a plate', { vehicles: [{ description: 'Red Ford F-150' }] }, 'vehicles.0.plate'],
    ['seven vehicles', { vehicles: Array(7).fill({ description: 'Car', plate: 'ABC123' }) }, 'vehicles'],
    ['vehicles that are not a list', { vehicles: 'two cars' }, 'vehicles'],
    ['the rules not acknowledged', { acknowledgeRules: false }, 'acknowledgeRules'],
    ['the acknowledgement as text', { acknowledgeRules: 'yes' }, 'acknowledgeRules'],
    ['an owner phone of letters', { ownerPhone: 'call me' }, 'ownerPhone'],
    [
      'an emergency contact without a phone',
      { emergencyContact: { name: 'Rita' } },
      'emergencyContact.phone',
    ],
    ['a start date that does not exist', { leaseStart: '2026-02-30' }, 'leaseStart'],
    ['a start date in another format', { leaseStart: '01/02/2026' }, 'leaseStart'],
    ['a year PostgreSQL cannot keep', { leaseStart: '0000-01-01' }, 'leaseStart'],
    ['a lease that ends before it starts', { leaseEnd: '2025-12-31' }, 'leaseEnd'],
    ['a community name as a number', { community: 42 }, 'community'],
  ])('%s: 422 beside the field, nothing stored', async (_, change, path) => {
    const response = await postJson({ ...registration(), ...change })
    expect(response.status).toBe(422)
    const answer = (await response.json()) as { fieldErrors: Record<string, string[]> }
    expect(answer.fieldErrors[path]?.[0], JSON.stringify(answer.fieldErrors)).toBeTruthy()
    await expectNothingStored()
  })

  test('the lease end before the start reads as a sentence', async () => {
    const response = await postJson({ ...registration(), leaseStart: '2026-06-01', leaseEnd: '2026-05-31' })
    const answer = (await response.json()) as { fieldErrors: Record<string, string[]> }
    expect(answer.fieldErrors.leaseEnd).toEqual(['The lease end date cannot be before the start date.'])
  })

  test('fields the statute does not allow are never stored', async () => {
    const response = await postJson({ ...registration(), ssn: '123-45-6789', monthlyIncome: 9000 })
    expect(response.status).toBe(201)
    const [row] = await rows<Record<string, unknown>>(
      sql`select to_jsonb(r) as row from rental_registrations r`,
    )
    expect(JSON.stringify(row)).not.toMatch(/123-45-6789|9000/)
    const mail = await rows<{ text: string }>(sql`select text_body as text from outbox_messages`)
    expect(mail.map((m) => m.text).join()).not.toContain('123-45-6789')
  })

  test.each([
    [
      'an HTML page named lease.pdf',
      new TextEncoder().encode('<html><script>alert(1)</script></html>'),
      'lease.pdf',
    ],
    ['a program renamed lease.docx', new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0]), 'lease.docx'],
    ['a real PDF named lease.xlsx', PDF, 'lease.xlsx'],
    ['an empty file', new Uint8Array(), 'lease.pdf'],
  ])('%s is refused beside the file picker and nothing is kept', async (_, bytes, name) => {
    const response = await postForm(formWith(registration(), { bytes, name, type: 'application/pdf' }))
    expect(response.status).toBe(422)
    const answer = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> }
    expect(answer.fieldErrors.lease_file?.[0]).toMatch(/lease file/)
    await expectNothingStored()
  })

  test('a lease over 10 MB is refused before anything is stored', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(PDF)
    const response = await postForm(formWith(registration(), { bytes: big, name: 'lease.pdf' }))
    expect(response.status).toBe(422)
    expect(((await response.json()) as { message: string }).message).toMatch(/larger than 10 MB/)
    await expectNothingStored()
  })

  test('a multipart form without its data field, or with data that is not JSON, is a 400', async () => {
    const noData = new FormData()
    noData.set('community', 'Oak Hollow')
    expect((await postForm(noData)).status).toBe(400)
    const badData = new FormData()
    badData.set('data', '{community:')
    const answer = await postForm(badData)
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { message: string }).message).toMatch(/could not be read/)
    await expectNothingStored()
  })

  test('bad JSON is a 400, another content type a 415', async () => {
    expect((await postJson('{"community":')).status).toBe(400)
    const text = await callRoute(
      action,
      new Request(URL, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hello' }),
      routeContext(t.db),
    )
    expect(text.status).toBe(415)
    await expectNothingStored()
  })

  test('a filled honeypot, in the JSON or as a form field, gets a reference and keeps nothing', async () => {
    const json = await postJson({ ...registration(), company_website: 'http://spam.example' })
    expect(json.status).toBe(201)
    expect(((await json.json()) as { reference: string }).reference).toMatch(/^RR-/)
    const form = formWith(registration(), { bytes: PDF, name: 'lease.pdf' })
    form.set('company_website', 'http://spam.example')
    expect((await postForm(form)).status).toBe(201)
    await expectNothingStored()
  })

  test('past the per-IP limit the answer is 429 with Retry-After; another address is not affected', async () => {
    const context = { formRateLimitPerHour: 2 }
    expect((await postJson(registration(), context)).status).toBe(201)
    expect((await postForm(formWith(registration()), context)).status).toBe(201)
    const limited = await postJson(registration(), context)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(((await limited.json()) as { message: string }).message).toMatch(/Too many requests/)
    const fromSpanishPage = await callRoute(
      action,
      new Request(URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Language': 'es' },
        body: JSON.stringify(registration()),
      }),
      routeContext(t.db, context),
    )
    expect(fromSpanishPage.status).toBe(429)
    expect(((await fromSpanishPage.json()) as { message: string }).message).toMatch(
      /^Demasiadas solicitudes\. Por favor, espere \d+ minutos? e inténtelo de nuevo\.$/,
    )
    expect((await postJson(registration(), { ...context, clientIp: '198.51.100.7' })).status).toBe(201)
    expect(await count('rental_registrations')).toBe(3)
  })

  test('GET is a 405 with a message', async () => {
    const { loader } = await import('./landlord-tenant')
    const response = loader()
    expect(response.status).toBe(405)
    expect(((await response.json()) as { message: string }).message).toMatch(/POST/)
  })
})
