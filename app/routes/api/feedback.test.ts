import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { callRoute, routeContext, jsonPoster, countRows } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { action } from './feedback'

const t = setupTestDatabase()

const post = jsonPoster(action, '/api/feedback', () => t.db)

const count = (table: string) => countRows(t.db, table)

describe('POST /api/feedback', () => {
  test('five stars: stored, the company notified, and the visitor sent to the review page', async () => {
    const response = await post({ rating: 5 })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ shouldRedirectToReview: true })
    const rows = (await t.db.execute(
      sql`select rating, comments, email, status, reference from feedback_submissions`,
    )) as {
      rows: Array<Record<string, unknown>>
    }
    expect(rows.rows).toEqual([
      {
        rating: 5,
        comments: null,
        email: null,
        status: 'new',
        reference: expect.stringMatching(/^FB-[2-9A-Z]{8}$/),
      },
    ])
    const mail = (await t.db.execute(sql`select kind, subject from outbox_messages`)) as { rows: unknown[] }
    expect(mail.rows).toEqual([{ kind: 'notification', subject: 'Feedback: 5 of 5 stars' }])
  })

  test('fewer stars with comments and an email: no redirect, and a confirmation goes to the sender', async () => {
    const response = await post({
      rating: 3,
      comments: 'The gate code changed without notice.',
      email: 'kim@example.com',
    })
    expect(await response.json()).toEqual({ shouldRedirectToReview: false })
    const mail = (await t.db.execute(
      sql`select kind, to_addresses as "to", text_body as text from outbox_messages order by kind`,
    )) as { rows: Array<{ kind: string; to: string[]; text: string }> }
    expect(mail.rows.map((m) => [m.kind, m.to])).toEqual([
      ['confirmation', ['kim@example.com']],
      ['notification', expect.arrayContaining([expect.stringContaining('@example.com')])],
    ])
    expect(mail.rows[1]!.text).toContain('The gate code changed without notice.')
  })

  test.each([
    ['no rating', {}],
    ['a rating of 0', { rating: 0 }],
    ['a rating of 6', { rating: 6 }],
    ['a fractional rating', { rating: 4.5 }],
    ['a rating as text', { rating: '5' }],
    ['a bad email', { rating: 2, email: 'not-an-email' }],
    ['comments that are not text', { rating: 2, comments: 42 }],
  ])('%s is a 422 with a message per field, and nothing is stored or sent', async (_, body) => {
    const response = await post(body)
    expect(response.status).toBe(422)
    const answer = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> }
    expect(answer.message).toMatch(/check them/)
    expect(Object.keys(answer.fieldErrors).length).toBeGreaterThan(0)
    expect(await count('feedback_submissions')).toBe(0)
    expect(await count('outbox_messages')).toBe(0)
  })

  test('a body that is not JSON is a 400; one that is not sent as JSON a 415; a huge one a 413', async () => {
    expect((await post('{rating: 5')).status).toBe(400)
    const form = await callRoute(
      action,
      new Request('http://127.0.0.1/api/feedback', { method: 'POST', body: 'rating=5' }),
      routeContext(t.db),
    )
    expect(form.status).toBe(415)
    expect((await post({ rating: 2, comments: 'x'.repeat(70_000) })).status).toBe(413)
    expect(await count('feedback_submissions')).toBe(0)
  })

  test('a filled honeypot looks like success to the bot but keeps nothing', async () => {
    const response = await post({ rating: 5, company_website: 'http://spam.example' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ shouldRedirectToReview: false })
    expect(await count('feedback_submissions')).toBe(0)
    expect(await count('outbox_messages')).toBe(0)
  })

  test('past the per-IP limit the answer is 429 with Retry-After; another address is not affected', async () => {
    const context = { formRateLimitPerHour: 2 }
    expect((await post({ rating: 4 }, context)).status).toBe(201)
    expect((await post({ rating: 4 }, context)).status).toBe(201)
    const limited = await post({ rating: 4 }, context)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(((await limited.json()) as { message: string }).message).toMatch(/Too many requests/)
    expect((await post({ rating: 4 }, { ...context, clientIp: '198.51.100.7' })).status).toBe(201)
    expect(await count('feedback_submissions')).toBe(3)
  })
})
