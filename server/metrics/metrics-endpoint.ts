import { createHash, timingSafeEqual } from 'node:crypto'
import type { RequestHandler } from 'express'
import type { Registry } from 'prom-client'

export const METRICS_UNAUTHORIZED_MESSAGE = 'Reading the metrics needs the right bearer token.\n'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * GET /metrics: the registry in Prometheus' text format, for a client that sends `Authorization: Bearer
 * <token>`. Both tokens are hashed before they are compared, so the comparison takes the same time
 * whatever the length or the first wrong character of the one sent. `refresh` reads the values that are
 * read at scrape time.
 */
export function metricsEndpoint(
  token: string,
  registry: Registry,
  refresh: () => Promise<unknown>,
): RequestHandler {
  const expected = digest(token)
  return async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store')
    const sent = /^bearer +(\S+) *$/i.exec(req.get('authorization') ?? '')?.[1] ?? ''
    if (!timingSafeEqual(digest(sent), expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"')
      res.status(401).type('text/plain').send(METRICS_UNAUTHORIZED_MESSAGE)
      return
    }
    try {
      await refresh()
      res.type(registry.contentType).send(await registry.metrics())
    } catch (error) {
      next(error)
    }
  }
}
