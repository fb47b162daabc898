import type { RequestHandler } from 'express'
import { AppError } from '~/lib/errors'

// Checked once for every request, before any route reads the address: a U+0000 in a query value reached
// PostgreSQL (which cannot store it) as a 500, and a path that does not decode made Express's router
// throw a URIError, also a 500. Either is a 400 with a sentence here, answered by the error handler.

const NUL = /%00/i

// The path only: URLSearchParams and Express's query parser read a stray `%` in a query as it is.
function decodes(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

export const MALFORMED_URL_MESSAGE =
  'This address could not be read: it has a broken %-escape or a character that is not allowed. Check the link and try again.'

export const refuseMalformedUrl: RequestHandler = (req, _res, next) => {
  const url = req.originalUrl
  const query = url.indexOf('?')
  const path = query === -1 ? url : url.slice(0, query)
  if (NUL.test(url) || url.includes('\0') || !decodes(path))
    return next(new AppError('malformed_url', 400, MALFORMED_URL_MESSAGE))
  next()
}
