import { eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { describe, expect, test } from 'vitest'
import { createStaff } from '../../../../tests/factories/staff'
import { routeContext } from '../../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { staffUsers } from '~/db/schema'
import { SLUG_TAKEN_MESSAGE } from '~/features/blog/posts.server'
import { createSession } from '~/features/staff/sessions.server'
import * as publicPosts from '../blog-posts'
import * as post from './blog-post'
import * as status from './blog-post-status'
import * as posts from './blog-posts'
import * as preview from './blog-preview'

const t = setupTestDatabase()

type Handler = (args: { request: Request; context: AppLoadContext; params: object }) => Promise<Response>
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

async function signedIn() {
  const user = await createStaff(t.db, { name: 'Pat Writer' })
  return { user, token: (await createSession(t.db, user.id)).token }
}

const article = {
  slug: 'snow-removal-basics',
  title: 'Snow removal basics',
  date: '2026-11-02',
  excerpt: 'Who clears what, and when, in a Utah HOA winter.',
  content: 'The association clears **common** roads; owners clear their own driveways and walks.',
}

const create = (token: string, body: unknown = article) =>
  call(posts.action, '/api/staff/blog-posts', { token, method: 'POST', body })

const publicSlugs = async () => {
  const answer = (await (await call(publicPosts.loader, '/api/blog-posts')).json()) as {
    posts: Array<{ slug: string }>
  }
  return answer.posts.map((p) => p.slug)
}

describe('staff blog endpoints', () => {
  test('without a session every endpoint is a 401', async () => {
    const params = { id: '00000000-0000-4000-8000-000000000000' }
    const answers = await Promise.all([
      call(posts.loader, '/api/staff/blog-posts'),
      call(posts.action, '/api/staff/blog-posts', { method: 'POST', body: article }),
      call(post.loader, '/api/staff/blog-posts/x', { params }),
      call(post.action, '/api/staff/blog-posts/x', { method: 'PUT', body: article, params }),
      call(status.action, '/api/staff/blog-posts/x/status', {
        method: 'POST',
        body: { status: 'published' },
        params,
      }),
      call(preview.action, '/api/staff/blog-posts/preview', { method: 'POST', body: { content: 'x' } }),
    ])
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 401])
  })

  test('a staff member who must first replace a password gets a 403', async () => {
    const { user, token } = await signedIn()
    await t.db.update(staffUsers).set({ mustChangePassword: true }).where(eq(staffUsers.id, user.id))
    expect((await call(posts.loader, '/api/staff/blog-posts', { token })).status).toBe(403)
    expect((await create(token)).status).toBe(403)
  })

  test('bad input is a 422 with field errors, and nothing is stored', async () => {
    const { token } = await signedIn()
    const response = await create(token, { ...article, slug: 'Bad Slug!', date: '2026-13-40', title: '' })
    expect(response.status).toBe(422)
    const answer = (await response.json()) as { fieldErrors: Record<string, string[]> }
    expect(Object.keys(answer.fieldErrors).sort()).toEqual(['date', 'slug', 'title'])
    const list = (await (await call(posts.loader, '/api/staff/blog-posts', { token })).json()) as {
      posts: unknown[]
    }
    expect(list.posts).toEqual([])
  })

  test('a taken slug is a 409 with a readable message', async () => {
    const { token } = await signedIn()
    expect((await create(token)).status).toBe(201)
    const again = await create(token)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({
      message: SLUG_TAKEN_MESSAGE,
      fieldErrors: { slug: [SLUG_TAKEN_MESSAGE] },
    })
  })

  test('write, edit, publish and unpublish: the public list follows', async () => {
    const { token } = await signedIn()
    const created = (await (await create(token)).json()) as { post: { id: string; status: string } }
    expect(created.post.status).toBe('draft')
    expect(await publicSlugs()).toEqual([])
    const params = { id: created.post.id }

    const edited = await call(post.action, '/api/staff/blog-posts/x', {
      token,
      method: 'PUT',
      params,
      body: { ...article, title: 'Snow removal: who clears what' },
    })
    expect(((await edited.json()) as { post: { title: string } }).post.title).toBe(
      'Snow removal: who clears what',
    )

    const publish = (value: string) =>
      call(status.action, '/api/staff/blog-posts/x/status', {
        token,
        method: 'POST',
        params,
        body: { status: value },
      })
    expect((await publish('published')).status).toBe(200)
    expect(await publicSlugs()).toEqual(['snow-removal-basics'])
    expect((await publish('archived')).status).toBe(422)
    expect((await publish('draft')).status).toBe(200)
    expect(await publicSlugs()).toEqual([])
  })

  test('an unknown article is a 404 and a wrong method a 405', async () => {
    const { token } = await signedIn()
    const params = { id: '00000000-0000-4000-8000-000000000000' }
    expect((await call(post.loader, '/api/staff/blog-posts/x', { token, params })).status).toBe(404)
    expect(
      (await call(post.action, '/api/staff/blog-posts/x', { token, method: 'POST', params, body: article }))
        .status,
    ).toBe(405)
  })

  test('the preview renders through the safe renderer', async () => {
    const { token } = await signedIn()
    const response = await call(preview.action, '/api/staff/blog-posts/preview', {
      token,
      method: 'POST',
      body: { content: '## Hello\n\n<script>alert(1)</script> [x](javascript:alert(1))' },
    })
    const { html } = (await response.json()) as { html: string }
    expect(html).toContain('<h2>Hello</h2>')
    expect(html).not.toMatch(/<script|href="javascript/i)
  })
})
