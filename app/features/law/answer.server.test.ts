import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { lawTopicSummaries } from '~/content/law-topics'
import { loadTestCorpus } from '../../../tests/setup/law-corpus'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { answerLawQuestion } from './answer.server'
import { LLM_SYSTEM_PROMPT, type LlmConfig } from './llm.server'
import { listLawQuestions } from './questions.server'
import { endsCleanly } from './excerpts'
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
    // Our copy of 57-8a-209 is cut short: the model's answer is opened by a note saying so.
    expect(result).toMatchObject({ llmAnswered: true })
    expect(result.answer).toMatch(/^Please note: our copy of Utah Code 57-8a-209 holds only the first part/)
    expect(result.answer.endsWith(`\n\n${text}`)).toBe(true)
    expect(result.sources).toEqual([
      {
        section: '57-8a-209',
        title: 'Rental restrictions',
        url: 'https://le.utah.gov/xcode/Title57/Chapter8A/57-8a-S209.html',
        effective: null,
        complete: false,
        stale: false,
      },
    ])

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
    expect(messages[1]!.content).toContain(
      '[Utah Code 57-8a-209] Rental restrictions (Community Association Act)\n' +
        '[Date of this text not confirmed. Only the first part of this section is held]',
    )
    expect(messages[0]!.content).toMatch(/never present a text as current law/)
    expect(messages[1]!.content).toContain('Townhome community')

    const [stored] = await listLawQuestions(t.db)
    expect(stored).toMatchObject({ question: rental.question, llmAnswered: true, answer: result.answer })
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
    expect(result.sources[0]!.url).toBe('https://le.utah.gov/xcode/Title57/Chapter8A/57-8a-S209.html')
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
  const summary = (topic: string, act: string) =>
    lawTopicSummaries.find((s) => s.topic === topic && s.act === act)!.text
  const quotes = (answer: string) => answer.match(/“[^”]*”/g) ?? []
  const afterNote = (answer: string) =>
    answer.startsWith('Please note: ') ? answer.slice(answer.indexOf('\n\n') + 2) : answer

  test('an HOA rental question opens with the plain-language summary, then quotes whole sentences', async () => {
    // Issue 15 item 3: this answer was quoted fragments, one ending "...the association shall:", a note
    // that our copy is incomplete, and a Condominium Act section.
    const result = await answerLawQuestion(
      t.db,
      { question: 'Can our HOA ban rentals in Utah?', communityType: 'homeowners-association' },
      { llm: null },
    )
    expect(result.topic).toBe('rentals')
    // Both sections are cut short in our copy: the answer says so before anything else.
    const [note, ...rest] = result.answer.split('\n\n')
    expect(note).toBe(
      'Please note: our copies of Utah Code 57-8a-209 and Utah Code 57-8a-218 hold only the first part ' +
        'of each section. Read each section in full at le.utah.gov (linked under Sources) before relying ' +
        'on this answer.',
    )
    expect(rest.join('\n\n').startsWith(summary('rentals', '57-8a'))).toBe(true)
    expect(result.answer).toContain('Utah Code 57-8a-209, Rental restrictions (Community Association Act)')
    expect(result.answer).not.toMatch(/57-8-\d/)
    expect(result.sources.map((s) => s.url)).toEqual([
      'https://le.utah.gov/xcode/Title57/Chapter8A/57-8a-S209.html',
      'https://le.utah.gov/xcode/Title57/Chapter8A/57-8a-S218.html',
    ])
    expect(quotes(result.answer).length).toBeGreaterThan(0)
    for (const quote of quotes(result.answer)) expect(endsCleanly(quote), quote).toBe(true)
    expect(result.answer).not.toMatch(/shall:”/)
    expect(result.answer).toMatch(/Our library holds only the first part of this section/)
  })

  test('the same question again is answered alike from memory, and each asking is recorded for staff', async () => {
    const query = {
      question: 'Can our HOA ban rentals in Utah?',
      communityType: 'homeowners-association',
    } as const
    const first = await answerLawQuestion(t.db, query, { llm: null })
    await t.db.execute(sql`update law_sections set body = 'changed' where section = '57-8a-209'`)
    const again = await answerLawQuestion(t.db, query, { llm: null })
    expect(again).toEqual(first) // the search and excerpts were not run again
    const asCondo = await answerLawQuestion(t.db, { ...query, communityType: 'condominium' }, { llm: null })
    expect(asCondo.answer).not.toEqual(first.answer) // the association type is part of the question
    const recorded = await listLawQuestions(t.db)
    expect(recorded.map((q) => q.communityType)).toEqual([
      'condominium',
      'homeowners-association',
      'homeowners-association',
    ])
  })

  test('a condominium gets the Condominium Ownership Act’s summary and sections', async () => {
    const result = await answerLawQuestion(
      t.db,
      { question: 'How much can a condo association fine a unit owner?', communityType: 'condominium' },
      { llm: null },
    )
    expect(afterNote(result.answer).startsWith(summary('fines', '57-8'))).toBe(true)
    expect(result.answer).toContain('For a condominium, the Condominium Ownership Act')
    expect(result.answer).toContain('Utah Code 57-8-37, Fines (Condominium Ownership Act)')
    expect(result.answer).toMatch(/“[^”]*fine[^”]*”/i)
    expect(result.sources[0]!.url).toBe('https://le.utah.gov/xcode/Title57/Chapter8/57-8-S37.html')
    // Both sections the summary cites are linked, including the lien section it cites for appeals.
    expect(result.sources.map((s) => s.url)).toContain(
      'https://le.utah.gov/xcode/Title57/Chapter8/57-8-S44.html',
    )
  })

  test('a mixed-use community gets a summary per act, each named', async () => {
    const result = await answerLawQuestion(
      t.db,
      { question: 'Is there a limit on fines in our community?', communityType: 'mixed-use' },
      { llm: null },
    )
    const [first, second] = afterNote(result.answer).split('\n\n')
    expect([first, second].map((p) => p!.replace(/:.*$/s, '')).sort()).toEqual([
      'For a condominium (Condominium Ownership Act)',
      'For a homeowners association (Community Association Act)',
    ])
  })

  test('a condominium asking about a topic our library covers only for HOAs is told so', async () => {
    const result = await answerLawQuestion(
      t.db,
      { question: 'Can condo owners disapprove the budget the board adopted?', communityType: 'condominium' },
      { llm: null },
    )
    expect(result.topic).toBe('budgets')
    expect(afterNote(result.answer).split('\n\n')[0]).toMatch(
      /^At least once a year .*our library holds no Condominium Ownership Act section on this/s,
    )
  })

  test('a question no topic fits is answered from the sections alone, as before', async () => {
    const result = await answerLawQuestion(
      t.db,
      {
        question: 'Who has to repair the roof of my townhome, me or the association?',
        communityType: 'townhome',
      },
      { llm: null },
    )
    expect(result.topic).toBeNull()
    expect(result.answer).toMatch(/^For a townhome community organised as a homeowners association/)
    expect(result.answer).toContain('Utah Code 57-8a-224')
    for (const quote of quotes(result.answer)) expect(endsCleanly(quote), quote).toBe(true)
  })
})
