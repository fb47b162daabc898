/** The public pages search engines should know, for the sitemap. Later issues add theirs. */
export type PublicPage = {
  path: string
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly'
  priority: number
}

export const publicPages: readonly PublicPage[] = [
  { path: '/', changefreq: 'weekly', priority: 1 },
  { path: '/about', changefreq: 'monthly', priority: 0.8 },
  { path: '/why-us', changefreq: 'monthly', priority: 0.8 },
  { path: '/switch', changefreq: 'monthly', priority: 0.8 },
  { path: '/contact', changefreq: 'monthly', priority: 0.8 },
  { path: '/testimonials', changefreq: 'monthly', priority: 0.6 },
  { path: '/owner-login', changefreq: 'yearly', priority: 0.5 },
]

/** Private or diagnostic areas that never appear in the sitemap and that robots.txt keeps crawlers out of. */
export const privatePathPrefixes = [
  '/vote',
  '/results',
  '/staff',
  '/survey-responses',
  '/test-remount',
  '/api',
] as const

export function isPrivatePath(path: string): boolean {
  return privatePathPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}
