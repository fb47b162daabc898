import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort, stopChild, type RunningServer } from './api-server'
import { onInterrupt } from './temporary-database'

// The bare-server ceiling for the cached page (issue 16: "/about >= 50% of a bare node:http server
// sending the same bytes"): the page is read once as autocannon reads it (no Accept-Encoding, so not
// compressed), and a node:http server in a process of its own answers every request with those bytes.

type Recorded = { status: number; headers: Record<string, string | string[]>; body: string }

// Headers that belong to the connection or the moment; node:http writes its own.
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

/** One response as raw as node:http gives it: status, headers, body bytes. */
export function record(url: string): Promise<Recorded & { bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const body = Buffer.concat(chunks)
          const headers: Recorded['headers'] = {}
          for (const [name, value] of Object.entries(response.headers))
            if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value
          resolve({
            status: response.statusCode ?? 0,
            headers,
            body: body.toString('base64'),
            bytes: body.length,
          })
        })
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

/** Starts the bare server on a free port, answering with `recorded`; `dir` holds the recording. */
export async function startBareServer(recorded: Recorded, dir: string): Promise<RunningServer> {
  const port = await freePort()
  const file = path.join(dir, 'bare-response.json')
  fs.writeFileSync(file, JSON.stringify(recorded))
  const script = fileURLToPath(new URL('./api-bare-server.mjs', import.meta.url))
  const child = spawn(process.execPath, [script, file, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const stop = onInterrupt(() => stopChild(child))
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve())
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code}) before listening`)))
  })
  return { origin: `http://127.0.0.1:${port}`, pid: child.pid!, stop }
}
