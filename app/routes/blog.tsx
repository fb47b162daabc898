import { Rss } from 'lucide-react'
import { PageHeader } from '~/components/page-header'
import { Section } from '~/components/ui/section'
import { PostSummary } from '~/features/blog/components/post-summary'
import { listPublishedSummaries } from '~/features/blog/posts.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/blog'

// Not in the daily page cache (content/pages.ts): the list must show an article the moment staff publish
// it, and one indexed query per visit is cheap, so the page is rendered on every request.

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Blog', path: '/blog' },
] as const

export const BLOG_DESCRIPTION =
  'Practical guides for Utah HOA boards and homeowners: reserve studies, budgets, rental rules, open board meetings, collections, insurance and elections.'

export async function loader({ context }: Route.LoaderArgs) {
  return { posts: await listPublishedSummaries(context.db) }
}

export function meta({ matches }: Route.MetaArgs) {
  const origin = matches[0].loaderData?.origin ?? ''
  return [
    ...pageMeta({
      title: 'Blog: Guides for Utah HOA Boards and Owners',
      description: BLOG_DESCRIPTION,
      path: '/blog',
      origin,
      crumbs,
      jsonLd: [
        { '@type': 'Blog', name: 'Utah HOA guides', url: `${origin}/blog`, description: BLOG_DESCRIPTION },
      ],
    }),
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: 'Blog RSS feed',
      href: `${origin}/blog/rss.xml`,
    },
  ]
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow="Blog"
        title="Guides for Utah HOA boards and homeowners"
        lead="Plain-language articles from our managers on the questions boards ask us most, with the Utah Code sections that govern them."
      >
        <p className="mt-6">
          <a
            href="/blog/rss.xml"
            className="inline-flex items-center gap-2 rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
          >
            <Rss aria-hidden="true" className="size-4" />
            Subscribe by RSS
          </a>
        </p>
      </PageHeader>
      <Section labelledBy="blog-articles">
        <h2 id="blog-articles" className="sr-only">
          Articles
        </h2>
        {posts.length === 0 ? (
          <p className="text-lg text-muted">No articles available at this time.</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.slug}>
                <PostSummary post={post} />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  )
}
