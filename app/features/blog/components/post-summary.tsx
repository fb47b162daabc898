import { ArrowRight, CalendarDays } from 'lucide-react'
import { Link } from 'react-router'
import { cardClasses } from '~/components/ui/card'
import { formatPostDate } from '../format'

export type PostSummaryData = { slug: string; title: string; date: string; excerpt: string }

/** One article in the /blog list: the whole card is the link, named by the title. */
export function PostSummary({ post }: { post: PostSummaryData }) {
  return (
    <article className={cardClasses(true, 'relative flex h-full flex-col')}>
      <p className="flex items-center gap-2 text-sm text-muted">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      </p>
      <h2 className="mt-3 text-xl font-semibold">
        <Link
          to={`/blog/${post.slug}`}
          className="rounded after:absolute after:inset-0 after:rounded-card hover:text-brand-700"
        >
          {post.title}
        </Link>
      </h2>
      <p className="mt-3 flex-1 text-muted">{post.excerpt}</p>
      <p aria-hidden="true" className="mt-5 flex items-center gap-1 text-sm font-semibold text-brand-700">
        Read the article
        <ArrowRight className="size-4" />
      </p>
    </article>
  )
}
