import type { RequestHandler } from 'express'
import type { Database } from '~/db/client.server'
import { enforceRateLimit, ipSubject } from '~/features/rate-limit/rate-limit.server'
import { isAppError } from '~/lib/errors'

/**
 * A coarse per-IP budget for every /api request, before any endpoint's own tighter limits.
 * Counters live in the database, so the budget holds across instances.
 */
export function apiRateLimit(db: Database, hashKey: string, perMinute: number): RequestHandler {
  const rule = { name: 'api', limit: perMinute, windowMs: 60_000 }
  return async (req, res, next) => {
    try {
      await enforceRateLimit(db, rule, ipSubject(hashKey, req.ip ?? 'unknown'))
      next()
    } catch (error) {
      if (!isAppError(error)) return next(error)
      res.setHeader('Retry-After', String(error.extra.retryAfterSeconds ?? 60))
      res.setHeader('Cache-Control', 'no-store')
      res.status(error.status).json({ message: error.message })
    }
  }
}
