import { isPrivatePath, type PublicPage } from '~/content/pages'
import { DEFAULT_LOCALE, LANG_ATTRIBUTES, LOCALES, pathInLocale } from '~/i18n/locales'
import { hasSpanish as listedInSpanish } from '~/i18n/pages'

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  )

export type SitemapEntry = PublicPage & { lastmod?: string }

/** A page offered in several languages lists each address with all of them as alternates, English the default. */
function alternates(origin: string, path: string): string {
  const link = (hreflang: string, href: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + href)}"/>\n`
  return (
    LOCALES.map((locale) => link(LANG_ATTRIBUTES[locale], pathInLocale(path, locale))).join('') +
    link('x-default', pathInLocale(path, DEFAULT_LOCALE))
  )
}

/**
 * sitemap.xml for the given pages; a private path is never listed, whatever the caller passes. `hasSpanish`
 * says which paths also have a Spanish address: the list of resident pages, unless a test names its own.
 */
export function renderSitemap(
  origin: string,
  entries: readonly SitemapEntry[],
  { hasSpanish = listedInSpanish }: { hasSpanish?: (path: string) => boolean } = {},
): string {
  const urls = entries
    .filter((entry) => !isPrivatePath(entry.path))
    .flatMap((entry) => {
      const bilingual = hasSpanish(entry.path)
      const paths = bilingual ? LOCALES.map((locale) => pathInLocale(entry.path, locale)) : [entry.path]
      return paths.map(
        (path) =>
          `  <url>\n    <loc>${escapeXml(origin + path)}</loc>\n` +
          (bilingual ? alternates(origin, entry.path) : '') +
          (entry.lastmod ? `    <lastmod>${entry.lastmod}</lastmod>\n` : '') +
          `    <changefreq>${entry.changefreq}</changefreq>\n    <priority>${entry.priority.toFixed(1)}</priority>\n  </url>`,
      )
    })
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ` +
    `xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
  )
}

export function renderRobots(origin: string, disallow: readonly string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
