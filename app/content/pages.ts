/** The public pages search engines should know, for the sitemap. Later issues add theirs. */
export type PublicPage = {
  path: string
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly'
  priority: number
}

export const publicPages: readonly PublicPage[] = [{ path: '/', changefreq: 'weekly', priority: 1 }]

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
