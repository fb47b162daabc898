import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import type { LawSource } from '~/features/law/currency'
import { createSession } from '~/features/staff/sessions.server'
import { hitRateLimit, ipSubject } from '~/features/rate-limit/rate-limit.server'
import { createStaff } from '../../../tests/factories/staff'
import { loadTestCorpus } from '../../../tests/setup/law-corpus'
import { callRoute, routeContext, jsonPoster } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { loader as staffQuestions } from './staff/law-questions'
import { action, LAW_QUERY_RATE_LIMIT } from './utah-law-query'

const t = setupTestDatabase()
beforeEach(() => loadTestCorpus(t.db))

const post = jsonPoster(action, '/api/utah-law-query', () => t.db)

const storedCount = async () =>
  Number(
    ((await t.db.execute(sql`select count(*)::int as n from law_questions`)) as { rows: { n: number }[] })
      .rows[0]!.n,
  )

describe('POST /api/utah-law-query', () => {
  test('answers { answer, sources, disclaimer } with le.utah.gov sources, and keeps the question', async () => {
    const response = await post({
      question: '  How much notice does the board have to give before a board meeting?  ',
      communityType: 'homeowners-association',
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { answer: string; sources: LawSource[]; disclaimer: string }
    expect(Object.keys(body).sort()).toEqual(['answer', 'disclaimer', 'sources'])
    expect(body.answer).toContain('Utah Code 57-8a-226, Board meetings')
    expect(body.answer).toMatch(/48 hours/)
    // Each source says which section it is, how current and how whole our copy is.
    expect(body.sources[0]).toEqual({
      section: '57-8a-226',
      title: 'Board meetings -- Open board meetings',
      url: 'https://le.utah.gov/xcode/Title57/Chapter8A/57-8a-S226.html',
      effective: null,
      complete: false,
      stale: false,
    })
    for (const source of body.sources) {
      expect(Object.keys(source).sort()).toEqual([
        'complete',
        'effective',
        'section',
        'stale',
        'title',
        'url',
      ])
      expect(source.url).toMatch(/^https:\/\/le\.utah\.gov\/xcode\//)
    }
    expect(body.answer).toMatch(
      /^Please note: our cop(y|ies) of Utah Code 57-8a-226\b.* hold(s)? only the first part/,
    )
    expect(body.disclaimer).toMatch(/not legal advice/)

    const rows = (await t.db.execute(
      sql`select question, community_type, top_sections, llm_answered, out_of_corpus, duration_ms from law_questions`,
    )) as { rows: Array<Record<string, unknown>> }
    expect(rows.rows).toEqual([
      {
        question: 'How much notice does the board have to give before a board meeting?',
        community_type: 'homeowners-association',
        top_sections: expect.arrayContaining(['57-8a-226']),
        llm_answered: false,
        out_of_corpus: false,
        duration_ms: expect.any(Number),
      },
    ])
  })

  test('a question outside the corpus is answered plainly, without sources, and kept as such', async () => {
    const response = await post({ question: 'What is the income tax rate in Utah?', communityType: 'other' })
    const body = (await response.json()) as { answer: string; sources: LawSource[] }
    expect(body.sources).toEqual([])
    expect(body.answer).toMatch(/could not find a Utah statute/)
    expect(body.answer).toMatch(/HOA Ombudsman/)
  })

  test.each([
    [
      'a short question',
      { question: '  too short  ', communityType: 'condominium' },
      'question',
      'Please enter at least 10 characters for your question.',
    ],
    [
      'no question',
      { communityType: 'condominium' },
      'question',
      'Please enter at least 10 characters for your question.',
    ],
    [
      'a question that is not text',
      { question: 42, communityType: 'condominium' },
      'question',
      'Please enter at least 10 characters for your question.',
    ],
    [
      'no community type',
      { question: 'Can my HOA fine me?' },
      'communityType',
      'Please select a community type.',
    ],
    [
      'an unknown community type',
      { question: 'Can my HOA fine me?', communityType: 'castle' },
      'communityType',
      'Please select a community type.',
    ],
  ])('%s is a 422 with the spec’s message, and nothing is stored', async (_, body, field, message) => {
    const response = await post(body)
    expect(response.status).toBe(422)
    const answer = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> }
    expect(answer.fieldErrors[field]).toEqual([message])
    expect(await storedCount()).toBe(0)
  })

  test('accepts each of the five community types', async () => {
    for (const communityType of ['homeowners-association', 'condominium', 'townhome', 'mixed-use', 'other'])
      expect((await post({ question: 'Can the association fine me?', communityType })).status).toBe(200)
    expect(await storedCount()).toBe(5)
  })

  test('bad bodies: not JSON 400, not sent as JSON 415, GET 405', async () => {
    expect((await post('{question:')).status).toBe(400)
    const form = await callRoute(
      action,
      new Request('http://127.0.0.1/api/utah-law-query', { method: 'POST', body: 'question=hello' }),
      routeContext(t.db),
    )
    expect(form.status).toBe(415)
    expect(await storedCount()).toBe(0)
  })

  test('past the per-IP limit the answer is 429 with Retry-After; another address is not affected', async () => {
    const context = routeContext(t.db)
    const subject = ipSubject(context.hashKey, context.clientIp)
    for (let i = 0; i < LAW_QUERY_RATE_LIMIT.limit; i++)
      await hitRateLimit(t.db, LAW_QUERY_RATE_LIMIT, subject)
    const body = { question: 'Can the association fine me?', communityType: 'condominium' }
    const limited = await post(body)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await post(body, { clientIp: '198.51.100.9' })).status).toBe(200)
    expect(await storedCount()).toBe(1)
  })
})

describe('GET /api/staff/law-questions', () => {
  const get = (token?: string, query = '') =>
    callRoute(
      staffQuestions,
      new Request(`http://127.0.0.1/api/staff/law-questions${query}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      }),
      routeContext(t.db),
    )

  test('needs a signed-in staff member', async () => {
    expect((await get()).status).toBe(401)
    expect((await get('not-a-real-session-token-000000000000')).status).toBe(401)
  })

  test('lists the questions asked, newest first', async () => {
    await post({ question: 'Can the association fine me?', communityType: 'condominium' })
    await post({ question: 'Can my HOA stop me from renting?', communityType: 'townhome' })
    const staff = await createStaff(t.db)
    const { token } = await createSession(t.db, staff.id)
    const response = await get(token)
    expect(response.status).toBe(200)
    const { questions } = (await response.json()) as { questions: Array<Record<string, unknown>> }
    expect(questions.map((q) => q.question)).toEqual([
      'Can my HOA stop me from renting?',
      'Can the association fine me?',
    ])
    expect(questions[0]).toMatchObject({ communityType: 'townhome', llmAnswered: false, outOfCorpus: false })
    expect((await get(token, '?limit=1')).status).toBe(200)
    expect((await get(token, '?limit=0')).status).toBe(422)
  })
})
