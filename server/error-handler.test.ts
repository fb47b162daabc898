import type { AddressInfo } from 'node:net'
import { DrizzleQueryError } from 'drizzle-orm'
import express from 'express'
import { pino } from 'pino'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { captureLogger } from '../tests/setup/capture-logger'
import { errorHandler } from './error-handler'
import { requestLogger } from './logger'
import { MALFORMED_URL_MESSAGE, refuseMalformedUrl } from './malformed-url'

// Errors that reach Express from a middleware (the /api rate limit writes to the database on every request).
const unreachable = new DrizzleQueryError(
  'insert into "rate_limit_buckets" ...',
  [],
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
)
const bug = new TypeError("Cannot read properties of undefined (reading 'hits')")

let origin = ''
let close = () => {}

beforeAll(async () => {
  const app = express()
  app.use(requestLogger(pino({ level: 'silent' }), { dev: false }))
  app.use('/api/down', (_req, _res, next) => next(unreachable))
  app.use('/api/bug', (_req, _res, next) => next(bug))
  app.use('/down', (_req, _res, next) => next(unreachable))
  app.use('/bug', (_req, _res, next) => next(bug))
  app.use(errorHandler())
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => close())

test('an unreachable database under /api is a JSON 503 with Retry-After, not an HTML 500', async () => {
  const response = await fetch(`${origin}/api/down`, {
    method: 'POST',
    headers: { 'X-Request-Id': 'lb-trace-0001' },
  })
  expect(response.status).toBe(503)
  expect(response.headers.get('content-type')).toContain('application/json')
  expect(response.headers.get('retry-after')).toBe('10')
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(await response.json()).toEqual({
    message: expect.stringMatching(/^The site is briefly unavailable/),
    requestId: 'lb-trace-0001',
  })
})

test('an unreachable database on a page is a small HTML 503 that says so', async () => {
  const response = await fetch(`${origin}/down`)
  expect(response.status).toBe(503)
  expect(response.headers.get('content-type')).toContain('text/html')
  expect(response.headers.get('retry-after')).toBe('10')
  const html = await response.text()
  expect(html).toContain('<h1>The site is briefly unavailable</h1>')
  expect(html).toContain(response.headers.get('x-request-id')!)
  expect(html).not.toContain('ECONNREFUSED')
})

test('any other error stays a 500, in the same formats, with the request id and no details', async () => {
  const api = await fetch(`${origin}/api/bug`)
  expect(api.status).toBe(500)
  expect(api.headers.get('retry-after')).toBeNull()
  const body = (await api.json()) as { message: string; requestId: string }
  expect(body.message).toMatch(/^Something went wrong on our side/)
  expect(body.requestId).toBe(api.headers.get('x-request-id'))
  const page = await fetch(`${origin}/bug`)
  expect(page.status).toBe(500)
  const html = await page.text()
  expect(html).toContain('<h1>We could not load this page</h1>')
  expect(html).not.toContain('reading')
})

test('a request the client got wrong is its 4xx with a sentence, logged once at info without a stack', async () => {
  const { logger, lines } = captureLogger()
  const app = express()
  app.use(requestLogger(logger, { dev: false }))
  app.use(refuseMalformedUrl)
  // Express's own refusal of a path parameter that does not decode, should one get past the check.
  const undecodable = Object.assign(new URIError("Failed to decode param '%FF'"), {
    status: 400,
    expose: true,
  })
  app.use('/api/param', (_req, _res, next) => next(undecodable))
  app.use(errorHandler())
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  try {
    const api = await fetch(`${at}/api/surveys/x/results?community=%00`)
    expect(api.status).toBe(400)
    expect(await api.json()).toEqual({ message: MALFORMED_URL_MESSAGE, requestId: expect.any(String) })
    const page = await fetch(`${at}/vote/%C0%AF`)
    expect(page.status).toBe(400)
    expect(await page.text()).toContain('<h1>We could not read this request</h1>')
    const param = await fetch(`${at}/api/param`)
    expect(param.status).toBe(400)
    expect(((await param.json()) as { message: string }).message).toMatch(/^This request could not be read/)
  } finally {
    server.close()
  }
  const logged = lines()
  expect(logged.filter((line) => Number(line.level) > 30)).toEqual([])
  expect(JSON.stringify(logged)).not.toContain('stack')
  // The refusal names its reason, never the path it could not read (a voting link's token is in one).
  expect(logged.filter((line) => line.msg === 'request refused').map((line) => line.reason)).toEqual([
    'malformed_url',
    'malformed_url',
    'URIError',
  ])
  expect(JSON.stringify(logged)).not.toContain('%C0%AF')
})
