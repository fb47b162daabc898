import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type Request, type RequestHandler } from 'express'
import type { Logger } from 'pino'
import type { AppLoadContext, ServerBuild } from 'react-router'
import type { Database, DatabaseHandle } from '~/db/client.server'
import type { BackupService } from '~/features/backups/backup-service.server'
import { backgroundWorkSettled } from '~/lib/background-work.server'
import type { Env } from '~/lib/env.server'
import type { PublicConfig } from '~/lib/public-config'
import { apiRateLimit } from './api-rate-limit'
import { directRoutes } from './direct-routes'
import { drainUnreadBody } from './drain-unread-body'
import { errorHandler } from './error-handler'
import { healthCheck } from './health'
import { languagePreference } from './language'
import { requestLogger } from './logger'
import { refuseMalformedUrl } from './malformed-url'
import { createMetrics } from './metrics/metrics'
import { pageCache } from './page-cache'
import { securityHeaders } from './security-headers'
import { requestOrigin } from './request-origin'

export type AppOptions = {
  env: Env
  db: Database
  /** The handle `db` came from, for the metrics of its connections and failed statements. */
  databaseHandle?: DatabaseHandle
  logger: Logger
  hashKey: string
  /** The built app, or (in development) a function that loads it fresh through Vite. */
  build: ServerBuild | (() => Promise<ServerBuild>)
  /** Production: the folder of built client files. Development: Vite's middlewares instead. */
  assets: { dir: string } | { middleware: RequestHandler }
  isDraining: () => boolean
  /** Backups (the back office takes them); absent in tests that do not need them. */
  backups?: BackupService
}

function trustProxy(value: string): boolean | number {
  if (value === 'true') return true
  if (value === 'false') return false
  return Number(value)
}

export function createApp(options: AppOptions) {
  const { env, db, logger } = options
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', trustProxy(env.TRUST_PROXY))

  const config: PublicConfig = {
    reviewUrl: env.REVIEW_URL,
    chatwoot:
      env.CHATWOOT_BASE_URL && env.CHATWOOT_WEBSITE_TOKEN
        ? { baseUrl: env.CHATWOOT_BASE_URL, websiteToken: env.CHATWOOT_WEBSITE_TOKEN }
        : null,
  }
  const llm =
    env.LLM_BASE_URL && env.LLM_API_KEY && env.LLM_MODEL
      ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL }
      : null
  const chatwootOrigin = env.CHATWOOT_BASE_URL ? new URL(env.CHATWOOT_BASE_URL).origin : undefined

  const dev = 'middleware' in options.assets
  // Only with METRICS_TOKEN: without it nobody may read them, so nothing is measured.
  const metrics = env.METRICS_TOKEN ? createMetrics({ ...options, token: env.METRICS_TOKEN }) : undefined
  if (metrics) app.use(metrics.middleware)
  app.use(requestLogger(logger, { dev }))
  app.use(securityHeaders({ dev, chatwootOrigin }))
  app.use((_req, res, next) => {
    // While draining, ask clients not to reuse this connection so the server can close.
    if (options.isDraining()) res.setHeader('Connection', 'close')
    next()
  })
  app.get('/healthz', healthCheck(db, options.isDraining))
  app.use(drainUnreadBody)
  app.use(refuseMalformedUrl)
  app.use(compression())
  // Outside /api, so the API's rate limit does not count Prometheus.
  if (metrics) app.get('/metrics', metrics.endpoint)
  const apiLimit = apiRateLimit(db, options.hashKey, env.API_RATE_LIMIT_PER_MINUTE, (error) =>
    logger.warn({ err: error }, 'API rate-limit counts not shared; kept for the next try'),
  )
  app.use('/api', apiLimit.middleware)
  app.use(languagePreference({ secure: (env.PUBLIC_ORIGIN ?? '').startsWith('https:') }))

  const loadContext = (req: Request, cspNonce: string): AppLoadContext => ({
    db,
    logger: req.log,
    requestId: String(req.id),
    cspNonce,
    clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    origin: env.PUBLIC_ORIGIN ?? requestOrigin(req.protocol, req.get('host'), env.PORT),
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
    config,
    hashKey: options.hashKey,
    formRateLimitPerHour: env.FORM_RATE_LIMIT_PER_HOUR,
    llm,
    backups: options.backups ?? null,
  })
  if (typeof options.build !== 'function') {
    app.use(
      pageCache({ build: options.build, mode: env.NODE_ENV, loadContext: (req) => loadContext(req, '') }),
    )
    app.use(directRoutes({ build: options.build, loadContext }))
  }
  if ('middleware' in options.assets) {
    app.use(options.assets.middleware)
  } else {
    // Hashed file names change with their content, so they can be cached for a year.
    app.use('/assets', express.static(`${options.assets.dir}/assets`, { immutable: true, maxAge: '1y' }))
    // The other public files (favicon, manifest, social image) all have an extension; a page or API path
    // never does, so it goes on without a look at the disk.
    const publicFiles = express.static(options.assets.dir, { maxAge: '1h', index: false })
    app.use((req, res, next) => (req.path.includes('.') ? publicFiles(req, res, next) : next()))
  }
  app.all(
    '/{*splat}',
    createRequestHandler({
      build: options.build,
      mode: env.NODE_ENV,
      getLoadContext: (req, res) => loadContext(req, String(res.locals.cspNonce)),
    }),
  )
  app.use(errorHandler())
  // Work queued after answers ("Lost your link?") still needs the database, and so do the last counted hits.
  const close = async () => {
    await backgroundWorkSettled()
    await apiLimit.stop()
    metrics?.close()
  }
  /** `close` finishes both; call it while the database is still open. */
  return { app, close }
}
