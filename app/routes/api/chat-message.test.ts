import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { emails } from '~/content/company'
import { CHAT_MESSAGE_PREFIX } from '~/features/chat/constants'
import { jsonPoster } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { action } from './chat-message'

const t = setupTestDatabase()

const post = jsonPoster(action, '/api/chat/message', () => t.db)

const valid = {
  name: 'Rosa Jimenez',
  email: 'rosa@example.com',
  phone: '801-555-0100',
  message: 'Please call me about the <b>gate code</b> for Sage Hollow.',
}

type Row = { reference: string; name: string; email: string; phone: string | null; message: string }

describe('POST /api/chat/message', () => {
  test('a message left in the chat lands in the staff inbox as a contact message, with both emails', async () => {
    const response = await post(valid)
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    expect(reference).toMatch(/^CT-[2-9A-Z]{8}$/)

    const rows = (await t.db.execute(
      sql`select reference, name, email, phone, message from contact_messages`,
    )) as { rows: Row[] }
    expect(rows.rows).toEqual([
      {
        reference,
        name: 'Rosa Jimenez',
        email: 'rosa@example.com',
        phone: '801-555-0100',
        message: `${CHAT_MESSAGE_PREFIX}\n${valid.message}`,
      },
    ])

    const mail = (await t.db.execute(
      sql`select kind, to_addresses as "to", text_body as text from outbox_messages order by kind`,
    )) as { rows: Array<{ kind: string; to: string[]; text: string }> }
    expect(mail.rows.map((m) => m.kind)).toEqual(['confirmation', 'notification'])
    expect(mail.rows[0]!.to).toEqual(['rosa@example.com'])
    expect(mail.rows[1]!.to).toEqual([...emails.notifications])
    expect(mail.rows[1]!.text).toContain(reference)
    expect(mail.rows[1]!.text).toContain(CHAT_MESSAGE_PREFIX)
  })

  test('the phone is optional', async () => {
    expect((await post({ ...valid, phone: '' })).status).toBe(201)
  })

  test.each([
    ['name', { ...valid, name: ' ' }],
    ['email', { ...valid, email: 'not-an-email' }],
    ['message', { ...valid, message: '' }],
    ['phone', { ...valid, phone: 'call me' }],
  ])('a bad %s is refused with 422 and nothing is stored', async (field, body) => {
    const response = await post(body)
    expect(response.status).toBe(422)
    const answer = (await response.json()) as { fieldErrors: Record<string, string[]> }
    expect(answer.fieldErrors[field]).toBeDefined()
    const count = (await t.db.execute(sql`select count(*)::int as n from contact_messages`)) as {
      rows: Array<{ n: number }>
    }
    expect(count.rows[0]!.n).toBe(0)
  })

  test('a filled honeypot is answered like a success and stores nothing', async () => {
    const response = await post({ ...valid, company_website: 'http://spam.example' })
    expect(response.status).toBe(201)
    const count = (await t.db.execute(sql`select count(*)::int as n from contact_messages`)) as {
      rows: Array<{ n: number }>
    }
    expect(count.rows[0]!.n).toBe(0)
  })
})
