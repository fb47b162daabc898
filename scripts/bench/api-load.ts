import autocannon, { type AutocannonRequest } from 'autocannon'

// One load of `npm run bench`: autocannon against a running server, every response's status and time
// recorded here, so the percentiles (p95 too, which autocannon does not give) and the statuses that
// were not 2xx come from the same responses.

export type Load = {
  /** Responses per second over the whole load, whatever their status. */
  rps: number
  responses: number
  p50: number
  p95: number
  p99: number
  non2xx: number
  /** Connection errors and timeouts: requests that got no response at all. */
  errors: number
  statuses: Map<number, number>
  /** The first body of a response that was not 2xx, for the report. */
  sample?: string
}

export type LoadOptions = {
  origin: string
  connections: number
  requests: AutocannonRequest[]
  /** How long to run, in seconds; `amount` instead sends that many requests. */
  seconds?: number
  amount?: number
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

export async function runLoad(options: LoadOptions): Promise<Load> {
  const statuses = new Map<number, number>()
  let times = new Float64Array(65_536)
  let count = 0
  let sample: string | undefined
  const requests = options.requests.map((request) => ({
    ...request,
    onResponse: (status: number, body: string) => {
      if ((status < 200 || status > 299) && sample === undefined) sample = `${status} ${body.slice(0, 300)}`
    },
  }))
  const instance = autocannon({
    url: options.origin,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 10 }),
    timeout: 30,
    requests,
  })
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
    if (count === times.length) {
      const bigger = new Float64Array(times.length * 2)
      bigger.set(times)
      times = bigger
    }
    times[count++] = ms
  })
  const result = await instance
  const sorted = times.slice(0, count).sort()
  let non2xx = 0
  for (const [status, n] of statuses) if (status < 200 || status > 299) non2xx += n
  return {
    rps: count / result.duration,
    responses: count,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    non2xx,
    errors: result.errors + result.timeouts,
    statuses,
    sample,
  }
}

/** "429 x 120, 500 x 3", and what the first of them said. */
export function describeFailures(load: Load): string {
  const codes = [...load.statuses]
    .filter(([status]) => status < 200 || status > 299)
    .map(([status, n]) => `${status} x ${n.toLocaleString('en-US')}`)
  if (load.errors) codes.push(`no response x ${load.errors.toLocaleString('en-US')}`)
  return codes.length ? `${codes.join(', ')}${load.sample ? `; first: ${load.sample}` : ''}` : ''
}
