import type { AppLoadContext } from 'react-router'
import { describe, expect, test } from 'vitest'
import { createStaff } from '../../../../tests/factories/staff'
import { routeContext } from '../../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { enqueueMail } from '~/features/mail/outbox.server'
import type { StaffRole } from '~/features/staff/schemas'
import { createSession } from '~/features/staff/sessions.server'
import { saveFiles } from '~/features/submissions/files.server'
import { saveContactMessage, saveFeedback } from '~/features/submissions/store.server'
import * as exportRoute from './export'
import * as outbox from './outbox'
import * as outboxMessage from './outbox-message'
import * as outboxRetry from './outbox-retry'
import * as submission from './submission'
import * as submissionFile from './submission-file'
import * as notes from './submission-notes'
import * as status from './submission-status'
import * as submissions from './submissions'
import * as user from './user'
import * as userActive from './user-active'
import * as userPassword from './user-password'
import * as users from './users'

const t = setupTestDatabase()

type Handler = (args: {
  request: Request
  context: AppLoadContext
  params: object
}) => Promise<Response> | Response
type Call = { token?: string; method?: string; body?: unknown; params?: Record<string, string> }

async function call(handler: unknown, path: string, { token, method = 'GET', body, params = {} }: Call = {}) {
  const headers: Record<string, string> = {}
  if (token) headers.Authorization = `Bearer ${token}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const request = new Request(`http://127.0.0.1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (handler as Handler)({ request, context: routeContext(t.db), params })
}

async function signedIn(role: StaffRole = 'manager', name = 'Sam Staff') {
  const user = await createStaff(t.db, { role, name })
  return { user, token: (await createSession(t.db, user.id)).token }
}

const contact = () =>
  saveContactMessage(t.db, {
    name: 'Ann Smith',
    email: 'ann@example.com',
    phone: undefined,
    community: undefined,
    message: 'The pool gate sticks.',
  })

describe('every staff endpoint', () => {
  const ID = '00000000-0000-4000-8000-000000000000'
  const endpoints: Array<[string, unknown, Call]> = [
    ['list', submissions.loader, {}],
    ['detail', submission.loader, { params: { type: 'contact', id: ID } }],
    [
      'status',
      status.action,
      { method: 'POST', body: { status: 'done' }, params: { type: 'contact', id: ID } },
    ],
    ['notes', notes.action, { method: 'POST', body: { body: 'x' }, params: { type: 'contact', id: ID } }],
    ['file', submissionFile.loader, { params: { type: 'contact', id: ID, fileId: ID } }],
    ['export', exportRoute.loader, { params: { type: 'contact' } }],
    ['outbox', outbox.loader, {}],
    ['outbox message', outboxMessage.loader, { params: { id: ID } }],
    ['outbox retry', outboxRetry.action, { method: 'POST', params: { id: ID } }],
    ['users', users.loader, {}],
    ['create user', users.action, { method: 'POST', body: {} }],
    ['update user', user.action, { method: 'PATCH', body: {}, params: { id: ID } }],
    ['activate user', userActive.action, { method: 'POST', body: {}, params: { id: ID } }],
    ['reset password', userPassword.action, { method: 'POST', body: {}, params: { id: ID } }],
  ]

  test.each(endpoints)('%s is a 401 without a token or with a dead one', async (_, handler, options) => {
    for (const token of [undefined, 'x'.repeat(43)]) {
      const response = await call(handler, '/api/staff/x', { ...options, token })
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ message: 'Please sign in again.' })
    }
  })

  test('a manager is refused every user endpoint with a 403', async () => {
    const { token } = await signedIn('manager')
    for (const [, handler, options] of endpoints.filter(([name]) => /user|password/.test(name))) {
      const response = await call(handler, '/api/staff/users', { ...options, token })
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ message: 'Your role does not allow this.' })
    }
  })
})

describe('submissions', () => {
  test('the list takes its filters from the query string and refuses a bad one with a 422', async () => {
    const { token } = await signedIn()
    const message = await contact()
    await saveFeedback(t.db, { rating: 5, comments: undefined })
    const list = await call(submissions.loader, '/api/staff/submissions?type=contact&status=new', { token })
    expect(list.status).toBe(200)
    expect(list.headers.get('Cache-Control')).toBe('no-store')
    const page = (await list.json()) as { items: Array<{ id: string }>; counts: object; total: number }
    expect(page.items.map((i) => i.id)).toEqual([message.id])
    expect(page.counts).toEqual({ new: 1, in_progress: 0, done: 0 })
    const bad = await call(submissions.loader, '/api/staff/submissions?status=closed&from=yesterday', {
      token,
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(((await bad.json()) as { fieldErrors: object }).fieldErrors).sort()).toEqual([
      'from',
      'status',
    ])
  })

  test('detail, status change and note: recorded with the author, and the emails about it listed', async () => {
    const { token } = await signedIn('manager', 'Mia Manager')
    const message = await contact()
    await enqueueMail(t.db, {
      kind: 'notification',
      to: ['office@example.com'],
      subject: 'Contact message',
      text: 'Hello',
      subjectType: 'contact',
      subjectId: message.id,
    })
    const params = { type: 'contact', id: message.id }
    const changed = await call(status.action, '/x', {
      token,
      method: 'POST',
      body: { status: 'done' },
      params,
    })
    expect(await changed.json()).toMatchObject({ status: 'done', changed: true })
    const noted = await call(notes.action, '/x', {
      token,
      method: 'POST',
      body: { body: ' Called her. ' },
      params,
    })
    expect(noted.status).toBe(201)
    const detail = (await (await call(submission.loader, '/x', { token, params })).json()) as {
      submission: {
        status: string
        activity: Array<{ kind: string; body: string; author: { name: string } }>
      }
      emails: Array<{ subject: string }>
    }
    expect(detail.submission.status).toBe('done')
    expect(detail.submission.activity.map((a) => [a.kind, a.body, a.author.name])).toEqual([
      ['status', 'done', 'Mia Manager'],
      ['note', 'Called her.', 'Mia Manager'],
    ])
    expect(detail.emails.map((e) => e.subject)).toEqual(['Contact message'])
  })

  test('bad status or note bodies are 422 with field errors; unknown kinds and ids are 404', async () => {
    const { token } = await signedIn()
    const message = await contact()
    const params = { type: 'contact', id: message.id }
    for (const [handler, body, field] of [
      [status.action, { status: 'archived' }, 'status'],
      [notes.action, { body: '' }, 'body'],
      [notes.action, { body: 'x'.repeat(4001) }, 'body'],
    ] as const) {
      const response = await call(handler, '/x', { token, method: 'POST', body, params })
      expect(response.status).toBe(422)
      expect((await response.json()) as object).toMatchObject({ fieldErrors: { [field]: expect.any(Array) } })
    }
    const notJson = await status.action({
      request: new Request('http://127.0.0.1/x', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{',
      }),
      context: routeContext(t.db),
      params,
    } as never)
    expect(notJson.status).toBe(400)
    for (const p of [
      { type: 'invoice', id: message.id },
      { type: 'quote', id: message.id },
      { type: 'contact', id: 'x' },
    ])
      expect((await call(submission.loader, '/x', { token, params: p })).status).toBe(404)
  })

  test('a file downloads as an attachment with its type, a safe name and nosniff; only under its submission', async () => {
    const { token } = await signedIn()
    const message = await contact()
    const other = await contact()
    const bytes = Buffer.from('%PDF-1.7 minutes')
    const [file] = await saveFiles(t.db, { type: 'contact', id: message.id }, [
      { field: 'attachment', fileName: 'Board "minutes" é.pdf', bytes, kind: 'pdf' },
    ])
    const response = await call(submissionFile.loader, '/x', {
      token,
      params: { type: 'contact', id: message.id, fileId: file!.id },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="[\w.\- ]+"; filename\*=UTF-8''/,
    )
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes)
    const elsewhere = await call(submissionFile.loader, '/x', {
      token,
      params: { type: 'contact', id: other.id, fileId: file!.id },
    })
    expect(elsewhere.status).toBe(404)
  })

  test('the CSV export downloads with a BOM, the header row and protected cells', async () => {
    const { token } = await signedIn()
    await saveFeedback(t.db, { rating: 2, comments: '=1+1', email: undefined })
    const response = await call(exportRoute.loader, '/api/staff/exports/feedback', {
      token,
      params: { type: 'feedback' },
    })
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="feedback-submissions-/,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    expect(text).toContain('Reference,Status,Received (Utah time),Rating,Comments,Email,Language,Files\r\n')
    expect(text).toContain(",2 of 5 stars,'=1+1,,English,\r\n")
    expect((await call(exportRoute.loader, '/x', { token, params: { type: 'invoices' } })).status).toBe(404)
  })
})

describe('outbox', () => {
  test('lists with counts, shows one message and retries a failed one', async () => {
    const { token } = await signedIn()
    const mail = await enqueueMail(t.db, {
      kind: 'notification',
      to: ['a@example.com'],
      subject: 'Hi',
      text: 'Body',
    })
    const list = (await (
      await call(outbox.loader, '/api/staff/outbox?status=waiting', { token })
    ).json()) as {
      messages: Array<{ id: string }>
      counts: Record<string, number>
    }
    expect(list.messages.map((m) => m.id)).toEqual([mail.id])
    expect(list.counts).toEqual({ waiting: 1, sending: 0, sent: 0, failed: 0 })
    const one = (await (
      await call(outboxMessage.loader, '/x', { token, params: { id: mail.id } })
    ).json()) as {
      message: { textBody: string }
    }
    expect(one.message.textBody).toBe('Body')
    const retried = await call(outboxRetry.action, '/x', { token, method: 'POST', params: { id: mail.id } })
    expect(retried.status).toBe(200)
    expect((await call(outbox.loader, '/api/staff/outbox?status=lost', { token })).status).toBe(400)
  })
})

describe('staff users', () => {
  test('an admin creates a manager with a generated password, renames, deactivates and resets them', async () => {
    const { token } = await signedIn('admin', 'Ada Admin')
    const created = await call(users.action, '/x', {
      token,
      method: 'POST',
      body: { email: 'Mo@Example.com', name: 'Mo Manager', role: 'manager' },
    })
    expect(created.status).toBe(201)
    const { user: mo, generatedPassword } = (await created.json()) as {
      user: { id: string; email: string; mustChangePassword: boolean }
      generatedPassword: string
    }
    expect(mo).toMatchObject({ email: 'mo@example.com', mustChangePassword: true })
    expect(generatedPassword.length).toBeGreaterThanOrEqual(12)
    const params = { id: mo.id }
    const renamed = await call(user.action, '/x', {
      token,
      method: 'PATCH',
      body: { name: 'Mo M.', role: 'admin' },
      params,
    })
    expect(await renamed.json()).toMatchObject({ user: { name: 'Mo M.', role: 'admin' } })
    const off = await call(userActive.action, '/x', {
      token,
      method: 'POST',
      body: { active: false },
      params,
    })
    expect(await off.json()).toMatchObject({ user: { active: false } })
    const reset = await call(userPassword.action, '/x', { token, method: 'POST', body: {}, params })
    expect(await reset.json()).toMatchObject({ generated: true, password: expect.any(String) })
    const list = (await (await call(users.loader, '/x', { token })).json()) as {
      users: Array<{ email: string }>
    }
    expect(list.users.map((u) => u.email)).toContain('mo@example.com')
  })

  test('bad input is a 422 with field errors, a taken email a 409', async () => {
    const { token } = await signedIn('admin')
    for (const [handler, method, body, field] of [
      [users.action, 'POST', { email: 'nope', name: '', role: 'owner' }, 'email'],
      [
        users.action,
        'POST',
        { email: 'a@example.com', name: 'A', role: 'manager', password: 'short' },
        'password',
      ],
      [userActive.action, 'POST', { active: 'yes' }, 'active'],
    ] as const) {
      const response = await call(handler, '/x', {
        token,
        method,
        body,
        params: { id: '00000000-0000-4000-8000-000000000000' },
      })
      expect(response.status).toBe(422)
      expect((await response.json()) as object).toMatchObject({ fieldErrors: { [field]: expect.any(Array) } })
    }
    const body = { email: 'b@example.com', name: 'B', role: 'manager' }
    await call(users.action, '/x', { token, method: 'POST', body })
    expect((await call(users.action, '/x', { token, method: 'POST', body })).status).toBe(409)
  })
})
