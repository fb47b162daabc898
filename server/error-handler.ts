import type { ErrorRequestHandler, Response } from 'express'
import { asDatabaseUnavailable } from '~/db/unavailable.server'
import { isAppError } from '~/lib/errors'

const SERVER_ERROR_MESSAGE =
  'Something went wrong on our side, and it has been logged. Please try again in a moment.'

const UNREADABLE_REQUEST_MESSAGE = 'This request could not be read. Check the address and try again.'

/** A refusal of what the client sent, marked so the request's own log line is info too (server/logger.ts). */
export const refusedLocal = 'clientRefusal'

/**
 * A refusal of the client's request rather than a fault of ours: an AppError under 500 (a malformed
 * address, server/malformed-url.ts) or an error Express or a library marked as the client's (`status`
 * 400-499 with `expose`, as http-errors makes them: a path parameter that does not decode).
 */
function clientRefusal(error: unknown): { status: number; message: string } | null {
  if (isAppError(error)) return error.status < 500 ? { status: error.status, message: error.message } : null
  const { status, expose } = (error ?? {}) as { status?: unknown; expose?: unknown }
  if (typeof status === 'number' && status >= 400 && status < 500 && expose === true)
    return { status, message: UNREADABLE_REQUEST_MESSAGE }
  return null
}

/**
 * The last handler: an error that reached Express (a middleware such as the /api rate limit, the page
 * cache) answers JSON under /api and a small page elsewhere, never Express's bare HTML. A request the
 * client got wrong is its 4xx with a sentence, logged at info without a stack: anyone can send one, and it
 * is no fault to be woken for. A database that cannot be reached now is a 503 with Retry-After; anything
 * else is a 500 with the request id.
 */
export function errorHandler(): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error) // Express ends the connection
    const requestId = String(req.id)
    res.setHeader('Cache-Control', 'no-store')
    const refused = clientRefusal(error)
    if (refused) {
      res.locals[refusedLocal] = true
      // The code or the error's name, not its message: Express's names the path, which may hold a token.
      const reason = isAppError(error) ? error.code : error instanceof Error ? error.name : typeof error
      req.log.info({ status: refused.status, reason }, 'request refused')
      res.status(refused.status)
      return answer(req.originalUrl, res, 'We could not read this request', refused.message, requestId)
    }
    const unavailable = asDatabaseUnavailable(error)
    if (unavailable) req.log.warn({ err: error }, 'database unavailable')
    else req.log.error({ err: error }, 'unhandled error in a middleware')
    res.status(unavailable ? 503 : 500)
    if (unavailable) res.setHeader('Retry-After', String(unavailable.extra.retryAfterSeconds))
    const message = unavailable?.message ?? SERVER_ERROR_MESSAGE
    const title = unavailable ? 'The site is briefly unavailable' : 'We could not load this page'
    answer(req.originalUrl, res, title, message, requestId)
  }
}

function answer(url: string, res: Response, title: string, message: string, requestId: string) {
  if (/^\/api(\/|\?|$)/.test(url)) res.json({ message, requestId })
  else res.type('html').send(errorPage(title, message, requestId))
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Self-contained: it must show when nothing else of the site (database, renderer) works. */
function errorPage(title: string, message: string, requestId: string): string {
  return `<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Wasatch Crest HOA Management</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#1f2937;background:#fff}
main{max-width:40rem;margin:0 auto;padding:5rem 1rem;text-align:center}
h1{font-size:1.875rem;color:#163759}
p{font-size:1.125rem;line-height:1.6}
code{background:#f3f4f6;padding:.125rem .5rem;border-radius:.25rem}
a{color:#163759}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p>Reference: <code>${escapeHtml(requestId)}</code></p>
<p><a href="">Try again</a> &middot; <a href="/">Go to the home page</a></p>
</main>
</body>
</html>
`
}
