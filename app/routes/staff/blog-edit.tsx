import { ArrowLeft, ExternalLink } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate, useRevalidator } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { Panel, StaffPage } from '~/components/staff/staff-page'
import { staffMeta } from '~/components/staff/staff-meta'
import { Button } from '~/components/ui/button'
import { FormAlert } from '~/components/ui/form-field'
import { toast } from '~/components/ui/toast-store'
import { PostEditor } from '~/features/blog/components/post-editor'
import { PostStatusBadge } from '~/features/blog/components/post-status-badge'
import type { StaffBlogPost } from '~/features/blog/schemas'
import { detourFor, formatStaffTime, staffCall, staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/blog-edit'

export const meta: Route.MetaFunction = () => staffMeta('Edit article')

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return staffLoad<{ post: StaffBlogPost }>(request, `/api/staff/blog-posts/${encodeURIComponent(params.id)}`)
}

const quietLink =
  'inline-flex items-center gap-2 rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline'

export default function StaffBlogEdit({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function call<T>(method: string, path: string, body: unknown) {
    const result = await staffCall<T>(method, path, body)
    if (!result.ok) {
      const detour = detourFor(result)
      if (detour) await navigate(detour)
    }
    return result
  }

  async function setStatus(status: 'draft' | 'published') {
    setBusy(true)
    setError(null)
    const result = await call('POST', `/api/staff/blog-posts/${post.id}/status`, { status })
    setBusy(false)
    if (!result.ok) return setError(result.message)
    toast({
      title:
        status === 'published' ? 'Published. It is on the blog now.' : 'Unpublished. It is a draft again.',
    })
    await revalidator.revalidate()
  }

  const published = post.status === 'published'
  return (
    <StaffPage
      title={post.title}
      description={
        <>
          <PostStatusBadge status={post.status} /> Last saved {formatStaffTime(post.updatedAt)}
          {post.authorName ? ` · written by ${post.authorName}` : ''}
        </>
      }
      actions={
        <>
          {published ? (
            <a href={`/blog/${post.slug}`} target="_blank" rel="noopener noreferrer" className={quietLink}>
              View on the site
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          ) : null}
          <Button
            variant={published ? 'secondary' : 'accent'}
            disabled={busy}
            onClick={() => setStatus(published ? 'draft' : 'published')}
          >
            {published ? 'Unpublish' : 'Publish'}
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <Link to="/staff/blog" className={quietLink}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          All articles
        </Link>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Panel>
          <PostEditor
            key={post.updatedAt}
            initial={{
              title: post.title,
              slug: post.slug,
              date: post.date,
              excerpt: post.excerpt,
              content: post.content,
            }}
            isNew={false}
            saveLabel="Save changes"
            onPreview={(content) =>
              call<{ html: string }>('POST', '/api/staff/blog-posts/preview', { content })
            }
            onSave={async (input) => {
              const result = await call<{ post: StaffBlogPost }>(
                'PUT',
                `/api/staff/blog-posts/${post.id}`,
                input,
              )
              if (result.ok) {
                toast({ title: published ? 'Changes saved and live.' : 'Changes saved.' })
                await revalidator.revalidate()
              }
              return result
            }}
          />
        </Panel>
      </div>
    </StaffPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPanel error={error} />
}
