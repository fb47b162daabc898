import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { pino } from 'pino'
import { expect, test } from 'vitest'
import { redactUrl, requestLogger } from './logger'

test('voting tokens never reach the request log', () => {
  const token = 'A'.repeat(43)
  expect(redactUrl(`/vote/${token}`)).toBe('/vote/[redacted]')
  expect(redactUrl(`/vote/${token}?_data=1`)).toBe('/vote/[redacted]?_data=1')
  expect(redactUrl(`/api/elections/ballot/${token}`)).toBe('/api/elections/ballot/[redacted]')
  expect(redactUrl(`/results/abc?token=${token}&x=1`)).toBe('/results/abc?token=[redacted]&x=1')
  expect(redactUrl('/about')).toBe('/about')
})

test('a survey answer is logged without the address or browser that sent it; other requests keep them', async () => {
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
      done()
    },
  })
  const log = requestLogger(pino({ level: 'info' }, sink), { dev: false })
  const server = http.createServer((req, res) => {
    log(req, res)
    res.end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const send = (method: string, path: string) =>
    fetch(`http://127.0.0.1:${port}${path}`, { method, headers: { 'user-agent': 'probe/1' } })
  try {
    await send('POST', '/api/surveys/survey-2025/responses')
    await send('POST', '/survey/abc?token=secret')
    await send('POST', '/survey-2025')
    await send('GET', '/survey-2025')
    await send('POST', '/api/forms/contact')
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
  const requests = lines.map((line) => line.req as Record<string, unknown>)
  expect(requests.map((req) => [req.method, req.url, 'remoteAddress' in req, 'userAgent' in req])).toEqual([
    ['POST', '/api/surveys/survey-2025/responses', false, false],
    ['POST', '/survey/abc?token=[redacted]', false, false],
    ['POST', '/survey-2025', false, false],
    ['GET', '/survey-2025', true, true],
    ['POST', '/api/forms/contact', true, true],
  ])
  expect(JSON.stringify(lines.slice(0, 3))).not.toMatch(/127\.0\.0\.1|probe\/1|secret/)
})
