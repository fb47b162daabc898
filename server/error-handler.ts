import type { ErrorRequestHandler } from 'express'
import { asDatabaseUnavailable } from '~/db/unavailable.server'

const SERVER_ERROR_MESSAGE =
  'Something went wrong on our side, and it has been logged. Please try again in a moment.'

/**
 * The last handler: an error that reached Express (a middleware such as the /api rate limit, the page
 * cache) answers JSON under /api and a small page elsewhere, never Express's bare HTML. A database that
 * cannot be reached now is a 503 with Retry-After; anything else is a 500 with the request id.
 */
export function errorHandler(): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error) // Express ends the connection
    const unavailable = asDatabaseUnavailable(error)
    const requestId = String(req.id)
    if (unavailable) req.log.warn({ err: error }, 'database unavailable')
    else req.log.error({ err: error }, 'unhandled error in a middleware')
    res.status(unavailable ? 503 : 500)
    res.setHeader('Cache-Control', 'no-store')
    if (unavailable) res.setHeader('Retry-After', String(unavailable.extra.retryAfterSeconds))
    const message = unavailable?.message ?? SERVER_ERROR_MESSAGE
    if (/^\/api(\/|\?|$)/.test(req.originalUrl)) {
      res.json({ message, requestId })
      return
    }
    res
      .type('html')
      .send(
        errorPage(
          unavailable ? 'The site is briefly unavailable' : 'We could not load this page',
          message,
          requestId,
        ),
      )
  }
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
