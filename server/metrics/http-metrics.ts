import type { RequestHandler } from 'express'
import { Counter, Histogram, type Registry } from 'prom-client'
import { countRefusals } from '~/lib/rate-limit-refusals.server'
import type { RouteLabels } from './route-labels'

/** From a cached page (a few ms) to the slowest answers a request may take (a roll import, a PDF). */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

const LABEL_NAMES = ['route', 'method', 'status'] as const

/**
 * Counts each answered request and how long it took, by route pattern, method and status, from the moment
 * the app first saw it to its last byte handed to the socket. The rest of the request runs with
 * `onRefusal` hearing the rate limits that refuse it.
 */
export function httpMetrics(
  registry: Registry,
  routes: RouteLabels,
  onRefusal: (limiter: string) => void,
): RequestHandler {
  const requests = new Counter({
    name: 'hoa_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status.',
    labelNames: LABEL_NAMES,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'hoa_http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to sending the end of its answer, in seconds.',
    labelNames: LABEL_NAMES,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  })
  return (req, res, next) => {
    const startedAt = performance.now()
    // Read now: a router mounted on a prefix (`/api`) takes it off req.path while its handlers run.
    const path = req.path
    res.once('finish', () => {
      const labels = { route: routes.label(path), method: req.method, status: String(res.statusCode) }
      requests.inc(labels)
      duration.observe(labels, (performance.now() - startedAt) / 1000)
    })
    countRefusals(onRefusal, next)
  }
}
