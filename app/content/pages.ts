import { LOCALES, pathInLocale, unprefixedPath } from '~/i18n/locales'
import { hasSpanish } from '~/i18n/pages'

/** The public pages search engines should know, for the sitemap. Later issues add theirs. */
export type PublicPage = {
  path: string
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly'
  priority: number
  /** Same HTML for every visitor on a given day: the server renders it once a day and serves the copy. */
  cached?: boolean
}

export const publicPages: readonly PublicPage[] = [
  { path: '/', changefreq: 'weekly', priority: 1, cached: true },
  { path: '/about', changefreq: 'monthly', priority: 0.8, cached: true },
  { path: '/why-us', changefreq: 'monthly', priority: 0.8, cached: true },
  { path: '/switch', changefreq: 'monthly', priority: 0.8, cached: true },
  { path: '/contact', changefreq: 'monthly', priority: 0.8, cached: true },
  { path: '/testimonials', changefreq: 'monthly', priority: 0.6, cached: true },
  { path: '/owner-login', changefreq: 'yearly', priority: 0.5, cached: true },
  { path: '/landlord-tenant', changefreq: 'yearly', priority: 0.6, cached: true },
  { path: '/utah-law-gpt', changefreq: 'monthly', priority: 0.7, cached: true },
  // Changes only when a restart loads a new statute corpus (routes/utah-law-gpt.sources.tsx).
  { path: '/utah-law-gpt/sources', changefreq: 'monthly', priority: 0.5, cached: true },
  // Not cached: a newly published article must appear at once (routes/blog.tsx).
  { path: '/blog', changefreq: 'weekly', priority: 0.7 },
  // Not cached: it lists certified results as they are published (routes/election-system.tsx).
  { path: '/election-system', changefreq: 'weekly', priority: 0.6 },
  // Not cached: staff may close or edit it, and its page says so at once (routes/survey-2025.tsx).
  { path: '/survey-2025', changefreq: 'monthly', priority: 0.6 },
]

/** Cached pages, in each of their languages: the page cache keys its copies by path, and so by language. */
export const cachedPaths: ReadonlySet<string> = new Set(
  publicPages
    .filter((page) => page.cached)
    .flatMap((page) =>
      hasSpanish(page.path) ? LOCALES.map((locale) => pathInLocale(page.path, locale)) : [page.path],
    ),
)

/** Private or diagnostic areas that never appear in the sitemap and that robots.txt keeps crawlers out of. */
export const privatePathPrefixes = [
  '/vote',
  '/results',
  '/staff',
  '/survey-responses',
  '/test-remount',
  '/landlord-tenant/submitted',
  '/api',
] as const

/** The private prefixes in every language, for robots.txt. */
export const privatePathPrefixesInEveryLanguage: readonly string[] = LOCALES.flatMap((locale) =>
  privatePathPrefixes.map((prefix) => pathInLocale(prefix, locale)),
)

/** Whether a path, in any language, is in a private area. */
export function isPrivatePath(path: string): boolean {
  const bare = unprefixedPath(path)
  return privatePathPrefixes.some((prefix) => bare === prefix || bare.startsWith(`${prefix}/`))
}
