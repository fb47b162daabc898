import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { REFERENCE_PATTERN } from '~/features/submissions/reference'
import { QUOTE_QUESTIONS } from '~/features/submissions/quote-questions'
import { minimalDocx, minimalPdf, minimalXlsx } from '../../../tests/factories/documents'
import { multipartForm as form, validQuote, type FormPart as Part } from '../../../tests/factories/forms'
import { callRoute, routeContext } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { action, loader } from './pricing-quotes'

const t = setupTestDatabase()
const URL = 'http://127.0.0.1/api/pricing-quotes'

const valid = validQuote()
// The answers the factory gives: each question's last option.
const answers = Object.fromEntries(QUOTE_QUESTIONS.map((q) => [q.id, q.options.at(-1)!.value]))

type Context = Parameters<typeof routeContext>[1]

const postJson = (body: unknown, overrides: Context = {}) =>
  callRoute(
    action,
    new Request(URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    routeContext(t.db, overrides),
  )

const textFields = () =>
  Object.fromEntries(
    Object.entries(valid)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, String(v)]),
  )

const postForm = (fields: Record<string, Part>) =>
  callRoute(action, new Request(URL, { method: 'POST', body: form(fields) }), routeContext(t.db))

const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows

const count = async (table: string) =>
  Number((await rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n)

async function expectNothingStored() {
  expect(await count('quote_requests')).toBe(0)
  expect(await count('submission_files')).toBe(0)
  expect(await count('outbox_messages')).toBe(0)
}

describe('POST /api/pricing-quotes as JSON', () => {
  test('a complete request is stored with its answers, and both emails wait in the outbox', async () => {
    const response = await postJson(valid)
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    expect(reference).toMatch(REFERENCE_PATTERN)
    expect(reference.startsWith('QT-')).toBe(true)

    const [row] = await rows(
      sql`select reference, name, board_position, phone, email, community_name, total_units, answers, status from quote_requests`,
    )
    expect(row).toEqual({
      reference,
      name: 'Dana Whitlock',
      board_position: 'Treasurer',
      phone: '801-555-0142',
      email: 'dana@example.com',
      community_name: 'Red Cliffs Villas',
      total_units: 128,
      answers,
      status: 'new',
    })

    const mail = await rows<{ kind: string; to: string[]; subject: string; text: string; reply: string }>(
      sql`select kind, to_addresses as "to", subject, text_body as text, reply_to as reply from outbox_messages order by kind`,
    )
    expect(mail.map((m) => [m.kind, m.to])).toEqual([
      ['confirmation', ['dana@example.com']],
      ['notification', expect.arrayContaining([expect.stringContaining('@example.com')])],
    ])
    const notification = mail[1]!
    expect(notification.subject).toBe('Quote request: Red Cliffs Villas (128 units)')
    expect(notification.reply).toBe('dana@example.com')
    expect(notification.text).toContain(reference)
    for (const line of ['Board position: Treasurer', 'Phone: 801-555-0142', 'Total units: 128'])
      expect(notification.text).toContain(line)
    for (const q of QUOTE_QUESTIONS)
      expect(notification.text).toContain(`${q.label}: ${q.options.at(-1)!.label}`)
    expect(notification.text).toContain('Budget file: None attached')
    expect(mail[0]!.text).toContain('within 24 hours with a detailed proposal')
  })

  test('units are marked required but not checked (spec section 4): blank or missing still goes through', async () => {
    expect((await postJson({ ...valid, total_units: '' })).status).toBe(201)
    const { total_units: _units, budget_file: _b, reserve_study_file: _r, ...withoutUnits } = valid
    expect((await postJson(withoutUnits)).status).toBe(201)
    expect(await rows(sql`select total_units from quote_requests`)).toEqual([
      { total_units: null },
      { total_units: null },
    ])
  })

  const required = [
    'name',
    'board_position',
    'phone',
    'email',
    'community_name',
    ...QUOTE_QUESTIONS.map((q) => q.id),
  ]
  test.each(required)('without %s: 422 naming that field, nothing stored or sent', async (field) => {
    const body: Record<string, unknown> = { ...valid }
    delete body[field]
    const response = await postJson(body)
    expect(response.status).toBe(422)
    const answer = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> }
    expect(answer.message).toMatch(/check them/)
    expect(Object.keys(answer.fieldErrors)).toEqual([field])
    expect(answer.fieldErrors[field]![0]).toMatch(/^Please (enter|choose|answer)/)
    await expectNothingStored()
  })

  test.each([
    ['a board position not on the list', { board_position: 'Mayor' }, 'board_position'],
    ['an answer not on its list', { q1_community_age: 'ancient' }, 'q1_community_age'],
    ['an answer as a number', { q13_board_meeting_frequency: 2 }, 'q13_board_meeting_frequency'],
    ['units as words', { total_units: 'many' }, 'total_units'],
    ['negative units', { total_units: -4 }, 'total_units'],
    ['a bad email', { email: 'dana-at-example' }, 'email'],
    ['a phone without digits', { phone: 'call me' }, 'phone'],
    ['a name that is not text', { name: ['Dana'] }, 'name'],
    ['a file named in JSON', { budget_file: 'budget.pdf' }, 'budget_file'],
    ['file bytes smuggled into JSON', { reserve_study_file: { bytes: [37, 80] } }, 'reserve_study_file'],
  ])('%s is a 422 on that field, nothing stored', async (_, change, field) => {
    const response = await postJson({ ...valid, ...change })
    expect(response.status).toBe(422)
    const answer = (await response.json()) as { fieldErrors: Record<string, string[]> }
    expect(answer.fieldErrors[field]?.[0]).toEqual(expect.any(String))
    await expectNothingStored()
  })

  test('not JSON is a 400, plain text a 415, GET a 405', async () => {
    expect((await postJson('{"name":')).status).toBe(400)
    const text = await callRoute(
      action,
      new Request(URL, { method: 'POST', body: 'name=Dana' }),
      routeContext(t.db),
    )
    expect(text.status).toBe(415)
    const get = await callRoute(loader, new Request(URL), routeContext(t.db))
    expect(get.status).toBe(405)
    await expectNothingStored()
  })

  test('a filled honeypot answers like success but keeps nothing', async () => {
    const response = await postJson({ ...valid, company_website: 'https://spam.example' })
    expect(response.status).toBe(201)
    expect(((await response.json()) as { reference: string }).reference).toMatch(REFERENCE_PATTERN)
    await expectNothingStored()
  })

  test('past the per-IP limit: 429 with Retry-After, and nothing more stored', async () => {
    const limit = { formRateLimitPerHour: 2 }
    expect((await postJson(valid, limit)).status).toBe(201)
    expect((await postJson(valid, limit)).status).toBe(201)
    const limited = await postJson(valid, limit)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(((await limited.json()) as { message: string }).message).toMatch(/Too many requests/)
    expect(await count('quote_requests')).toBe(2)
  })
})

describe('POST /api/pricing-quotes as multipart/form-data', () => {
  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

  test('a PDF budget and an XLSX reserve study are stored with the request, by hash and size', async () => {
    const pdf = minimalPdf()
    const xlsx = minimalXlsx()
    const response = await postForm({
      ...textFields(),
      budget_file: { name: 'Budget 2026.pdf', bytes: pdf, type: 'application/pdf' },
      reserve_study_file: { name: 'reserve-study.xlsx', bytes: xlsx },
    })
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    const [quote] = await rows<{ id: string; total_units: number; answers: unknown }>(
      sql`select id, total_units, answers from quote_requests where reference = ${reference}`,
    )
    expect(quote!.total_units).toBe(128)
    expect(quote!.answers).toEqual(answers)
    const files = await rows(
      sql`select submission_type, submission_id, field, file_name, content_type, size_bytes, sha256, content from submission_files order by field`,
    )
    expect(files).toEqual([
      {
        submission_type: 'quote',
        submission_id: quote!.id,
        field: 'budget_file',
        file_name: 'Budget 2026.pdf',
        content_type: 'application/pdf',
        size_bytes: pdf.length,
        sha256: sha256(pdf),
        content: expect.anything(),
      },
      {
        submission_type: 'quote',
        submission_id: quote!.id,
        field: 'reserve_study_file',
        file_name: 'reserve-study.xlsx',
        content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        size_bytes: xlsx.length,
        sha256: sha256(xlsx),
        content: expect.anything(),
      },
    ])
    expect(Buffer.from(files[0]!.content as Uint8Array).equals(pdf)).toBe(true)
    const [notification] = await rows<{ text: string }>(
      sql`select text_body as text from outbox_messages where kind = 'notification'`,
    )
    expect(notification!.text).toMatch(/Budget file: Budget 2026\.pdf \(\d+ KB\)/)
    expect(notification!.text).toMatch(/Reserve study file: reserve-study\.xlsx \(\d+ KB\)/)
  })

  test('a DOCX alone is stored; an empty second picker counts as no file', async () => {
    const docx = minimalDocx()
    const response = await postForm({
      ...textFields(),
      budget_file: { name: 'budget.docx', bytes: docx },
      reserve_study_file: { name: '', bytes: Buffer.alloc(0), type: 'application/octet-stream' },
    })
    expect(response.status).toBe(201)
    expect(await rows(sql`select field, size_bytes, sha256 from submission_files`)).toEqual([
      { field: 'budget_file', size_bytes: docx.length, sha256: sha256(docx) },
    ])
  })

  test('an HTML page named budget.pdf is refused beside its field, and nothing is stored', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')
    const response = await postForm({
      ...textFields(),
      budget_file: { name: 'budget.pdf', bytes: html, type: 'application/pdf' },
    })
    expect(response.status).toBe(422)
    const answer = (await response.json()) as { fieldErrors: Record<string, string[]> }
    expect(answer.fieldErrors).toEqual({
      budget_file: ['The budget file must be a PDF, DOC, DOCX, XLS, XLSX file.'],
    })
    await expectNothingStored()
  })

  test('a bad file and a missing field are reported together', async () => {
    const { community_name: _c, ...rest } = textFields()
    const response = await postForm({
      ...rest,
      reserve_study_file: { name: 'study.xlsx', bytes: minimalPdf() },
    })
    expect(response.status).toBe(422)
    const answer = (await response.json()) as { fieldErrors: Record<string, string[]> }
    expect(Object.keys(answer.fieldErrors).sort()).toEqual(['community_name', 'reserve_study_file'])
    await expectNothingStored()
  })

  test('a file over 10 MB is refused (422 alone, 413 once the body passes the limit); nothing stored', async () => {
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(10 * 1024 * 1024)])
    const one = await postForm({ ...textFields(), budget_file: { name: 'budget.pdf', bytes: big } })
    expect(one.status).toBe(422)
    expect(
      ((await one.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.budget_file![0],
    ).toMatch(/larger than 10 MB/)
    const huge = Buffer.concat([big, Buffer.alloc(1024 * 1024)])
    const two = await postForm({
      ...textFields(),
      budget_file: { name: 'budget.pdf', bytes: huge },
      reserve_study_file: { name: 'study.pdf', bytes: huge },
    })
    expect(two.status).toBe(413)
    expect(((await two.json()) as { message: string }).message).toMatch(/too large/)
    await expectNothingStored()
  })

  test('two files of nearly 10 MB each fit the body limit', async () => {
    const nearly = Buffer.concat([minimalPdf(), Buffer.alloc(10 * 1024 * 1024 - 4096)])
    const response = await postForm({
      ...textFields(),
      budget_file: { name: 'budget.pdf', bytes: nearly },
      reserve_study_file: { name: 'study.pdf', bytes: nearly },
    })
    expect(response.status).toBe(201)
    expect(await count('submission_files')).toBe(2)
    // 20 MB through multipart parsing and into the database is slow on a busy machine.
  }, 120_000)

  test('a text value where a file belongs, and a missing answer, are 422s', async () => {
    const asText = await postForm({ ...textFields(), budget_file: 'budget.pdf' })
    expect(asText.status).toBe(422)
    const { q20_transition_timing: _q, ...rest } = textFields()
    const missing = await postForm(rest)
    expect(missing.status).toBe(422)
    expect(Object.keys(((await missing.json()) as { fieldErrors: object }).fieldErrors)).toEqual([
      'q20_transition_timing',
    ])
    await expectNothingStored()
  })

  test('any multipart body, fields and files alike, gets a 2xx or a 4xx with a message, never a 5xx', async () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 2000 }),
      fc.constant(new Uint8Array(minimalPdf())),
      fc.constant(new Uint8Array(minimalDocx())),
    )
    const part = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.record({ name: fc.string({ maxLength: 40 }), bytes: bytes.map((b) => Buffer.from(b)) }),
    )
    const fields = fc.dictionary(fc.constantFrom(...Object.keys(valid), 'company_website', 'extra'), part, {
      maxKeys: 30,
    })
    let ip = 0
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fields, async (startValid, extra) => {
        const body = form({ ...(startValid ? textFields() : {}), ...extra })
        const response = await callRoute(
          action,
          new Request(URL, { method: 'POST', body }),
          routeContext(t.db, { clientIp: `10.9.${(ip >> 8) & 255}.${ip++ & 255}` }),
        )
        expect(response.status).toBeLessThan(500)
        if (response.status >= 400)
          expect(typeof ((await response.json()) as { message?: unknown }).message).toBe('string')
      }),
      { numRuns: 60 },
    )
  })
})
