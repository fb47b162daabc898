/**
 * The site's languages. English is the default and needs no prefix; every other language lives under
 * `/<code>/...`. Adding a third language means a code here, its catalogues in `messages/`, and nothing else
 * in this folder.
 */
export const LOCALES = ['en', 'es'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** What `Intl` formats with: the United States' conventions in each language. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-US' }

/** The document's `lang` attribute and the `hreflang` of links to each language. */
export const LANG_ATTRIBUTES: Record<Locale, string> = { en: 'en-US', es: 'es' }

/** Each language's name in itself, as a language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' }

/** Each language's name in English, for the staff pages and the office's own mail. */
export const LOCALE_NAMES_IN_ENGLISH: Record<Locale, string> = { en: 'English', es: 'Spanish' }

/** The cookie that remembers a visitor's choice of language, and how long it is kept. */
export const LANGUAGE_COOKIE = 'lang'
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

const prefixed = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)

/** The language a path is in: `/es` and `/es/...` are Spanish, every other path English. */
export function localeOfPath(pathname: string): Locale {
  return (
    prefixed.find((locale) => pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)) ??
    DEFAULT_LOCALE
  )
}

/** The path without its language prefix: `/es/vote/abc` → `/vote/abc`, `/es` → `/`. */
export function unprefixedPath(pathname: string): string {
  const locale = localeOfPath(pathname)
  if (locale === DEFAULT_LOCALE) return pathname
  return pathname.slice(locale.length + 1) || '/'
}

/** The same page in another language: `('/vote/abc', 'es')` → `/es/vote/abc`. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const bare = unprefixedPath(pathname)
  if (locale === DEFAULT_LOCALE) return bare
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`
}

/**
 * The language an API request speaks: the page that sent it says so in `Content-Language` (app/lib/api-client.ts
 * sets it); a form posted without JavaScript goes to its page's own address, whose prefix says it.
 */
export function localeOfRequest(request: Request): Locale {
  return requestLocale(request.headers.get('content-language'), new URL(request.url).pathname)
}

/** The same, from a request's `Content-Language` header and path as a server framework gives them. */
export function requestLocale(contentLanguage: string | null | undefined, pathname: string): Locale {
  const header = contentLanguage
    ?.trim()
    .toLowerCase()
    .split(/[-,;\s]/)[0]
  return isLocale(header) ? header : localeOfPath(pathname)
}
