import type { RequestHandler } from 'express'
import type { Logger } from 'pino'
import { collectDefaultMetrics, Counter, Registry } from 'prom-client'
import type { ServerBuild } from 'react-router'
import type { Database, DatabaseHandle } from '~/db/client.server'
import { isDatabaseUnavailable } from '~/db/unavailable.server'
import { httpMetrics } from './http-metrics'
import { metricsEndpoint } from './metrics-endpoint'
import { routeLabels } from './route-labels'
import { poolGauges, scrapeGauges } from './scrape-gauges'

export type MetricsOptions = {
  token: string
  db: Database
  /** The handle `db` came from: its pool's connections and its failed statements. */
  databaseHandle?: DatabaseHandle
  build: ServerBuild | (() => Promise<ServerBuild>)
  logger: Logger
}

export type Metrics = {
  /** First in the chain: times and counts every request. */
  middleware: RequestHandler
  /** GET /metrics. */
  endpoint: RequestHandler
  close: () => void
}

/**
 * One app's metrics, in a registry of its own (several apps may run in one process, as tests start them).
 * Besides the ones made here: Node's process metrics (resident memory, event-loop delay, heap, CPU, GC),
 * prefixed `hoa_` like the rest.
 */
export function createMetrics(options: MetricsOptions): Metrics {
  const { databaseHandle: handle } = options
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'hoa_' })

  const refusals = new Counter({
    name: 'hoa_rate_limit_refusals_total',
    help: 'Requests answered 429 by a rate limit, by the limit’s name.',
    labelNames: ['limiter'],
    registers: [registry],
  })
  const queryErrors = new Counter({
    name: 'hoa_db_query_errors_total',
    help: 'Database statements or connections that failed: unavailable (unreachable, timed out) or query.',
    labelNames: ['kind'],
    registers: [registry],
  })
  for (const kind of ['unavailable', 'query']) queryErrors.inc({ kind }, 0)
  const stopHearing = handle?.onQueryError((error) =>
    queryErrors.inc({ kind: isDatabaseUnavailable(error) ? 'unavailable' : 'query' }),
  )

  const routes = routeLabels(options.build)
  // Development: the routes of the build Vite holds now; a build that fails to load keeps the last ones.
  const reloadRoutes = () =>
    routes.refresh().catch((error: unknown) => options.logger.warn({ err: error }, 'metrics: no routes'))
  void reloadRoutes()
  const readPool = handle ? poolGauges(registry, handle) : () => {}
  const readDatabase = scrapeGauges(registry, options.db, options.logger)
  const refresh = async () => {
    readPool()
    await Promise.all([readDatabase(), reloadRoutes()])
  }
  return {
    middleware: httpMetrics(registry, routes, (limiter) => refusals.inc({ limiter })),
    endpoint: metricsEndpoint(options.token, registry, refresh),
    close: () => stopHearing?.(),
  }
}
