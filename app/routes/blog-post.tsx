import { ArrowLeft, CalendarDays, Clock } from 'lucide-react'
import { data, Link } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { Section } from '~/components/ui/section'
import { ArticleBody } from '~/features/blog/components/article-body'
import { formatPostDate, readingMinutes } from '~/features/blog/format'
import { findPublishedPost } from '~/features/blog/posts.server'
import { articleLd } from '~/features/blog/structured-data'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/blog-post'

// Rendered on every request, like /blog: publishing or unpublishing must show at once (see blog.tsx).

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await findPublishedPost(context.db, params.slug)
  // A draft is as absent as an unknown slug: the site's not-found page with status 404.
  if (!post) throw data(null, { status: 404 })
  return { post }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const origin = matches[0].loaderData?.origin ?? ''
  if (!loaderData) return [{ name: 'robots', content: 'noindex' }]
  const { post } = loaderData
  return [
    ...pageMeta({
      title: post.title,
      description: post.excerpt,
      path: `/blog/${post.slug}`,
      origin,
      type: 'article',
      crumbs: [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
        { name: post.title, path: `/blog/${post.slug}` },
      ],
      jsonLd: [articleLd(origin, post)],
    }),
    { property: 'article:published_time', content: post.date },
  ]
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blog' },
    { name: post.title, path: `/blog/${post.slug}` },
  ]
  return (
    <>
      <PageHeader crumbs={crumbs} eyebrow="Blog" title={post.title} lead={post.excerpt}>
        <p className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-muted">
          <span className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          </span>
          <span className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4" />
            {readingMinutes(post.content)} min read
          </span>
        </p>
      </PageHeader>
      <Section>
        <article aria-label={post.title} className="mx-auto max-w-3xl">
          <ArticleBody html={post.html} />
          <footer className="mt-12 border-t border-line pt-6">
            <Link
              to="/blog"
              className="inline-flex items-center gap-2 rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to all articles
            </Link>
          </footer>
        </article>
      </Section>
    </>
  )
}
