import type { RequestHandler } from 'express'
import type { Database } from '~/db/client.server'
import { BatchedRateLimit } from '~/features/rate-limit/batched-limit.server'
import { ipSubject } from '~/features/rate-limit/rate-limit.server'
import { requestLocale } from '~/i18n/locales'
import { rateLimitedSentence } from '~/lib/api-error.server'
import { noteRefusal } from '~/lib/rate-limit-refusals.server'

/**
 * A coarse per-IP budget for every /api request, before any endpoint's own tighter limits. Counted in
 * memory and shared through the database once a second (decision 0016), so the budget holds across
 * instances without a database write per request. `stop` flushes the last hits, at shutdown.
 */
export function apiRateLimit(
  db: Database,
  hashKey: string,
  perMinute: number,
  onFlushError: (error: unknown) => void,
): { middleware: RequestHandler; stop: () => Promise<void> } {
  const rule = { name: 'api', limit: perMinute, windowMs: 60_000 }
  const limit = new BatchedRateLimit(db, rule)
  const stop = limit.start(onFlushError)
  const middleware: RequestHandler = (req, res, next) => {
    const result = limit.hit(ipSubject(hashKey, req.ip ?? 'unknown'))
    if (result.allowed) return next()
    noteRefusal(rule.name)
    res.setHeader('Retry-After', String(result.retryAfterSeconds))
    res.setHeader('Cache-Control', 'no-store')
    const locale = requestLocale(req.get('content-language'), req.path)
    res.status(429).json({ message: rateLimitedSentence(locale, result.retryAfterSeconds) })
  }
  return { middleware, stop }
}
