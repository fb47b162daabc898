import { beforeEach, describe, expect, test } from 'vitest'
import { hitRateLimit, ipSubject } from '~/features/rate-limit/rate-limit.server'
import { emergencyLine, phones } from '~/content/company'
import { loadTestCorpus } from '../../../tests/setup/law-corpus'
import { routeContext, jsonPoster } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { action, CHAT_RATE_LIMIT, loader } from './chat'

const t = setupTestDatabase()
beforeEach(() => loadTestCorpus(t.db))

type Reply = {
  intent: string
  reply: string
  links?: Array<{ label: string; href: string }>
  suggestions?: string[]
  offerMessage?: boolean
}

const post = jsonPoster(action, '/api/chat', () => t.db)

const ask = async (message: string) => {
  const response = await post({ message })
  expect(response.status).toBe(200)
  return (await response.json()) as Reply
}

describe('POST /api/chat', () => {
  test('office hours come from the company content', async () => {
    const body = await ask('What are your office hours?')
    expect(body.intent).toBe('hours')
    expect(body.reply).toContain('Monday – Thursday: 9:00 AM – 5:00 PM')
    expect(body.reply).toContain('Friday: 9:00 AM – 3:00 PM')
    expect(body.reply).toContain('Saturday – Sunday: Closed')
  })

  test('the emergency line is 24/7 on the northern number, Option 9', async () => {
    const body = await ask('There is a water leak in the hallway, who do I call?')
    expect(body.intent).toBe('emergency')
    expect(body.reply).toContain(`${emergencyLine.phone.display}, then press Option 9`)
    expect(body.links).toContainEqual({
      label: `Call ${phones.northern.display}`,
      href: `tel:${phones.northern.raw}`,
    })
  })

  test('pricing states the policy without inventing numbers', async () => {
    const body = await ask('How much do you charge?')
    expect(body.intent).toBe('pricing')
    expect(body.reply).toMatch(/size of your community and the services it needs/)
    expect(body.reply).toMatch(/no hidden fees/)
    expect(body.reply).not.toMatch(/\$\d/)
  })

  test('switching takes about 4 weeks with 90 days of enhanced support', async () => {
    const body = await ask('How do we switch our management company?')
    expect(body.reply).toContain('about 4 weeks, followed by 90 days of enhanced support')
  })

  test('a Utah law question is answered by the law assistant, with its sections, links and disclaimer', async () => {
    const body = await ask('How much notice does the board have to give before a board meeting?')
    expect(body.intent).toBe('law')
    expect(body.reply).toContain('Utah Code 57-8a-226')
    expect(body.reply).toMatch(/not legal advice/)
    expect(body.links?.[0]).toEqual({
      label: 'Utah Code 57-8a-226',
      href: 'https://le.utah.gov/xcode/Title57/Chapter8A/57-8a-S226.html',
    })
  })

  test('gibberish gets the topic menu and the offer of a message', async () => {
    const body = await ask('qwxz plmk')
    expect(body.intent).toBe('fallback')
    expect(body.suggestions).toContain('Office hours')
    expect(body.suggestions).toContain('Leave a message for our team')
    expect(body.offerMessage).toBe(true)
  })

  test('a script injection attempt comes back as data, never as markup', async () => {
    const message = '<script>alert(1)</script><img src=x onerror=alert(2)>'
    const response = await post({ message })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    const body = (await response.json()) as Reply
    expect(body.intent).toBe('fallback')
    expect(body.reply).not.toContain('<')
  })

  test.each([
    ['no message', {}],
    ['an empty message', { message: '   ' }],
    ['a number', { message: 42 }],
    ['a message over 500 characters', { message: 'a'.repeat(501) }],
  ])('%s is refused with 422 and a field message', async (_, body) => {
    const response = await post(body)
    expect(response.status).toBe(422)
    const answer = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> }
    expect(answer.fieldErrors.message?.[0]).toMatch(/Please (type a message|keep your message under 500)/)
  })

  test('malformed JSON is a 400', async () => {
    expect((await post('{"message":')).status).toBe(400)
  })

  test('too many messages from one address are refused with 429 and Retry-After', async () => {
    const context = routeContext(t.db)
    const subject = ipSubject(context.hashKey, context.clientIp)
    for (let i = 0; i < CHAT_RATE_LIMIT.limit; i++) await hitRateLimit(t.db, CHAT_RATE_LIMIT, subject)
    const response = await post({ message: 'What are your hours?' })
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
    // Another address is unaffected.
    expect((await post({ message: 'hours' }, { clientIp: '198.51.100.7' })).status).toBe(200)
  })

  test('GET is refused with 405', async () => {
    const response = await loader()
    expect(response.status).toBe(405)
  })
})
