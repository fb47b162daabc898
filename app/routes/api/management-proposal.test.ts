import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { emails } from '~/content/company'
import { callRoute, routeContext, jsonPoster, countRows } from '../../../tests/setup/route-context'
import { validProposal } from '../../../tests/factories/forms'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { action as sendFeedback } from './feedback'
import { action } from './management-proposal'

const t = setupTestDatabase()

const post = jsonPoster(action, '/api/management-proposal', () => t.db)

const count = (table: string) => countRows(t.db, table)

const valid = validProposal()

type Mail = { kind: string; to: string[]; reply_to: string | null; subject: string; text: string }

describe('POST /api/management-proposal', () => {
  test('a good request is stored, the company is notified and the sender gets a confirmation', async () => {
    const response = await post(valid)
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    expect(reference).toMatch(/^CN-[2-9A-Z]{8}$/)

    const rows = (await t.db.execute(
      sql`select reference, name, email, city, units, age, goals, status from consultation_requests`,
    )) as { rows: Array<Record<string, unknown>> }
    expect(rows.rows).toEqual([{ ...valid, reference, status: 'new' }])

    const mail = (await t.db.execute(
      sql`select kind, to_addresses as "to", reply_to, subject, text_body as text from outbox_messages order by kind`,
    )) as { rows: Mail[] }
    const [confirmation, notification] = mail.rows
    expect(mail.rows).toHaveLength(2)
    expect(confirmation).toMatchObject({ kind: 'confirmation', to: ['dana@example.com'] })
    expect(confirmation!.text).toContain('within 24 hours to discuss your HOA management needs')
    expect(confirmation!.text).toContain(reference)
    expect(notification).toMatchObject({
      kind: 'notification',
      to: [...emails.notifications],
      reply_to: 'dana@example.com',
      subject: 'Consultation request: Red Ledges HOA, Heber City',
    })
    for (const value of [reference, 'Dana Whitaker', '142', 'Summit Property Group', '801-555-0100']) {
      expect(notification!.text).toContain(value)
    }
  })

  test('units and the current company may be left out: units is stored as 0', async () => {
    const { units: _units, age: _age, ...rest } = valid
    expect((await post(rest)).status).toBe(201)
    const rows = (await t.db.execute(sql`select units, age from consultation_requests`)) as {
      rows: unknown[]
    }
    expect(rows.rows).toEqual([{ units: 0, age: null }])
  })

  test.each([
    ['no name', { ...valid, name: undefined }, 'name'],
    ['a blank name', { ...valid, name: '   ' }, 'name'],
    ['no email', { ...valid, email: undefined }, 'email'],
    ['a bad email', { ...valid, email: 'dana@' }, 'email'],
    ['no community', { ...valid, city: undefined }, 'city'],
    ['no phone or concerns', { ...valid, goals: undefined }, 'goals'],
    ['units as text', { ...valid, units: '142' }, 'units'],
    ['fractional units', { ...valid, units: 14.5 }, 'units'],
    ['negative units', { ...valid, units: -3 }, 'units'],
    ['a name that is not text', { ...valid, name: 42 }, 'name'],
    ['a current company that is not text', { ...valid, age: ['x'] }, 'age'],
  ])('%s is a 422 naming the field, and nothing is stored or sent', async (_, body, field) => {
    const response = await post(body)
    expect(response.status).toBe(422)
    const answer = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> }
    expect(answer.message).toMatch(/check them/)
    expect(answer.fieldErrors[field]?.[0]).toMatch(/\w+/)
    expect(await count('consultation_requests')).toBe(0)
    expect(await count('outbox_messages')).toBe(0)
  })

  test('a body that is not JSON is a 400 and stores nothing', async () => {
    expect((await post('{name: "x"')).status).toBe(400)
    expect(await count('consultation_requests')).toBe(0)
  })

  test('a filled honeypot looks like success to the bot but keeps nothing', async () => {
    const response = await post({ ...valid, company_website: 'http://spam.example' })
    expect(response.status).toBe(201)
    expect(((await response.json()) as { reference: string }).reference).toMatch(/^CN-/)
    expect(await count('consultation_requests')).toBe(0)
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
    expect(await count('consultation_requests')).toBe(3)
  })

  test('each form has its own limit: feedback from the same address does not use it up', async () => {
    const context = routeContext(t.db, { formRateLimitPerHour: 1 })
    const feedback = (rating: number) =>
      callRoute(
        sendFeedback,
        new Request('http://127.0.0.1/api/feedback', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ rating }),
        }),
        context,
      )
    expect((await feedback(4)).status).toBe(201)
    expect((await feedback(4)).status).toBe(429)
    expect((await post(valid, { formRateLimitPerHour: 1 })).status).toBe(201)
    expect((await post(valid, { formRateLimitPerHour: 1 })).status).toBe(429)
  })
})
