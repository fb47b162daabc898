import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { emails } from '~/content/company'
import { jsonPoster, countRows } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { action } from './contact'

const t = setupTestDatabase()

const post = jsonPoster(action, '/api/contact', () => t.db)

const count = (table: string) => countRows(t.db, table)

const valid = {
  name: 'Marcus Bell',
  email: 'marcus@example.com',
  phone: '(435) 555-0110',
  community: 'Sand Hollow Villas',
  message: 'The pool gate keypad has not worked since Tuesday.',
}

type Mail = { kind: string; to: string[]; reply_to: string | null; subject: string; text: string }

describe('POST /api/contact', () => {
  test('a good message is stored, answered with its reference, and both emails wait in the outbox', async () => {
    const response = await post(valid)
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    expect(reference).toMatch(/^CT-[2-9A-Z]{8}$/)

    const rows = (await t.db.execute(
      sql`select reference, name, email, phone, community, message, status from contact_messages`,
    )) as { rows: Array<Record<string, unknown>> }
    expect(rows.rows).toEqual([{ ...valid, reference, status: 'new' }])

    const mail = (await t.db.execute(
      sql`select kind, to_addresses as "to", reply_to, subject, text_body as text from outbox_messages order by kind`,
    )) as { rows: Mail[] }
    expect(mail.rows).toHaveLength(2)
    const [confirmation, notification] = mail.rows
    expect(confirmation).toMatchObject({
      kind: 'confirmation',
      to: ['marcus@example.com'],
      subject: `We received your message (${reference})`,
    })
    expect(confirmation!.text).toContain('within 24 hours on business days')
    expect(notification).toMatchObject({
      kind: 'notification',
      to: [...emails.notifications],
      reply_to: 'marcus@example.com',
      subject: 'Contact message from Marcus Bell',
    })
    for (const value of [reference, '(435) 555-0110', 'Sand Hollow Villas', 'pool gate keypad']) {
      expect(notification!.text).toContain(value)
    }
  })

  test('phone and community are optional; blanks are stored as nothing', async () => {
    expect((await post({ ...valid, phone: '', community: undefined })).status).toBe(201)
    const rows = (await t.db.execute(sql`select phone, community from contact_messages`)) as {
      rows: unknown[]
    }
    expect(rows.rows).toEqual([{ phone: null, community: null }])
  })

  test.each([
    ['no name', { ...valid, name: undefined }, 'name'],
    ['no email', { ...valid, email: undefined }, 'email'],
    ['a bad email', { ...valid, email: 'marcus.example.com' }, 'email'],
    ['no message', { ...valid, message: undefined }, 'message'],
    ['a blank message', { ...valid, message: '  \n ' }, 'message'],
    ['a phone that is not a phone number', { ...valid, phone: 'call me' }, 'phone'],
    ['a phone as a number', { ...valid, phone: 4355550110 }, 'phone'],
    ['a message that is not text', { ...valid, message: { text: 'hi' } }, 'message'],
    ['a community that is not text', { ...valid, community: true }, 'community'],
  ])('%s is a 422 naming the field, and nothing is stored or sent', async (_, body, field) => {
    const response = await post(body)
    expect(response.status).toBe(422)
    const answer = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> }
    expect(answer.message).toMatch(/check them/)
    expect(answer.fieldErrors[field]?.[0]).toMatch(/\w+/)
    expect(await count('contact_messages')).toBe(0)
    expect(await count('outbox_messages')).toBe(0)
  })

  test('a body that is not JSON is a 400 and stores nothing', async () => {
    expect((await post('name=Marcus')).status).toBe(400)
    expect(await count('contact_messages')).toBe(0)
  })

  test('a filled honeypot looks like success to the bot but keeps nothing', async () => {
    const response = await post({ ...valid, company_website: 'http://spam.example' })
    expect(response.status).toBe(201)
    expect(((await response.json()) as { reference: string }).reference).toMatch(/^CT-/)
    expect(await count('contact_messages')).toBe(0)
    expect(await count('outbox_messages')).toBe(0)
  })

  test('past the per-IP limit the answer is 429 with Retry-After; another address is not affected', async () => {
    const context = { formRateLimitPerHour: 2 }
    expect((await post(valid, context)).status).toBe(201)
    expect((await post(valid, context)).status).toBe(201)
    const limited = await post(valid, context)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(((await limited.json()) as { message: string }).message).toMatch(/Too many requests/)
    expect((await post(valid, { ...context, clientIp: '198.51.100.7' })).status).toBe(201)
    expect(await count('contact_messages')).toBe(3)
  })
})
