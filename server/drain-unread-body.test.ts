import type http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { createReadableStreamFromReadable } from '@react-router/node'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { drainUnreadBodyWith } from './drain-unread-body'

// A 429 sent before an upload is read must reach the client that is still sending it, with nothing of the
// body kept: the route below opens the request's body stream as React Router does, and never reads it.
// The server here cuts off a client silent for 400 ms (10 s in the product), so slow senders are quick to test.
const IDLE_MS = 400
let server: http.Server
let port = 0
const unreadBodies: ReadableStream[] = []

beforeAll(async () => {
  const app = express()
  app.use(drainUnreadBodyWith({ idleMs: IDLE_MS }))
  app.post('/refuse', (req, res) => {
    unreadBodies.push(createReadableStreamFromReadable(req))
    res.status(429).json({ message: 'Too many requests.' })
  })
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

type Outcome = { status: number; body: string; sentAll: boolean; error?: string }

type Pace = { pauseMs?: number; stallMs?: number }

/**
 * Sends a POST of `megabytes` over a plain socket in 64 KB writes, as a browser uploading a file does: it keeps
 * sending after the answer arrives, waiting `pauseMs` between writes and `stallMs` once half-way. Settles once
 * the whole body is sent (or the connection fails) and the answer is in, with the answer and any error.
 */
function upload(megabytes: number, { pauseMs = 0, stallMs = 0 }: Pace = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const bytes = megabytes * 1024 * 1024
    const socket = net.connect(port, '127.0.0.1')
    let received = ''
    const chunk = Buffer.alloc(64 * 1024)
    const chunks = bytes / chunk.length
    let left = chunks
    let error: string | undefined
    const settle = () => {
      const [head = '', body = ''] = received.split('\r\n\r\n')
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0)
      // A reset shows as an error just after the last write: wait a moment for one before settling.
      setTimeout(() => resolve({ status, body, sentAll: left === 0, ...(error ? { error } : {}) }), 250)
    }
    socket.setEncoding('utf8')
    socket.on('data', (text: string) => (received += text))
    socket.on('error', (failure) => (error = failure.message))
    socket.on('close', settle)
    socket.write(
      `POST /refuse HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\n` +
        `Content-Length: ${bytes}\r\n\r\n`,
    )
    const write = () => {
      while (left > 0 && !socket.destroyed) {
        left -= 1
        const flowing = socket.write(chunk)
        const wait = left === chunks / 2 ? stallMs : pauseMs
        if (wait > 0) return void setTimeout(write, wait)
        if (!flowing) return void socket.once('drain', write)
      }
      // Everything is sent: the answer is in (or on its way); close our side, and the server closes its.
      if (!socket.destroyed) setTimeout(() => socket.end(), 250)
    }
    write()
  })
}

test('an answer sent before the body was read reaches a client still sending it, and the connection is not reset', async () => {
  const answers = await Promise.all(Array.from({ length: 3 }, () => upload(8)))
  expect(answers).toEqual(
    Array(3).fill({ status: 429, body: JSON.stringify({ message: 'Too many requests.' }), sentAll: true }),
  )
})

test('a slow sender that never falls silent for long reads its answer, however long the upload takes', async () => {
  // 2 MB at 64 KB per 40 ms: about 1.3 s in all, over three times the silence allowed.
  const answer = await upload(2, { pauseMs: 40 })
  expect(answer).toEqual({
    status: 429,
    body: JSON.stringify({ message: 'Too many requests.' }),
    sentAll: true,
  })
})

test('a sender that falls silent for longer than allowed is cut off', async () => {
  const answer = await upload(2, { stallMs: IDLE_MS * 3 })
  expect(answer.status).toBe(429)
  expect(answer.sentAll).toBe(false)
})
