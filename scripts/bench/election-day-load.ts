import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { Ballot } from './election-day-setup'

// The load of election day: `voters` voters at once, each sending a unit's ballot and, the moment it is
// answered, the next unit's, until every ballot is sent. node:http with keep-alive connections, enough of
// them for every voter at once (the pool never queues a request), and nothing done per request beyond
// timing it and counting its status: the load runs on the servers' cores. No request is retried.

/**
 * A request gets this long to be answered before it counts as a failure (network "timeout"): what a proxy
 * in front would allow it (nginx's proxy_read_timeout is 60 s by default).
 */
const TIMEOUT_MS = 60_000
const BODY_LIMIT = 300

type Outcome = { status: number; body: string } | { error: string; body: string }

export type LoadResult = {
  /** Wall time from the first request sent to the last answer read, in ms. */
  wall: number
  /** The client's time of each 201, first byte sent to last byte read, in ms, sorted. */
  latencies: number[]
  /** Non-201 answers by "HTTP 409" or "network ECONNRESET", and how many. */
  failures: Map<string, number>
  /** The first distinct bodies of failures (up to 3), with their status. */
  firstErrors: string[]
  /** This process's CPU time during the load, in ms. */
  clientCpu: number
}

function send(agent: http.Agent, origin: URL, ballot: Ballot): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: 'POST',
        path: ballot.path,
        timeout: TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': ballot.body.length,
          'idempotency-key': randomUUID(),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0
        // After 'end', a no-op; before it, the connection went away mid-answer.
        response.on('close', () => resolve({ error: 'closed', body: 'the connection closed mid-answer' }))
        if (status === 201) {
          response.on('end', () => resolve({ status, body: '' })).resume()
          return
        }
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body = (body + chunk).slice(0, BODY_LIMIT)))
        response.on('end', () => resolve({ status, body }))
        response.on('error', (error) => resolve({ error: errorName(error), body: error.message }))
      },
    )
    request.on('timeout', () =>
      request.destroy(
        Object.assign(new Error(`no answer within ${TIMEOUT_MS / 1000} s`), { code: 'timeout' }),
      ),
    )
    request.on('error', (error) => resolve({ error: errorName(error), body: error.message }))
    request.end(ballot.body)
  })
}

const errorName = (error: Error & { code?: string }) => error.code ?? error.name

/** Sends every ballot, voter v to `origins[v % origins.length]`. */
export async function castOverHttp(
  origins: string[],
  ballots: Ballot[],
  voters: number,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: voters, maxFreeSockets: voters })
  const times = new Float64Array(ballots.length).fill(Number.NaN)
  const failures = new Map<string, number>()
  const firstErrors: string[] = []
  let next = 0
  const voter = async (v: number) => {
    const origin = new URL(origins[v % origins.length]!)
    while (next < ballots.length) {
      const i = next++
      const start = performance.now()
      const outcome = await send(agent, origin, ballots[i]!)
      if ('status' in outcome && outcome.status === 201) {
        times[i] = performance.now() - start
        continue
      }
      const key = 'status' in outcome ? `HTTP ${outcome.status}` : `network ${outcome.error}`
      failures.set(key, (failures.get(key) ?? 0) + 1)
      const seen = `${key}: ${outcome.body.trim() || '(empty body)'}`
      if (firstErrors.length < 3 && !firstErrors.includes(seen)) firstErrors.push(seen)
    }
  }
  const [start, cpu] = [performance.now(), process.cpuUsage()]
  try {
    await Promise.all(Array.from({ length: voters }, (_, v) => voter(v)))
  } finally {
    agent.destroy()
  }
  const wall = performance.now() - start
  const used = process.cpuUsage(cpu)
  const latencies = Array.from(times.filter((t) => !Number.isNaN(t))).sort((a, b) => a - b)
  return { wall, latencies, failures, firstErrors, clientCpu: (used.user + used.system) / 1000 }
}
