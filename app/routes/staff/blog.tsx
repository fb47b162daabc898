import { Plus } from 'lucide-react'
import { Link } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { Panel, StaffPage } from '~/components/staff/staff-page'
import { staffMeta } from '~/components/staff/staff-meta'
import { buttonClasses } from '~/components/ui/button'
import { PostStatusBadge } from '~/features/blog/components/post-status-badge'
import { formatPostDate } from '~/features/blog/format'
import type { StaffBlogPost } from '~/features/blog/schemas'
import { formatStaffTime, staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/blog'

export const meta: Route.MetaFunction = () => staffMeta('Blog')

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return staffLoad<{ posts: StaffBlogPost[] }>(request, '/api/staff/blog-posts')
}

export default function StaffBlog({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData
  return (
    <StaffPage
      title="Blog"
      description="Every article, drafts too. A new article stays a draft until you publish it."
      actions={
        <Link to="/staff/blog/new" className={buttonClasses('primary', 'md')}>
          <Plus aria-hidden="true" className="size-4" />
          Write an article
        </Link>
      }
    >
      <Panel>
        {posts.length === 0 ? (
          <p className="text-muted">No articles yet.</p>
        ) : (
          <ul className="divide-y divide-line">
            {posts.map((post) => (
              <li key={post.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-4">
                <div className="min-w-0">
                  <Link
                    to={`/staff/blog/${post.id}`}
                    className="rounded font-semibold text-brand-800 hover:text-brand-900 hover:underline"
                  >
                    {post.title}
                  </Link>
                  <p className="mt-1 text-sm break-all text-muted">/blog/{post.slug}</p>
                </div>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
                  <PostStatusBadge status={post.status} />
                  <span>Dated {formatPostDate(post.date)}</span>
                  <span>Updated {formatStaffTime(post.updatedAt)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </StaffPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPanel error={error} />
}
