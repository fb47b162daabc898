import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createReadableStreamFromReadable } from '@react-router/node'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { socketUpload } from '../tests/setup/socket-upload'
import { drainUnreadBodyWith } from './drain-unread-body'

// A 429 sent before an upload is read must reach the client that is still sending it, with nothing of the
// body kept: the route below opens the request's body stream as React Router does, and never reads it.
// The server here cuts off a client silent for 400 ms (10 s in the product), so slow senders are quick to test.
const IDLE_MS = 400
// Not only ASCII, so the answer is read back as the UTF-8 it was sent in.
const MESSAGE = 'Demasiadas solicitudes. Inténtelo más tarde.'
let server: http.Server
let port = 0
const unreadBodies: ReadableStream[] = []

beforeAll(async () => {
  const app = express()
  app.use(drainUnreadBodyWith({ idleMs: IDLE_MS }))
  app.post('/refuse', (req, res) => {
    unreadBodies.push(createReadableStreamFromReadable(req))
    res.status(429).json({ message: MESSAGE })
  })
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

const MB = 1024 * 1024
const upload = (megabytes: number, pace: { pauseMs?: number; stallMs?: number } = {}) =>
  socketUpload({
    port,
    path: '/refuse',
    headers: { 'Content-Type': 'application/octet-stream' },
    fillerBytes: megabytes * MB,
    ...pace,
  })

const refused = { status: 429, body: JSON.stringify({ message: MESSAGE }), sentAll: true }

test('an answer sent before the body was read reaches a client still sending it, and the connection is not reset', async () => {
  const answers = await Promise.all(Array.from({ length: 3 }, () => upload(8)))
  for (const answer of answers) {
    expect(answer).toMatchObject(refused)
    expect(answer.error).toBeUndefined()
  }
})

test('a slow sender that never falls silent for long reads its answer, however long the upload takes', async () => {
  // 2 MB at 64 KB per 40 ms: about 1.3 s in all, over three times the silence allowed.
  const answer = await upload(2, { pauseMs: 40 })
  expect(answer).toMatchObject(refused)
  expect(answer.error).toBeUndefined()
})

test('a sender that falls silent for longer than allowed is cut off', async () => {
  const answer = await upload(2, { stallMs: IDLE_MS * 3 })
  expect(answer.status).toBe(429)
  expect(answer.sentAll).toBe(false)
})
