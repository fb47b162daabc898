import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { loadTestCorpus } from '../../../tests/setup/law-corpus'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { answerLawQuestion } from './answer.server'
import { LLM_SYSTEM_PROMPT, type LlmConfig } from './llm.server'
import { listLawQuestions } from './questions.server'
import { OUT_OF_CORPUS_ANSWER } from './retrieval-answer'

const t = setupTestDatabase()

// A small OpenAI-compatible chat-completions server on loopback. Each test sets how it answers.
type Reply = { status?: number; body?: string; delayMs?: number }
let reply: Reply = {}
const received: Array<{ url: string; auth: string | undefined; body: Record<string, unknown> }> = []
let server: Server
let config: LlmConfig

const completion = (content: string | null) =>
  JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] })

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as Record<string, unknown>
    received.push({ url: request.url ?? '', auth: request.headers.authorization, body })
    const { status = 200, body: out = completion('No answer configured.'), delayMs = 0 } = reply
    setTimeout(() => {
      if (response.destroyed) return
      response.writeHead(status, { 'Content-Type': 'application/json' })
      response.end(out)
    }, delayMs)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  config = { baseUrl: `http://127.0.0.1:${port}/v1/`, apiKey: 'test-key-123', model: 'statute-model' }
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(async () => {
  reply = {}
  received.length = 0
  await loadTestCorpus(t.db)
})

const rental = {
  question: 'Can my HOA stop me from renting my townhome?',
  communityType: 'townhome' as const,
}

describe('the answer with a language model', () => {
  test('sends the retrieved sections with the instructions, and returns the model’s cited answer', async () => {
    const text =
      'Yes, within limits. Utah Code 57-8a-209 lets an association restrict rentals, with exceptions.'
    reply = { body: completion(text) }
    const result = await answerLawQuestion(t.db, rental, { llm: config })
    expect(result).toMatchObject({ answer: text, llmAnswered: true })
    expect(result.sources).toEqual(['https://le.utah.gov/xcode/Title57/Chapter8A/57-8a-S209.html'])

    expect(received).toHaveLength(1)
    const call = received[0]!
    expect(call.url).toBe('/v1/chat/completions')
    expect(call.auth).toBe('Bearer test-key-123')
    expect(call.body.model).toBe('statute-model')
    const messages = call.body.messages as Array<{ role: string; content: string }>
    expect(messages[0]).toEqual({ role: 'system', content: LLM_SYSTEM_PROMPT })
    expect(messages[0]!.content).toMatch(/ONLY from the Utah Code sections provided/)
    expect(messages[1]!.role).toBe('user')
    expect(messages[1]!.content).toContain(rental.question)
    expect(messages[1]!.content).toContain('[Utah Code 57-8a-209] Rental restrictions')
    expect(messages[1]!.content).toContain('Townhome community')

    const [stored] = await listLawQuestions(t.db)
    expect(stored).toMatchObject({ question: rental.question, llmAnswered: true, answer: text })
  })

  test.each([
    ['a 500 answer', { status: 500, body: '{"error":"boom"}' }],
    ['a body that is not JSON', { body: 'not json' }],
    ['JSON of another shape', { body: '{"result": "Utah Code 57-8a-209"}' }],
    ['an empty answer', { body: completion('   ') }],
    ['a null answer', { body: completion(null) }],
    [
      'an answer citing no provided section',
      { body: completion('Renting is governed by Utah Code 10-9a-530.') },
    ],
  ])('%s falls back to the retrieval answer', async (_, failing) => {
    reply = failing
    const result = await answerLawQuestion(t.db, rental, { llm: config })
    expect(received).toHaveLength(1)
    expect(result.llmAnswered).toBe(false)
    expect(result.answer).toContain('Utah Code 57-8a-209, Rental restrictions')
    expect(result.sources[0]).toBe('https://le.utah.gov/xcode/Title57/Chapter8A/57-8a-S209.html')
    const [stored] = await listLawQuestions(t.db)
    expect(stored!.llmAnswered).toBe(false)
  })

  test('a model slower than the time limit is abandoned and the retrieval answer returned', async () => {
    reply = { body: completion('Too late: Utah Code 57-8a-209.'), delayMs: 3000 }
    const started = performance.now()
    const result = await answerLawQuestion(t.db, rental, { llm: config, llmTimeoutMs: 300 })
    expect(performance.now() - started).toBeLessThan(2500)
    expect(result.llmAnswered).toBe(false)
    expect(result.answer).toContain('57-8a-209')
  })

  test('an unreachable model falls back too', async () => {
    const closed = { ...config, baseUrl: 'http://127.0.0.1:9/v1' }
    const result = await answerLawQuestion(t.db, rental, { llm: closed })
    expect(result.llmAnswered).toBe(false)
    expect(result.sources.length).toBeGreaterThan(0)
  })

  test('a question outside the corpus is not sent to the model, and says so plainly', async () => {
    const result = await answerLawQuestion(
      t.db,
      { question: 'How do I file for divorce in Utah?', communityType: 'other' },
      { llm: config },
    )
    expect(received).toHaveLength(0)
    expect(result).toMatchObject({ answer: OUT_OF_CORPUS_ANSWER, sources: [] })
    expect(result.answer).toMatch(/le\.utah\.gov/)
    expect(result.answer).toMatch(/HOA Ombudsman/)
    const [stored] = await listLawQuestions(t.db)
    expect(stored).toMatchObject({ outOfCorpus: true, llmAnswered: false })
  })
})

describe('the retrieval answer', () => {
  test('names the sections it relies on and quotes their most relevant passages', async () => {
    const result = await answerLawQuestion(
      t.db,
      { question: 'How much can a condo association fine a unit owner?', communityType: 'condominium' },
      { llm: null },
    )
    expect(result.answer).toMatch(/^For a condominium, the Condominium Ownership Act/)
    expect(result.answer).toContain('Utah Code 57-8-37, Fines (Condominium Ownership Act)')
    expect(result.answer).toMatch(/“[^”]*fine[^”]*”/i)
    expect(result.sources[0]).toBe('https://le.utah.gov/xcode/Title57/Chapter8/57-8-S37.html')
    expect(result.answer).toMatch(/incomplete/) // 57-8-37 is a partial record
  })
})
