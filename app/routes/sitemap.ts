import { publicPages } from '~/content/pages'
import { listPublishedSlugs } from '~/features/blog/posts.server'
import { renderSitemap, type SitemapEntry } from '~/lib/sitemap'
import type { Route } from './+types/sitemap'

export async function loader({ context }: Route.LoaderArgs) {
  // Published articles only; a draft is a 404 and must not be advertised.
  const articles: SitemapEntry[] = (await listPublishedSlugs(context.db)).map((post) => ({
    path: `/blog/${post.slug}`,
    changefreq: 'monthly',
    priority: 0.6,
    lastmod: post.updatedAt.toISOString().slice(0, 10),
  }))
  return new Response(renderSitemap(context.origin, [...publicPages, ...articles]), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
