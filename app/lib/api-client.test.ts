import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { apiRequest, ELECTION_TOKEN_KEY, getJson, throwIfResNotOk } from './api-client'

// A real HTTP server on loopback plays the site's origin; the helpers run against it with Node's fetch.
type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }
let seen: Seen[] = []
let server: http.Server
const storage = new Map<string, string>()

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body })
      if (req.url === '/api/private')
        return res.writeHead(401, { 'Content-Type': 'text/plain' }).end('Sign in first')
      if (req.url === '/api/broken') return res.writeHead(503).end()
      if (req.url === '/api/invalid')
        return res
          .writeHead(422, { 'Content-Type': 'application/json' })
          .end('{"message":"Email is required."}')
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ ok: true, path: req.url }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  Object.assign(globalThis, {
    window: {
      location: { origin },
      localStorage: { getItem: (k: string) => storage.get(k) ?? null },
    },
  })
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
  seen = []
  storage.clear()
})

describe('apiRequest', () => {
  test('sends the method and a JSON body to a path made absolute against the current origin', async () => {
    const response = await apiRequest('POST', '/api/feedback', { rating: 5 })
    expect(await response.json()).toMatchObject({ ok: true })
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/feedback', body: '{"rating":5}' })
    expect(seen[0]!.headers['content-type']).toBe('application/json')
  })

  test('without a body it sends no content type', async () => {
    await apiRequest('DELETE', '/api/thing')
    expect(seen[0]!.headers['content-type']).toBeUndefined()
  })

  test('a non-OK answer raises "<status>: <body text>"', async () => {
    await expect(apiRequest('POST', '/api/invalid', {})).rejects.toThrow(
      '422: {"message":"Email is required."}',
    )
  })

  test('an empty body falls back to the status text', async () => {
    await expect(apiRequest('GET', '/api/broken')).rejects.toThrow('503: Service Unavailable')
  })

  test('the election token goes only to election, election-auth, survey and staff endpoints', async () => {
    storage.set(ELECTION_TOKEN_KEY, 'tok-123')
    await apiRequest('GET', '/api/elections/7')
    await apiRequest('POST', '/api/election-auth/login', {})
    await apiRequest('GET', '/api/surveys/3')
    await apiRequest('GET', '/api/staff/submissions')
    await apiRequest('POST', '/api/contact', {})
    await apiRequest('GET', '/api/staffing')
    expect(seen.map((s) => s.headers.authorization)).toEqual([
      'Bearer tok-123',
      'Bearer tok-123',
      'Bearer tok-123',
      'Bearer tok-123',
      undefined,
      undefined,
    ])
  })
})

describe('getJson', () => {
  test('reads JSON with GET', async () => {
    expect(await getJson('/api/blog-posts')).toEqual({ ok: true, path: '/api/blog-posts' })
    expect(seen[0]!.method).toBe('GET')
  })

  test('throws on 401 by default, or returns null when asked', async () => {
    await expect(getJson('/api/private')).rejects.toThrow('401: Sign in first')
    expect(await getJson('/api/private', { on401: 'returnNull' })).toBeNull()
  })
})

test('throwIfResNotOk lets OK answers through', async () => {
  await expect(throwIfResNotOk(new Response('fine', { status: 200 }))).resolves.toBeUndefined()
})
