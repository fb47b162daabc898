import fc from 'fast-check'
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { QUOTE_QUESTIONS } from '~/features/submissions/quote-questions'
import { saveContactMessage } from '~/features/submissions/store.server'
import { createStaff, signedInStaff } from '../../../tests/factories/staff'
import { routeContext } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { action as chat } from './chat'
import { action as chatMessage } from './chat-message'
import { action as login } from './election-auth/login'
import { action as changePassword } from './election-auth/password'
import { action as contact } from './contact'
import { action as feedback } from './feedback'
import { action as landlordTenant } from './landlord-tenant'
import { action as staffNotes } from './staff/submission-notes'
import { action as staffStatus } from './staff/submission-status'
import { loader as staffExport } from './staff/export'
import { loader as staffLawQuestions } from './staff/law-questions'
import { loader as staffOutbox } from './staff/outbox'
import { loader as staffSubmissions } from './staff/submissions'
import { action as staffUser } from './staff/user'
import { action as staffUserActive } from './staff/user-active'
import { action as staffUserPassword } from './staff/user-password'
import { action as staffUsers } from './staff/users'
import { action as managementProposal } from './management-proposal'
import { action as pricingQuotes } from './pricing-quotes'
import { action as lawQuery } from './utah-law-query'
import { action as staffBlogPosts } from './staff/blog-posts'
import { action as staffBlogPreview } from './staff/blog-preview'
import { action as staffBlogStatus } from './staff/blog-post-status'

// Property-based fuzzing of every JSON endpoint (issue 4): whatever arrives, the answer is a 2xx or a
// 4xx with a readable message, never a 5xx and never an exception escaping the handler. Staff endpoints
// get a real admin session and real ids, so the fuzzed bodies and query strings reach their validation.

// Hundreds of requests a test, each with a real database write: a busy CI machine needs more than 30 s.
vi.setConfig({ testTimeout: 180_000 })

const t = setupTestDatabase()

type Handler = (args: { request: Request; context: AppLoadContext; params: object }) => Promise<Response>
/** What a staff entry needs: a signed-in admin's token, and rows its path can name. */
type StaffFixture = { token: string; submissionId: string; managerId: string }
type Endpoint = {
  path: string
  action: Handler
  valid: Record<string, unknown>
  method?: string
  /** A staff endpoint: sent with the fixture's session; answers its `:params` from the fixture. */
  staff?: (f: StaffFixture) => Record<string, string>
  /** Fewer runs where each accepted request does slow real work. */
  runs?: number
}

export const ENDPOINTS: Endpoint[] = [
  {
    path: '/api/feedback',
    action: feedback as Handler,
    valid: { rating: 3, comments: 'Fine', email: 'a@example.com' },
  },
  {
    path: '/api/pricing-quotes',
    action: pricingQuotes as Handler,
    valid: {
      name: 'Dana Whitlock',
      board_position: 'Treasurer',
      phone: '801-555-0142',
      email: 'dana@example.com',
      community_name: 'Red Cliffs Villas',
      total_units: 40,
      ...Object.fromEntries(QUOTE_QUESTIONS.map((q) => [q.id, q.options[0]!.value])),
      budget_file: null,
      reserve_study_file: null,
    },
  },
  {
    path: '/api/utah-law-query',
    action: lawQuery as Handler,
    valid: { question: 'Can my HOA stop me from renting my townhome?', communityType: 'townhome' },
  },
  { path: '/api/chat', action: chat as Handler, valid: { message: 'What are your office hours?' } },
  {
    path: '/api/chat/message',
    action: chatMessage as Handler,
    valid: { name: 'Rosa Jimenez', email: 'rosa@example.com', phone: '', message: 'Please call me.' },
  },
  {
    path: '/api/election-auth/login',
    action: login as Handler,
    valid: { email: 'a@example.com', password: 'x'.repeat(12) },
  },
  {
    path: '/api/election-auth/password',
    action: changePassword as Handler,
    valid: { currentPassword: 'x'.repeat(12), newPassword: 'y'.repeat(16) },
  },
  {
    path: '/api/landlord-tenant',
    action: landlordTenant as Handler,
    valid: {
      community: 'Oak Hollow HOA',
      unitAddress: '12 Elm St, Unit 4, Sandy, UT',
      ownerName: 'Ann Lee',
      ownerEmail: 'ann@example.com',
      ownerPhone: '801-555-0142',
      ownerMailingAddress: 'PO Box 88, Provo, UT',
      tenants: [{ name: 'Bo Kim', email: 'bo@example.com' }],
      leaseStart: '2026-01-01',
      leaseEnd: '2026-12-31',
      occupantCount: 2,
      vehicles: [{ description: 'Blue Subaru', plate: '7KX392' }],
      emergencyContact: { name: 'Rita Bell', phone: '801-555-0199' },
      acknowledgeRules: true,
    },
  },
  {
    path: '/api/staff/submissions/:type/:id/status',
    action: staffStatus as Handler,
    valid: { status: 'done' },
    staff: (f) => ({ type: 'contact', id: f.submissionId }),
  },
  {
    path: '/api/staff/submissions/:type/:id/notes',
    action: staffNotes as Handler,
    valid: { body: 'Called back' },
    staff: (f) => ({ type: 'contact', id: f.submissionId }),
  },
  {
    path: '/api/staff/users',
    action: staffUsers as Handler,
    valid: { email: 'a@example.com', name: 'A', role: 'manager' },
    staff: () => ({}),
  },
  {
    path: '/api/staff/users/:id',
    action: staffUser as Handler,
    method: 'PATCH',
    valid: { name: 'Pat Manager', role: 'manager' },
    staff: (f) => ({ id: f.managerId }),
  },
  {
    path: '/api/staff/users/:id/active',
    action: staffUserActive as Handler,
    valid: { active: false },
    staff: (f) => ({ id: f.managerId }),
  },
  {
    path: '/api/staff/users/:id/password',
    action: staffUserPassword as Handler,
    valid: { password: 'quartz meadow lantern 907' },
    staff: (f) => ({ id: f.managerId }),
    // Most bodies without a password are accepted and hash a generated one at full scrypt cost.
    runs: 20,
  },
  {
    path: '/api/management-proposal',
    action: managementProposal as Handler,
    valid: {
      name: 'Ann',
      email: 'a@example.com',
      city: 'Provo',
      units: 40,
      age: 'None',
      goals: 'Phone: 801-555-0100',
    },
  },
  {
    path: '/api/contact',
    action: contact as Handler,
    valid: {
      name: 'Ann',
      email: 'a@example.com',
      phone: '801-555-0100',
      community: 'Provo',
      message: 'Hello',
    },
  },
  {
    path: '/api/staff/blog-posts',
    action: staffBlogPosts as Handler,
    valid: {
      slug: 'a-post',
      title: 'A title',
      date: '2026-01-01',
      excerpt: 'x'.repeat(30),
      content: 'y'.repeat(60),
    },
  },
  { path: '/api/staff/blog-posts/preview', action: staffBlogPreview as Handler, valid: { content: '# Hi' } },
  {
    path: '/api/staff/blog-posts/x/status',
    action: staffBlogStatus as Handler,
    valid: { status: 'published' },
  },
]

const RUNS = Number(process.env.FUZZ_RUNS ?? 150)
const tally = { requests: 0, byStatus: new Map<number, number>() }

const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
  fc.array(fc.jsonValue(), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 4 }),
  fc.string({ minLength: 5000, maxLength: 9000 }),
)

const nested = (depth: number, open: string, close: string) => open.repeat(depth) + '1' + close.repeat(depth)
const HUGE_NUMBERS = [
  '1e309',
  '-1e309',
  '9999999999999999999999',
  '-9007199254740993',
  '-0',
  '1e-400',
  '123456789012345678901234567890.5',
]

// The tables are emptied before each test, so every staff test signs in afresh (through the login service).
let fixture: StaffFixture | undefined
async function staffFixture(): Promise<StaffFixture> {
  const { token } = await signedInStaff(t.db, { role: 'admin' })
  const manager = await createStaff(t.db, { role: 'manager' })
  const submission = await saveContactMessage(t.db, {
    name: 'Ann Lee',
    email: 'ann@example.com',
    phone: undefined,
    community: 'Oak Hollow',
    message: 'The gate code does not work.',
  })
  return { token, submissionId: submission.id, managerId: manager.id }
}

const fillPath = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? name))

let ip = 0
async function call(endpoint: Endpoint, url: string, init: RequestInit, params: object, label: string) {
  const request = new Request(`http://127.0.0.1${url}`, init)
  // A fresh address per request, so the per-IP limits do not turn every answer into a 429.
  const context = routeContext(t.db, { clientIp: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}` })
  // An exception escaping the handler is what the server turns into a 500: it counts as one.
  const response = await endpoint.action({ request, context, params }).catch((error: unknown) => {
    tally.requests++
    tally.byStatus.set(500, (tally.byStatus.get(500) ?? 0) + 1)
    throw error
  })
  tally.requests++
  tally.byStatus.set(response.status, (tally.byStatus.get(response.status) ?? 0) + 1)
  const what = `${endpoint.path} answered ${response.status} to ${label.slice(0, 200)}`
  expect(response.status, what).toBeLessThan(500)
  // With a live admin session, a refusal of the session itself would mean validation was never reached.
  if (endpoint.staff) expect(response.status, what).not.toBe(401)
  if (response.status >= 400) {
    const answer = (await response.json()) as { message?: unknown }
    expect(typeof answer.message, what).toBe('string')
  }
  return response
}

async function sendBody(endpoint: Endpoint, body: string, contentType = 'application/json') {
  const params = endpoint.staff && fixture ? endpoint.staff(fixture) : {}
  const token = endpoint.staff ? fixture!.token : 'fuzz-token-that-is-not-a-session-000000000'
  const init = {
    method: endpoint.method ?? 'POST',
    headers: { 'Content-Type': contentType, Authorization: `Bearer ${token}` },
    body,
  }
  return call(endpoint, fillPath(endpoint.path, params), init, params, body)
}

// A property that returns anything but true or undefined fails, so the fuzzing helpers return nothing.
async function send(endpoint: Endpoint, body: string, contentType?: string): Promise<void> {
  await sendBody(endpoint, body, contentType)
}

// The staff entries' valid bodies must pass, or the fuzzing below would only ever meet a refusal.
describe.each(ENDPOINTS.filter((e) => e.staff))('$path with a live staff session', (endpoint) => {
  beforeEach(async () => {
    fixture = await staffFixture()
  })

  test('the valid body is accepted', async () => {
    const response = await sendBody(endpoint, JSON.stringify(endpoint.valid))
    expect(response.status).toBeLessThan(300)
  })
})

describe.each(ENDPOINTS)('$path under fuzzing', (endpoint) => {
  const fields = Object.keys(endpoint.valid)

  beforeEach(async () => {
    fixture = endpoint.staff ? await staffFixture() : undefined
  })

  test('any JSON value as the body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), (body) => send(endpoint, JSON.stringify(body))),
      {
        numRuns: endpoint.runs ?? RUNS,
      },
    )
  })

  test('the expected fields with values of any type', async () => {
    const body = fc.record(Object.fromEntries(fields.map((f) => [f, anyValue])), { requiredKeys: [] })
    await fc.assert(
      fc.asyncProperty(body, (b) => send(endpoint, JSON.stringify(b))),
      { numRuns: endpoint.runs ?? RUNS },
    )
  })

  test('a valid body with one field replaced or extra keys added', async () => {
    const mutated = fc
      .tuple(
        fc.constantFrom(...fields),
        anyValue,
        fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue()),
      )
      .map(([field, value, extra]) => ({ ...extra, ...endpoint.valid, [field]: value }))
    await fc.assert(
      fc.asyncProperty(mutated, (b) => send(endpoint, JSON.stringify(b))),
      { numRuns: endpoint.runs ?? RUNS },
    )
  })

  // Issue 14 item 7: 5,000 levels of nesting (25 KB) overflowed the stack, a 500; numbers past a double's
  // range or precision are only text until the schema sees them.
  test('deep nesting and huge numbers, as the whole body or in any field', async () => {
    const raw = (field: string, literal: string) =>
      JSON.stringify({ ...endpoint.valid, [field]: '\u0001' }).replace('"\\u0001"', literal)
    const bodies = [
      nested(5000, '[', ']'),
      nested(5000, '{"a":', '}'),
      ...fields.flatMap((field) => [
        ...HUGE_NUMBERS.map((n) => raw(field, n)),
        raw(field, nested(40, '[', ']')),
        raw(field, nested(5000, '{"a":', '}')),
      ]),
    ]
    for (const body of endpoint.runs ? bodies.slice(0, endpoint.runs) : bodies) await send(endpoint, body)
  })

  test('bodies that are not JSON, under any content type', async () => {
    const contentType = fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      '',
    )
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 400 }), contentType, (body, type) =>
        send(endpoint, body, type),
      ),
      { numRuns: endpoint.runs ?? RUNS },
    )
  })
})

// The GET lists take their filters from the query string: any keys, any values, repeated or malformed.
const LISTINGS: Endpoint[] = [
  { path: '/api/staff/submissions', action: staffSubmissions as Handler },
  { path: '/api/staff/outbox', action: staffOutbox as Handler },
  { path: '/api/staff/exports/:type', action: staffExport as Handler, type: 'feedback' },
  { path: '/api/staff/exports/:type', action: staffExport as Handler, type: 'rental' },
  { path: '/api/staff/law-questions', action: staffLawQuestions as Handler },
].map(({ type, ...listing }) => ({
  ...listing,
  valid: {},
  staff: (): Record<string, string> => (type ? { type } : {}),
}))

const QUERY_KEYS = ['type', 'status', 'from', 'to', 'q', 'page', 'pageSize', 'limit', 'before']
const queryKey = fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 10 }))
const queryValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.date().map((d) => (Number.isNaN(d.getTime()) ? 'Invalid Date' : d.toISOString())),
  fc.constantFrom('', 'new', 'done', 'failed', 'feedback', '2026-02-30', '2026-11-22', '0', '-1', '1e9'),
  fc.string({ minLength: 300, maxLength: 2000 }),
)

async function get(listing: Endpoint, search: string) {
  const params = listing.staff!(fixture!)
  const url = `${fillPath(listing.path, params)}?${search}`
  const headers = { Authorization: `Bearer ${fixture!.token}` }
  await call(listing, url, { method: 'GET', headers }, params, search)
}

describe.each(LISTINGS)('GET $path with fuzzed query strings', (listing) => {
  beforeEach(async () => {
    fixture = await staffFixture()
  })

  test('any parameters, repeated or unknown', async () => {
    const pairs = fc.array(fc.tuple(queryKey, queryValue), { maxLength: 6 })
    await fc.assert(
      fc.asyncProperty(pairs, (p) => get(listing, new URLSearchParams(p).toString())),
      { numRuns: RUNS },
    )
  })

  test('raw query strings, percent signs and all', async () => {
    const raw = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.constantFrom(
        'page=%zz',
        'from=%E0%A4%A',
        'q=%00',
        'from=2026-02-31',
        'to=0000-01-01',
        'before=%2B275760-09-13T00%3A00%3A00.000Z',
        '&&=&',
      ),
    )
    await fc.assert(
      fc.asyncProperty(raw, (search) => get(listing, search)),
      { numRuns: RUNS },
    )
  })
})

afterAll(() => {
  const statuses = [...tally.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`)
  const fivexx = [...tally.byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0)
  console.log(
    `fuzzed ${tally.requests} requests to ${ENDPOINTS.length + LISTINGS.length} endpoints; 5xx: ${fivexx} (${statuses.join(', ')})`,
  )
})
