import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { expect, test } from 'vitest'
import { captureLogger } from '../tests/setup/capture-logger'
import { redactSecrets } from './log-redaction'
import { requestLogger } from './logger'

const token = () => randomBytes(32).toString('base64url')

test('a voting or survey token is cut from any text, however it is written', () => {
  const t = token()
  expect(redactSecrets(`GET /vote/${t}?x=1`)).toBe('GET /vote/[redacted]?x=1')
  expect(redactSecrets(`/Vote/${t}`)).toBe('/Vote/[redacted]')
  expect(redactSecrets(`/API/elections/ballot/${t}/more`)).toBe('/API/elections/ballot/[redacted]/more')
  expect(redactSecrets(`/survey/annual?token=${t}&step=2`)).toBe('/survey/annual?token=[redacted]&step=2')
  // Wherever else a token turns up: a percent-encoded parameter name, a sentence, a JSON value.
  expect(redactSecrets(`/results/e1?%74oken=${t}`)).toBe('/results/e1?%74oken=[redacted]')
  expect(redactSecrets(`no ballot for "${t}".`)).toBe('no ballot for "[redacted]".')
  // Ids, hashes in hex and ordinary paths are kept.
  const kept = '/api/elections/0b9f6c1e-3c39-4c55-9b4e-2f0b9d1c8a11/audit sha256 ' + 'ab'.repeat(32)
  expect(redactSecrets(kept)).toBe(kept)
})

/** The logger a request's handlers get (req.log): a child of requestLogger's, as pino-http makes it. */
function requestLog() {
  const captured = captureLogger()
  const middleware = requestLogger(captured.logger, { dev: false })
  const req = { method: 'GET', url: '/', headers: {}, socket: {} } as unknown as IncomingMessage
  const res = {
    setHeader: () => {},
    on: () => {},
    once: () => {},
    removeListener: () => {},
  } as unknown as ServerResponse
  middleware(req, res, () => {})
  return { log: (req as IncomingMessage & { log: typeof captured.logger }).log, lines: captured.lines }
}

test('error lines keep no token: the URL field, the error message and stack, the message itself', () => {
  const t = token()
  const { log, lines } = requestLog()
  const error = new Error(`No route matches URL "/vote/${t}/x"`)
  log.error({ err: error, url: `http://hoa.example.test/vote/${t}`, referrer: `/vote/${t}` }, 'unhandled')
  log.error({ err: new TypeError(`bad token ${t}`) })
  const text = JSON.stringify(lines())
  expect(text).not.toContain(t)
  const [first, second] = lines() as Array<
    Record<string, unknown> & { err: { stack: string; message: string } }
  >
  expect(first!.url).toBe('http://hoa.example.test/vote/[redacted]')
  expect(first!.referrer).toBe('/vote/[redacted]')
  expect(first!.err.message).toBe('No route matches URL "/vote/[redacted]/x"')
  expect(first!.err.stack).toContain('/vote/[redacted]/x')
  expect(second!.msg).toBe('bad token [redacted]')
})
