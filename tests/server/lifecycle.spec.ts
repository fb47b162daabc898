import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { expectStartFailure, launchServer, tempDataDir } from './support'

// Start, refuse, drain and stop: the server process as an operator runs it.
test.describe.configure({ mode: 'serial' })

test('a bad setting stops the start with a message naming the variable', async () => {
  const { code, output } = await expectStartFailure({ PORT: 'eighty', DATA_DIR: tempDataDir() })
  expect(code).toBe(1)
  expect(output).toContain('The server did not start.')
  expect(output).toMatch(/PORT: /)
})

test('a second process on a DATA_DIR in use is refused and touches nothing', async () => {
  const dataDir = tempDataDir()
  const first = await launchServer({ DATA_DIR: dataDir })
  try {
    const before = fs.readdirSync(path.join(dataDir, 'pglite')).length
    const { code, output } = await expectStartFailure({ DATA_DIR: dataDir })
    expect(code).toBe(1)
    expect(output).toContain(`is already in use by process ${first.proc.pid}`)
    expect(fs.readdirSync(path.join(dataDir, 'pglite')).length).toBe(before)
    expect((await fetch(`${first.origin}/healthz`)).status).toBe(200)
  } finally {
    first.proc.kill('SIGTERM')
    await first.exited
  }
})

test('SIGTERM finishes the request in flight, then closes the database and releases DATA_DIR', async () => {
  const dataDir = tempDataDir()
  const server = await launchServer({ DATA_DIR: dataDir })
  // A request whose body is still arriving is in flight when the signal comes.
  const socket = net.connect(server.port, '127.0.0.1')
  await new Promise((resolve) => socket.once('connect', resolve))
  let answer = ''
  socket.on('data', (chunk) => (answer += chunk.toString()))
  const body = '{"hello":"world"}'
  socket.write(
    `POST /api/drain-check HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
  )
  await new Promise((resolve) => setTimeout(resolve, 300))
  server.proc.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(server.proc.exitCode).toBeNull() // still waiting for the request in flight
  socket.end(body.slice(5))
  expect(await server.exited).toBe(0)
  expect(answer).toMatch(/^HTTP\/1\.1 404 /)
  expect(answer).toContain('There is no API endpoint at this address.')
  expect(server.output()).toContain('shut down cleanly')
  expect(fs.existsSync(path.join(dataDir, 'hoa-site.lock'))).toBe(false)
  // The directory opens again at once.
  const again = await launchServer({ DATA_DIR: dataDir })
  expect((await fetch(`${again.origin}/healthz`)).status).toBe(200)
  again.proc.kill('SIGINT')
  expect(await again.exited).toBe(0)
})

test('a limited API request gets 429 with Retry-After and a readable message', async () => {
  const server = await launchServer({ DATA_DIR: tempDataDir(), API_RATE_LIMIT_PER_MINUTE: '3' })
  try {
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await fetch(`${server.origin}/api/anything`)).status)
    expect(statuses).toEqual([404, 404, 404])
    const limited = await fetch(`${server.origin}/api/anything`)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await limited.json()).message).toMatch(
      /^Too many requests\. Please wait \d+ seconds and try again\.$/,
    )
    expect((await fetch(`${server.origin}/`)).status).toBe(200) // pages are not part of the API budget
  } finally {
    server.proc.kill('SIGTERM')
    await server.exited
  }
})
