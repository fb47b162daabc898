import { isPrivatePath, type PublicPage } from '~/content/pages'

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  )

export type SitemapEntry = PublicPage & { lastmod?: string }

/** sitemap.xml for the given pages; a private path is never listed, whatever the caller passes. */
export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries
    .filter((entry) => !isPrivatePath(entry.path))
    .map(
      (entry) =>
        `  <url>\n    <loc>${escapeXml(origin + entry.path)}</loc>\n` +
        (entry.lastmod ? `    <lastmod>${entry.lastmod}</lastmod>\n` : '') +
        `    <changefreq>${entry.changefreq}</changefreq>\n    <priority>${entry.priority.toFixed(1)}</priority>\n  </url>`,
    )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
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
