import type { RequestHandler } from 'express'
import {
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  localeOfPath,
  pathInLocale,
  unprefixedPath,
  type Locale,
} from '~/i18n/locales'
import { hasSpanish as listedInSpanish } from '~/i18n/pages'

function rememberedLocale(cookieHeader: string | undefined): Locale | undefined {
  const value = (cookieHeader ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1]
  return isLocale(value) ? value : undefined
}

/**
 * The visitor's language on pages offered in several (app/i18n/pages.ts):
 * - `?lang=es` (the language switch) remembers the choice in a cookie for a year and answers with the page in
 *   that language at its clean address;
 * - an English address, asked for by a visitor who chose another language, redirects to that language's
 *   address. A language's own address is always served as it is, so a link in a Spanish email opens in
 *   Spanish whatever the cookie says, and a visitor can always switch back.
 * Runs before the page cache, whose copies are keyed by path and so by language. `hasSpanish` says which
 * (unprefixed) paths are offered in Spanish: the list of resident pages, unless a test names its own.
 */
export function languagePreference({
  secure,
  hasSpanish = listedInSpanish,
}: {
  secure: boolean
  hasSpanish?: (unprefixed: string) => boolean
}): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (!hasSpanish(unprefixedPath(req.path))) return next()
    const query = new URLSearchParams(req.originalUrl.slice(req.path.length).replace(/^\?/, ''))
    const asked = query.get('lang')
    if (isLocale(asked)) {
      res.append(
        'Set-Cookie',
        `${LANGUAGE_COOKIE}=${asked}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`,
      )
      query.delete('lang')
      const rest = query.size > 0 ? `?${query}` : ''
      return res.redirect(303, `${pathInLocale(req.path, asked)}${rest}`)
    }
    res.vary('Cookie')
    const remembered = rememberedLocale(req.headers.cookie)
    if (localeOfPath(req.path) === DEFAULT_LOCALE && remembered && remembered !== DEFAULT_LOCALE) {
      const rest = req.originalUrl.slice(req.path.length)
      return res.redirect(302, `${pathInLocale(req.path, remembered)}${rest}`)
    }
    next()
  }
}
