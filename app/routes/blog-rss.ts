import { listPublishedSummaries } from '~/features/blog/posts.server'
import { renderRss } from '~/features/blog/rss'
import { company } from '~/content/company'
import type { Route } from './+types/blog-rss'

export async function loader({ context }: Route.LoaderArgs) {
  const posts = await listPublishedSummaries(context.db)
  const xml = renderRss(
    context.origin,
    {
      title: `${company.fullName} Blog`,
      description: 'Guides for Utah HOA boards and homeowners.',
    },
    posts,
  )
  return new Response(xml, {
    // Short: a newly published article should reach feed readers within minutes.
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
