import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { createStaff } from '../../../tests/factories/staff'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { addSubmissionNote, changeSubmissionStatus } from './inbox-actions.server'
import { getSubmissionDetail, listInbox } from './inbox.server'
import { saveFiles } from './files.server'
import {
  saveContactMessage,
  saveFeedback,
  saveManagementProposal,
  saveQuoteRequest,
  saveRentalRegistration,
} from './store.server'
import { QUOTE_QUESTIONS } from './quote-questions'
import type { QuoteRequest } from './schemas'

const t = setupTestDatabase()

/** Moves a stored submission's arrival time, to test date filters and ordering. */
const receivedAt = (table: string, id: string, iso: string) =>
  t.db.execute(sql`update ${sql.raw(table)} set created_at = ${iso}::timestamptz where id = ${id}`)

const quoteInput = (overrides: Partial<QuoteRequest> = {}): QuoteRequest =>
  ({
    name: 'Dana Whit',
    board_position: 'Treasurer',
    phone: '801-555-0142',
    email: 'dana@example.com',
    community_name: 'Aspen Hollow',
    total_units: 84,
    ...Object.fromEntries(QUOTE_QUESTIONS.map((q) => [q.id, q.options[0]!.value])),
    ...overrides,
  }) as QuoteRequest

async function seedOneOfEach() {
  const feedback = await saveFeedback(t.db, {
    rating: 4,
    comments: 'Quick replies.',
    email: 'kim@example.com',
  })
  const consultation = await saveManagementProposal(t.db, {
    name: 'Lee Park',
    email: 'lee@example.com',
    city: 'Maple Ridge, Lehi',
    units: 120,
    age: undefined,
    goals: '801-555-0110; reserves',
  })
  const quote = await saveQuoteRequest(t.db, quoteInput())
  const contact = await saveContactMessage(t.db, {
    name: 'Ann Smith',
    email: 'ann.smith@example.com',
    phone: undefined,
    community: undefined,
    message: 'Our gate is broken.',
  })
  const rental = await saveRentalRegistration(t.db, {
    community: 'Cedar Point',
    unitAddress: '12 Elm St',
    ownerName: 'Ola Owner',
    ownerEmail: 'ola@example.com',
    ownerPhone: '801-555-0199',
    ownerMailingAddress: 'PO Box 1, Provo',
    tenants: [{ name: 'Tia Tenant', email: 'tia@example.com', phone: undefined }],
    leaseStart: '2026-12-01',
    occupantCount: 2,
    vehicles: [{ description: 'Blue Subaru', plate: 'ABC123' }],
    emergencyContact: { name: 'Eve Contact', phone: '801-555-0177' },
    acknowledgeRules: true,
  })
  return { feedback, consultation, quote, contact, rental }
}

describe('listInbox', () => {
  test('lists all five kinds together, newest first, with counts per status', async () => {
    const s = await seedOneOfEach()
    await receivedAt('feedback_submissions', s.feedback.id, '2026-11-01T12:00:00Z')
    await receivedAt('contact_messages', s.contact.id, '2026-11-20T12:00:00Z')
    const page = await listInbox(t.db)
    expect(page.total).toBe(5)
    expect(page.counts).toEqual({ new: 5, in_progress: 0, done: 0 })
    expect(page.items.map((i) => i.type).slice(-2)).toEqual(['contact', 'feedback'])
    const contact = page.items.find((i) => i.type === 'contact')!
    expect(contact).toMatchObject({
      reference: s.contact.reference,
      name: 'Ann Smith',
      email: 'ann.smith@example.com',
      status: 'new',
      summary: 'Our gate is broken.',
      createdAt: '2026-11-20T12:00:00.000Z',
      rating: null,
    })
    expect(page.items.find((i) => i.type === 'feedback')).toMatchObject({
      name: null,
      summary: '4 of 5 stars: Quick replies.',
      rating: 4, // shown as stars beside the summary
    })
  })

  test('filters by type, status and search on reference, name or email', async () => {
    const s = await seedOneOfEach()
    const staff = await createStaff(t.db)
    await changeSubmissionStatus(t.db, staff, 'quote', s.quote.id, { status: 'done' })
    expect((await listInbox(t.db, { type: 'rental' })).items.map((i) => i.id)).toEqual([s.rental.id])
    const done = await listInbox(t.db, { status: 'done' })
    expect(done.items.map((i) => i.id)).toEqual([s.quote.id])
    // The chips count every status under the other filters, whichever status is chosen.
    expect(done.counts).toEqual({ new: 4, in_progress: 0, done: 1 })
    expect(done.total).toBe(1)
    expect((await listInbox(t.db, { q: 'smith' })).items.map((i) => i.id)).toEqual([s.contact.id])
    expect((await listInbox(t.db, { q: 'OLA@EXAMPLE' })).items.map((i) => i.id)).toEqual([s.rental.id])
    expect((await listInbox(t.db, { q: s.feedback.reference })).items.map((i) => i.id)).toEqual([
      s.feedback.id,
    ])
    // Wildcards typed in the box are literal.
    expect((await listInbox(t.db, { q: '%' })).total).toBe(0)
  })

  test('date filters are whole days in Utah time', async () => {
    const s = await seedOneOfEach()
    // 2026-11-10 23:30 in Denver (MST, UTC-7) is 2026-11-11 06:30 UTC.
    await receivedAt('contact_messages', s.contact.id, '2026-11-11T06:30:00Z')
    // 2026-11-11 00:30 in Denver.
    await receivedAt('feedback_submissions', s.feedback.id, '2026-11-11T07:30:00Z')
    const on10th = await listInbox(t.db, { from: '2026-11-10', to: '2026-11-10' })
    expect(on10th.items.map((i) => i.id)).toEqual([s.contact.id])
    const on11th = await listInbox(t.db, { from: '2026-11-11', to: '2026-11-11' })
    expect(on11th.items.map((i) => i.id)).toEqual([s.feedback.id])
  })

  test('pages through the list', async () => {
    for (let i = 0; i < 7; i++) await saveFeedback(t.db, { rating: 3, comments: `Note ${i}` })
    const first = await listInbox(t.db, { page: '1', pageSize: '3' })
    const third = await listInbox(t.db, { page: 3, pageSize: 3 })
    expect(first).toMatchObject({ total: 7, pageCount: 3, page: 1 })
    expect(first.items).toHaveLength(3)
    expect(third.items).toHaveLength(1)
    const all = await listInbox(t.db, { pageSize: 100 })
    expect([
      ...first.items,
      ...(await listInbox(t.db, { page: 2, pageSize: 3 })).items,
      ...third.items,
    ]).toEqual(all.items)
  })

  test.each([
    [{ type: 'invoice' }, 'type'],
    [{ status: 'closed' }, 'status'],
    [{ from: '2026-13-01' }, 'from'],
    [{ from: '2026-11-20', to: '2026-11-01' }, 'to'],
    [{ page: '0' }, 'page'],
    [{ pageSize: '500' }, 'pageSize'],
    // Found by fuzzing: PostgreSQL refuses a NUL in text, which was a 500 instead of a message.
    [{ q: 'smith\u0000' }, 'q'],
    [{ from: '2026-02-31' }, 'from'],
    [{ to: '0000-01-01' }, 'to'],
  ])('bad query %j is a 422 naming the field', async (query, field) => {
    await expect(listInbox(t.db, query)).rejects.toMatchObject({
      status: 422,
      extra: { fieldErrors: { [field]: expect.any(Array) } },
    })
  })
})

describe('getSubmissionDetail', () => {
  test('feedback’s rating carries its stars beside the words, and only the rating does', async () => {
    const { feedback } = await seedOneOfEach()
    const detail = await getSubmissionDetail(t.db, 'feedback', feedback.id)
    expect(detail.fields[0]).toEqual({ label: 'Rating', value: '4 of 5 stars', stars: 4 })
    expect(detail.fields.filter((f) => 'stars' in f)).toHaveLength(1)
  })

  test('a quote reads as its questions and chosen options, with its files and no bytes', async () => {
    const { quote } = await seedOneOfEach()
    const pdf = Buffer.from('%PDF-1.4 budget')
    await saveFiles(t.db, { type: 'quote', id: quote.id }, [
      { field: 'budget_file', fileName: 'Budget 2026.pdf', bytes: pdf, kind: 'pdf' },
    ])
    const detail = await getSubmissionDetail(t.db, 'quote', quote.id)
    expect(detail).toMatchObject({ reference: quote.reference, status: 'new', name: 'Dana Whit' })
    expect(detail.fields).toContainEqual({ label: 'Board position', value: 'Treasurer' })
    expect(detail.fields).toContainEqual({ label: 'How old is the community?', value: 'New (0-5 years)' })
    expect(detail.fields).toHaveLength(6 + QUOTE_QUESTIONS.length)
    expect(detail.files).toEqual([
      expect.objectContaining({
        fileName: 'Budget 2026.pdf',
        contentType: 'application/pdf',
        sizeBytes: pdf.length,
      }),
    ])
    expect(detail.files[0]).not.toHaveProperty('content')
  })

  test('a rental lists tenants, vehicles and the emergency contact as text', async () => {
    const { rental } = await seedOneOfEach()
    const detail = await getSubmissionDetail(t.db, 'rental', rental.id)
    expect(detail.fields).toContainEqual({ label: 'Tenants', value: 'Tia Tenant, tia@example.com' })
    expect(detail.fields).toContainEqual({ label: 'Vehicles', value: 'Blue Subaru (ABC123)' })
    expect(detail.fields).toContainEqual({ label: 'Emergency contact', value: 'Eve Contact, 801-555-0177' })
  })

  test('an unknown id, a malformed id or another kind’s id is a 404', async () => {
    const { contact } = await seedOneOfEach()
    for (const [type, id] of [
      ['contact', '00000000-0000-4000-8000-000000000000'],
      ['contact', 'not-a-uuid'],
      ['quote', contact.id],
    ] as const)
      await expect(getSubmissionDetail(t.db, type, id)).rejects.toMatchObject({ status: 404 })
  })
})

describe('status changes and notes', () => {
  test('a status change is recorded with from, to and the author; choosing the same status records nothing', async () => {
    const { contact } = await seedOneOfEach()
    const ann = await createStaff(t.db, { name: 'Ann Admin', role: 'admin' })
    const first = await changeSubmissionStatus(t.db, ann, 'contact', contact.id, { status: 'in_progress' })
    expect(first.changed).toBe(true)
    const again = await changeSubmissionStatus(t.db, ann, 'contact', contact.id, { status: 'in_progress' })
    expect(again.changed).toBe(false)
    await changeSubmissionStatus(t.db, ann, 'contact', contact.id, { status: 'done' })
    const detail = await getSubmissionDetail(t.db, 'contact', contact.id)
    expect(detail.status).toBe('done')
    expect(detail.activity.map((a) => [a.kind, a.fromStatus, a.body, a.author?.name])).toEqual([
      ['status', 'new', 'in_progress', 'Ann Admin'],
      ['status', 'in_progress', 'done', 'Ann Admin'],
    ])
  })

  test('a bad status is a 422 and changes nothing', async () => {
    const { contact } = await seedOneOfEach()
    const staff = await createStaff(t.db)
    await expect(
      changeSubmissionStatus(t.db, staff, 'contact', contact.id, { status: 'closed' }),
    ).rejects.toMatchObject({ status: 422 })
    expect((await getSubmissionDetail(t.db, 'contact', contact.id)).status).toBe('new')
  })

  test('notes are trimmed, kept in order with their author, and must be 1 to 4000 characters', async () => {
    const { feedback } = await seedOneOfEach()
    const sam = await createStaff(t.db, { name: 'Sam Staff' })
    await addSubmissionNote(t.db, sam, 'feedback', feedback.id, { body: '  Called back, all fine.  ' })
    const activity = await addSubmissionNote(t.db, sam, 'feedback', feedback.id, { body: 'Second' })
    expect(activity.map((a) => [a.kind, a.body, a.author?.name])).toEqual([
      ['note', 'Called back, all fine.', 'Sam Staff'],
      ['note', 'Second', 'Sam Staff'],
    ])
    // 'a\u0000b' was found by fuzzing: a NUL reached PostgreSQL and failed there as a 500.
    for (const body of ['   ', 'x'.repeat(4001), 42, 'a\u0000b'])
      await expect(addSubmissionNote(t.db, sam, 'feedback', feedback.id, { body })).rejects.toMatchObject({
        status: 422,
        extra: { fieldErrors: { body: expect.any(Array) } },
      })
    await expect(
      addSubmissionNote(t.db, sam, 'feedback', '00000000-0000-4000-8000-000000000000', { body: 'x' }),
    ).rejects.toMatchObject({ status: 404 })
  })
})
