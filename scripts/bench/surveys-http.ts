import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { serveNodeFlags } from '../serve-args'

// The HTTP side of `npm run bench:surveys`: the production server (build/server.js) in a process of its
// own, as it runs in production, and each request timed from the first byte sent to the last byte read.

export const WARM_UP = 5
export const TIMED = 30
export const TARGET_MS = 300
/** The server's secret in every benchmark: a script that seeds its DATA_DIR first seals ballots under it. */
export const BENCH_SESSION_SECRET = 'bench-session-secret-that-is-long-enough-0123456789'

export type ServerEnv = { dataDir: string; databaseUrl?: string }

/** Starts the built server on a free port; answers its origin and a stop that waits for its exit. */
export async function startBuiltServer(serverJs: string, where: ServerEnv) {
  // A whole environment of its own: nothing of the shell's (SMTP_URL, PUBLIC_ORIGIN...) reaches it. The
  // per-address limits are lifted: every request of the benchmark comes from one address.
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: where.dataDir,
    LOG_LEVEL: 'info',
    SESSION_SECRET: BENCH_SESSION_SECRET,
    API_RATE_LIMIT_PER_MINUTE: '1000000',
    FORM_RATE_LIMIT_PER_HOUR: '1000000',
    BACKUP_SCHEDULE: 'off',
  }
  if (where.databaseUrl) env.DATABASE_URL = where.databaseUrl
  const child = spawn(process.execPath, [...serveNodeFlags(), serverJs], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let output = ''
  const port = await new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000)
      const match = /"port":(\d+)[^\n]*listening on/.exec(output)
      if (match) resolve(Number(match[1]))
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)))
  })
  const stop = async () => {
    child.kill('SIGTERM')
    await exited
  }
  return { origin: `http://127.0.0.1:${port}`, stop }
}

/** The newest source file under app/ and server/ when it is newer than the build: its figures are stale. */
export function staleSource(root: string, serverJs: string): string | null {
  let [newest, at] = ['', fs.statSync(path.join(path.dirname(serverJs), 'server', 'index.js')).mtimeMs]
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (!/\.test\.tsx?$/.test(entry.name) && fs.statSync(file).mtimeMs > at)
        [newest, at] = [file, fs.statSync(file).mtimeMs]
    }
  }
  for (const dir of ['app', 'server']) walk(path.join(root, dir))
  return newest ? path.relative(root, newest) : null
}

export type Series = { label: string; first: number; samples: number[]; bytes: number }

/**
 * One request made WARM_UP + TIMED times, the warm-up rounds left out of the figures (the very first is
 * shown apart: cold caches). `before` runs ahead of each request, untimed.
 */
export async function series(
  label: string,
  request: () => Promise<Response>,
  before?: () => Promise<void>,
): Promise<Series> {
  const times: number[] = []
  let bytes = 0
  for (let i = 0; i < WARM_UP + TIMED; i++) {
    await before?.()
    const start = performance.now()
    const response = await request()
    const body = await response.arrayBuffer()
    times.push(performance.now() - start)
    if (!response.ok)
      throw new Error(`${label}: HTTP ${response.status}: ${Buffer.from(body).toString().slice(0, 300)}`)
    bytes = body.byteLength
  }
  return { label, first: times[0]!, samples: times.slice(WARM_UP).sort((a, b) => a - b), bytes }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

const cell = (ms: number) => String(Math.round(ms)).padStart(6)

/** A table of the series; a row passes when its p95 is under the target. */
export function printSeries(title: string, rows: Series[]) {
  const width = Math.max(...rows.map((r) => r.label.length))
  console.log(
    `\n${title}, milliseconds: ${WARM_UP} warm-up, then ${TIMED} timed; "first" is the very first request, ` +
      'body the size as read, unzipped',
  )
  console.log(
    `${'request'.padEnd(width)}  ${['first', 'p50', 'p95', 'max'].map((h) => h.padStart(6)).join('')}` +
      `${'body'.padStart(9)}   target p95 < ${TARGET_MS} ms`,
  )
  let over = 0
  for (const row of rows) {
    const p95 = percentile(row.samples, 95)
    if (p95 >= TARGET_MS) over++
    const size = `${Math.round(row.bytes / 1024).toLocaleString('en-US')} kB`
    console.log(
      `${row.label.padEnd(width)}  ${cell(row.first)}${cell(percentile(row.samples, 50))}${cell(p95)}` +
        `${cell(row.samples.at(-1)!)}${size.padStart(9)}   ${p95 < TARGET_MS ? 'PASS' : 'OVER'}`,
    )
  }
  console.log(over ? `${over} of ${rows.length} requests OVER ${TARGET_MS} ms at p95` : 'all PASS')
}
