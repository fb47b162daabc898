import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { pino } from 'pino'
import type { ServerBuild } from 'react-router'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { staffActor } from '../../../tests/factories/communities'
import {
  electionCommunity,
  openedElection,
  pick,
  TEST_HASH_KEY,
  unitsOf,
} from '../../../tests/factories/elections'
import { validProposal, validQuote, validRegistration } from '../../../tests/factories/forms'
import { publishedSurvey, Q } from '../../../tests/factories/surveys'
import { loadTestCorpus } from '../../../tests/setup/law-corpus'
import { countStatements } from '../../../tests/setup/statement-counter'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { cachedPaths } from '~/content/pages'
import { forgetRead } from '~/db/read-cache.server'
import { forgetPublishedPosts } from '~/features/blog/posts.server'
import { ensureBlogSeeded } from '~/features/blog/seed.server'
import { choiceField } from '~/features/elections/ballot-form'
import { ensureSurvey2025 } from '~/features/surveys/seed.server'
import { parseEnv } from '~/lib/env.server'
import { createApp } from '../../../server/app'

// Issue 16: the SQL statements (BEGIN, COMMIT and savepoints included) that one realistic request to each
// public endpoint costs, sent over HTTP to the Express app the server runs (API limiter, page cache, React
// Router). Steady state: every endpoint is called once to warm the caches, then again to count. A page from
// the page cache is counted at its first render of the day and as a copy served from memory. Statements a
// timer sends in the background, such as the API limiter's batched flush, belong to no request.
//
// If a change adds queries on purpose, update the number here in the same commit; if it saves some, lower
// the number, so the saving cannot creep back unnoticed. QUERY_COUNT_LOG=1 prints every request's SQL.
const EXPECTED: Record<string, number> = {
  'GET / (first render today)': 0,
  'GET /about (first render today)': 0,
  'GET /why-us (first render today)': 0,
  'GET /switch (first render today)': 0,
  'GET /contact (first render today)': 0,
  'GET /es/contact (first render today)': 0,
  'GET /testimonials (first render today)': 0,
  'GET /owner-login (first render today)': 0,
  'GET /landlord-tenant (first render today)': 0,
  'GET /es/landlord-tenant (first render today)': 0,
  'GET /utah-law-gpt (first render today)': 0,
  // The library's one query (features/law/library.server.ts); the day's later visits read the copy.
  'GET /utah-law-gpt/sources (first render today)': 1,
  'POST /api/feedback': 10,
  'POST /api/contact': 10,
  'POST /api/chat/message': 10,
  'POST /api/landlord-tenant': 11,
  'POST /api/management-proposal': 10,
  'POST /api/pricing-quotes': 10,
  'GET /api/blog-posts (after an edit)': 1,
  'GET /api/blog-posts (kept copy)': 0,
  // The rate limit, the search (terms' idf, then scores), the summary's sections, one excerpt read per quoted
  // section (two here: 57-8a-226 and 16-6a-813), and the question kept for staff.
  'POST /api/utah-law-query (a new question)': 7,
  'POST /api/utah-law-query (asked before)': 2,
  'POST /api/chat (office hours)': 1,
  'POST /api/chat (a law question asked before)': 2,
  'GET /api/surveys/:id': 2,
  'POST /api/surveys/:id/responses': 9,
  'GET /api/elections/ballot/:token': 5,
  // BEGIN, the link with its roll row locked, the election's contests (kept in memory after the first cast
  // while it is open), one write of participation, ballot and retired links, COMMIT (link-cast.server.ts).
  'POST /api/elections/ballot/:token': 5,
  // Its two rate limits only: the rolls are read and the links mailed after the answer, in the background.
  'POST /api/elections/lost-link (2 elections)': 2,
  'GET /api/elections/public': 1,
  'GET /vote/:token': 5,
  'POST /vote/:token (cast, no JavaScript)': 14,
  'GET /survey-2025': 3,
  'GET /election-system': 1,
  'GET /es/election-system': 1,
  'GET /blog': 1,
  'GET /blog/:slug': 1,
  'GET / (cached copy)': 0,
  'GET /about (cached copy)': 0,
  'GET /why-us (cached copy)': 0,
  'GET /switch (cached copy)': 0,
  'GET /contact (cached copy)': 0,
  'GET /es/contact (cached copy)': 0,
  'GET /testimonials (cached copy)': 0,
  'GET /owner-login (cached copy)': 0,
  'GET /landlord-tenant (cached copy)': 0,
  'GET /es/landlord-tenant (cached copy)': 0,
  'GET /utah-law-gpt (cached copy)': 0,
  'GET /utah-law-gpt/sources (cached copy)': 0,
}

const t = setupTestDatabase()
let vite: ViteDevServer
let build: ServerBuild
const assetsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'query-count-'))

beforeAll(async () => {
  // The server build straight from the sources, as `npm run dev` loads it: no `npm run build` first.
  vite = await createServer({
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null, preTransformRequests: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild
}, 180_000)

afterAll(async () => {
  await vite?.close()
  fs.rmSync(assetsDir, { recursive: true, force: true })
})

type Call = {
  label: string
  path: string
  status: number
  json?: unknown
  form?: FormData | URLSearchParams
  /** Run just before the request is sent (e.g. to drop what the server keeps in memory). */
  before?: () => void
}

/** One round of requests, on an election and a survey of the round's own (a unit votes only once). */
async function round(actor: Awaited<ReturnType<typeof staffActor>>): Promise<Call[]> {
  const community = await electionCommunity(t.db, actor, unitsOf(3))
  const election = await openedElection(t.db, actor, community.id)
  const { survey } = await publishedSurvey(t.db, actor)
  const [apiToken, pageToken] = [election.links.get('U1')!, election.links.get('U2')!]
  const choices = [pick(election, 0, 'Ana Ortiz', 'Ben Cho'), pick(election, 1, 'Yes')]
  const ballotForm = new URLSearchParams({ intent: 'cast' })
  for (const { contestId, optionIds } of choices)
    for (const id of optionIds) ballotForm.append(choiceField(contestId), id)
  const rental = new FormData() // the registration form sends multipart, the fields as JSON in `data`
  rental.set('data', JSON.stringify(bodies.registration))
  const get = (label: string, path = label.split(' ')[1]!) => ({ label, path, status: 200 })
  return [
    { label: 'POST /api/feedback', path: '/api/feedback', json: { rating: 5 }, status: 201 },
    { label: 'POST /api/contact', path: '/api/contact', json: bodies.contact, status: 201 },
    { label: 'POST /api/chat/message', path: '/api/chat/message', json: bodies.contact, status: 201 },
    { label: 'POST /api/landlord-tenant', path: '/api/landlord-tenant', form: rental, status: 201 },
    {
      label: 'POST /api/management-proposal',
      path: '/api/management-proposal',
      json: bodies.proposal,
      status: 201,
    },
    { label: 'POST /api/pricing-quotes', path: '/api/pricing-quotes', json: bodies.quote, status: 201 },
    {
      ...get('GET /api/blog-posts (after an edit)', '/api/blog-posts'),
      before: () => forgetPublishedPosts(t.db),
    },
    get('GET /api/blog-posts (kept copy)', '/api/blog-posts'),
    {
      label: 'POST /api/utah-law-query (a new question)',
      path: '/api/utah-law-query',
      json: bodies.lawQuery,
      status: 200,
      before: () => forgetRead(t.db),
    },
    {
      label: 'POST /api/utah-law-query (asked before)',
      path: '/api/utah-law-query',
      json: bodies.lawQuery,
      status: 200,
    },
    { label: 'POST /api/chat (office hours)', path: '/api/chat', json: bodies.chatHours, status: 200 },
    {
      label: 'POST /api/chat (a law question asked before)',
      path: '/api/chat',
      json: bodies.chatLaw,
      status: 200,
    },
    get('GET /api/surveys/:id', `/api/surveys/${survey.id}`),
    {
      label: 'POST /api/surveys/:id/responses',
      path: `/api/surveys/${survey.id}/responses`,
      json: bodies.surveyResponse,
      status: 201,
    },
    get('GET /api/elections/ballot/:token', `/api/elections/ballot/${apiToken}`),
    {
      label: 'POST /api/elections/ballot/:token',
      path: `/api/elections/ballot/${apiToken}`,
      json: { choices },
      status: 201,
    },
    // Both rounds' elections are open and list this owner by the second round: one link sent for each.
    {
      label: 'POST /api/elections/lost-link (2 elections)',
      path: '/api/elections/lost-link',
      json: { email: 'owner3@example.com' },
      status: 200,
    },
    get('GET /api/elections/public'),
    get('GET /vote/:token', `/vote/${pageToken}`),
    {
      label: 'POST /vote/:token (cast, no JavaScript)',
      path: `/vote/${pageToken}`,
      form: ballotForm,
      status: 201,
    },
    get('GET /survey-2025'),
    get('GET /election-system'),
    get('GET /es/election-system', '/es/election-system'),
    get('GET /blog'),
    get('GET /blog/:slug', '/blog/open-board-meetings-in-utah-hoas'),
  ]
}

test('SQL statements per request of each public endpoint', async () => {
  const actor = await staffActor(t.db)
  await loadTestCorpus(t.db)
  await ensureBlogSeeded(t.db)
  await ensureSurvey2025(t.db)
  const [warmUp, counted] = [await round(actor), await round(actor)]
  const pages = (state: string) =>
    [...cachedPaths].map((page) => ({ label: `GET ${page} (${state})`, path: page }))

  const counter = countStatements(t.db)
  const { app, close } = createApp({
    env: parseEnv({ NODE_ENV: 'production', PORT: '0' }),
    db: t.db,
    logger: pino({ level: 'silent' }),
    hashKey: TEST_HASH_KEY,
    build,
    assets: { dir: assetsDir },
    isDraining: () => false,
  })
  const server = http.createServer(counter.serve(app))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const labels: Array<string | null> = [] // one per request sent, null for the warm-up round
  try {
    const requests: Array<Omit<Call, 'label'> & { label: string | null }> = [
      ...pages('first render today').map((page) => ({ ...page, status: 200 })),
      ...warmUp.map((call) => ({ ...call, label: null })),
      ...counted,
      ...pages('cached copy').map((page) => ({ ...page, status: 200 })),
    ]
    for (const call of requests) {
      call.before?.()
      const response = await send(origin, call)
      await response.arrayBuffer()
      expect(response.status, `${call.label ?? call.path}: status`).toBe(call.status)
      labels.push(call.label)
    }
  } finally {
    await new Promise((resolve) => server.close(resolve))
    await close()
    counter.stop()
  }

  const perRequest = counter.perRequest()
  expect(perRequest).toHaveLength(labels.length)
  const measured: Record<string, number> = {}
  for (const [i, label] of labels.entries()) {
    if (label === null) continue
    measured[label] = perRequest[i]!.length
    if (process.env.QUERY_COUNT_LOG || measured[label] !== EXPECTED[label])
      console.log(`${label}: ${measured[label]} statements\n  ${perRequest[i]!.join('\n  ')}`)
  }
  expect(measured).toEqual(EXPECTED)
}, 180_000)

function send(origin: string, call: Omit<Call, 'label'>): Promise<Response> {
  // A plain form post from the page itself; React Router refuses a cross-site one.
  const headers: Record<string, string> = { Origin: origin }
  let body: BodyInit | undefined = call.form
  if (call.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(call.json)
  }
  // The site's forms send each submission with a key of its own (app/lib/form-submit.ts).
  if (FORM_POSTS.test(call.path)) headers['Idempotency-Key'] = crypto.randomUUID()
  const method = body === undefined ? 'GET' : 'POST'
  return fetch(`${origin}${call.path}`, { method, headers, body, redirect: 'manual' })
}

/** The public form posts that take an Idempotency-Key, as app/lib/form-submit.ts sends them. */
const FORM_POSTS =
  /^\/api\/(feedback|contact|chat\/message|landlord-tenant|management-proposal|pricing-quotes)$/

const contact = {
  name: 'Marcus Bell',
  email: 'marcus@example.com',
  phone: '(435) 555-0110',
  community: 'Sand Hollow Villas',
  message: 'The pool gate keypad has not worked since Tuesday.',
}
const lawQuestion = 'How much notice does the board have to give before a board meeting?'

const bodies = {
  contact,
  proposal: validProposal(),
  quote: validQuote(),
  registration: validRegistration(),
  lawQuery: { question: lawQuestion, communityType: 'homeowners-association' },
  chatHours: { message: 'What are your office hours?' },
  chatLaw: { message: lawQuestion },
  surveyResponse: { answers: { [Q.single]: 'north', [Q.role]: 'owner', [Q.yesNo]: true } },
}
