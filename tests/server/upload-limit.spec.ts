import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { socketUpload } from '../setup/socket-upload'
import { launchServer, tempDataDir } from './support'

/*
 * With a form's per-address limit used up, 40 concurrent 20 MB uploads used to be read into memory before
 * their 429 (RSS 699 -> 1,285 MB). The limit is now checked before a byte of the body is read, so the
 * server's resident memory must grow by less than 100 MB while they are refused.
 */
const UPLOADS = 40
const FILE_BYTES = 20 * 1024 * 1024
const BOUNDARY = 'upload-limit-boundary'

const HEAD = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="budget_file"; filename="budget.pdf"\r\n` +
    'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
)
const TAIL = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)

// Sent as a browser sends a file (tests/setup/socket-upload.ts): on, after the early answer, to the end.
const post = (port: number, fileBytes: number) =>
  socketUpload({
    port,
    path: '/api/pricing-quotes',
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    head: HEAD,
    fillerBytes: fileBytes,
    tail: TAIL,
  })

/** Resident memory of a process in MB, from /proc. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024
}

test('40 concurrent 20 MB uploads over the form limit are refused without reading them', async () => {
  const server = await launchServer({ DATA_DIR: tempDataDir(), FORM_RATE_LIMIT_PER_HOUR: '1' })
  const pid = server.proc.pid!
  try {
    // One quote (not a valid one: it is counted all the same) uses up this address's limit.
    expect((await post(server.port, 1024)).status).toBe(422)
    // Once through the refusal, so the code that answers it is loaded before the baseline.
    expect((await post(server.port, FILE_BYTES)).status).toBe(429)

    const baseline = rssMb(pid)
    let peak = baseline
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20)
    const started = performance.now()
    const answers = await Promise.all(
      Array.from({ length: UPLOADS }, () => post(server.port, FILE_BYTES)),
    ).finally(() => clearInterval(sampler))
    const seconds = (performance.now() - started) / 1000
    peak = Math.max(peak, rssMb(pid))

    console.log(
      `${UPLOADS} x ${FILE_BYTES / 1024 / 1024} MB over the limit in ${seconds.toFixed(2)} s: ` +
        `RSS ${baseline.toFixed(0)} -> peak ${peak.toFixed(0)} MB (+${(peak - baseline).toFixed(1)} MB)`,
    )
    expect(answers.map((a) => a.status)).toEqual(Array(UPLOADS).fill(429))
    // Each sender read its answer and sent its whole file: no connection was reset under it.
    expect(answers.filter((a) => a.error || !a.sentAll)).toEqual([])
    for (const answer of answers) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    expect(peak - baseline).toBeLessThan(100)
  } finally {
    server.proc.kill('SIGTERM')
    await server.exited
  }
})
