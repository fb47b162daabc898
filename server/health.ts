import type { RequestHandler } from 'express'
import { pingDatabase, type Database } from '~/db/client.server'

const PING_TIMEOUT_MS = 2000

/** GET /healthz: 200 while the database answers, 503 when it does not or the server is draining. */
export function healthCheck(db: Database, isDraining: () => boolean): RequestHandler {
  return async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    if (isDraining()) {
      res.status(503).json({ status: 'draining' })
      return
    }
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS)
    })
    try {
      await Promise.race([pingDatabase(db), timeout])
      res.status(200).json({ status: 'ok', database: 'ok' })
    } catch (error) {
      res.log.warn({ err: error }, 'health check failed')
      res.status(503).json({ status: 'unavailable', database: 'unreachable' })
    } finally {
      clearTimeout(timer)
    }
  }
}
