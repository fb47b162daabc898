import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createReadableStreamFromReadable } from '@react-router/node'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { drainUnreadBody } from './drain-unread-body'

// A 429 sent before an upload is read must reach the client that is still sending it, with nothing of the
// body kept: the route below opens the request's body stream as React Router does, and never reads it.
let server: http.Server
let port = 0
const unreadBodies: ReadableStream[] = []

beforeAll(async () => {
  const app = express()
  app.use(drainUnreadBody)
  app.post('/refuse', (req, res) => {
    unreadBodies.push(createReadableStreamFromReadable(req))
    res.status(429).json({ message: 'Too many requests.' })
  })
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

type Outcome = { status: number; body: string; error?: string }

/** Sends `megabytes` in 64 KB writes; settles once the exchange is over, with the answer and any error. */
function upload(megabytes: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { status: 0, body: '' }
    const request = http.request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/refuse',
        agent,
        headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': megabytes * 1024 * 1024 },
      },
      (response) => {
        outcome.status = response.statusCode ?? 0
        response.on('data', (chunk: Buffer) => (outcome.body += chunk.toString()))
        // A reset shows as an error just after the answer: wait a moment for one before settling.
        response.on('end', () => setTimeout(() => resolve(outcome), 250))
      },
    )
    request.on('error', (error) => (outcome.error = error.message))
    const chunk = Buffer.alloc(64 * 1024)
    let left = megabytes * 16
    const write = () => {
      while (left > 0 && !request.destroyed) {
        left -= 1
        if (!request.write(chunk)) return void request.once('drain', write)
      }
      request.end()
    }
    write()
  })
}

// Browsers keep connections alive, as this agent does (one connection, so each upload follows the last
// on it); a client that asks for Connection: close has its connection closed by Node after the answer.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
afterAll(() => agent.destroy())

test('an answer sent before the body was read reaches a client still sending it, and the connection is not reset', async () => {
  const answers = await Promise.all(Array.from({ length: 3 }, () => upload(8)))
  expect(answers).toEqual(
    Array(3).fill({ status: 429, body: JSON.stringify({ message: 'Too many requests.' }) }),
  )
})
