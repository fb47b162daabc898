import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import type { AppLoadContext, ServerBuild } from 'react-router'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { directRoutes } from './direct-routes'

// The route's own loader answers the direct path; what the loader is handed, and what it sends back, must be
// what React Router would have given and sent. Anything else goes on to the next handler (React Router).
const calls: Array<{ method: string; nonce: string }> = []
let server: http.Server
let origin = ''

const build = {
  routes: {
    'routes/api/blog-posts': {
      module: {
        loader: async ({ request, context }: { request: Request; context: AppLoadContext }) => {
          calls.push({ method: request.method, nonce: context.cspNonce })
          return new Response('{"posts":[{"title":"Café"}]}', {
            status: 200,
            headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' },
          })
        },
      },
    },
  },
} as unknown as ServerBuild

beforeAll(async () => {
  const app = express()
  app.use((_req, res, next) => {
    res.locals.cspNonce = 'nonce-1'
    next()
  })
  app.use(
    directRoutes({ build, loadContext: (_req, cspNonce) => ({ cspNonce }) as unknown as AppLoadContext }),
  )
  app.use((req, res) => void res.status(299).send(`next: ${req.method} ${req.originalUrl}`))
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

test('a GET of the path is the loader’s answer: status, headers and every byte', async () => {
  const response = await fetch(`${origin}/api/blog-posts`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/json')
  expect(response.headers.get('cache-control')).toBe('no-cache')
  expect(response.headers.get('content-length')).toBe(
    String(Buffer.byteLength('{"posts":[{"title":"Café"}]}')),
  )
  expect(await response.json()).toEqual({ posts: [{ title: 'Café' }] })
  expect(calls.at(-1)).toEqual({ method: 'GET', nonce: 'nonce-1' })
})

test('a HEAD has the headers and no body', async () => {
  const response = await fetch(`${origin}/api/blog-posts`, { method: 'HEAD' })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/json')
  expect(await response.text()).toBe('')
})

test('another method, a query string or another path goes on to React Router', async () => {
  const before = calls.length
  for (const [method, path] of [
    ['POST', '/api/blog-posts'],
    ['GET', '/api/blog-posts?page=2'],
    ['GET', '/api/blog-posts/extra'],
  ] as const) {
    const response = await fetch(`${origin}${path}`, { method })
    expect(response.status, `${method} ${path}`).toBe(299)
    expect(await response.text()).toBe(`next: ${method} ${path}`)
  }
  expect(calls.length).toBe(before)
})

test('a route that has lost its loader stops the start, rather than answering 404 later', () => {
  const empty = { routes: {} } as unknown as ServerBuild
  expect(() => directRoutes({ build: empty, loadContext: () => ({}) as AppLoadContext })).toThrow(
    'direct route /api/blog-posts: no loader in route routes/api/blog-posts',
  )
})
