import { useNavigate } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { Panel, StaffPage } from '~/components/staff/staff-page'
import { staffMeta } from '~/components/staff/staff-meta'
import { toast } from '~/components/ui/toast-store'
import { PostEditor } from '~/features/blog/components/post-editor'
import type { BlogPostInput, StaffBlogPost } from '~/features/blog/schemas'
import { utahToday } from '~/lib/dates'
import { detourFor, staffCall } from '~/lib/staff-client'
import type { Route } from './+types/blog-new'

export const meta: Route.MetaFunction = () => staffMeta('Write an article')

export default function StaffBlogNew() {
  const navigate = useNavigate()
  async function call<T>(method: string, path: string, body: unknown) {
    const result = await staffCall<T>(method, path, body)
    if (!result.ok) {
      const detour = detourFor(result)
      if (detour) await navigate(detour)
    }
    return result
  }
  const empty: BlogPostInput = { title: '', slug: '', date: utahToday(), excerpt: '', content: '' }
  return (
    <StaffPage
      title="Write an article"
      description="Saved as a draft; publish it from the next page when it is ready."
    >
      <Panel>
        <PostEditor
          initial={empty}
          isNew
          saveLabel="Save draft"
          onPreview={(content) =>
            call<{ html: string }>('POST', '/api/staff/blog-posts/preview', { content })
          }
          onSave={async (input) => {
            const result = await call<{ post: StaffBlogPost }>('POST', '/api/staff/blog-posts', input)
            if (result.ok) {
              toast({ title: 'Draft saved.' })
              await navigate(`/staff/blog/${result.data.post.id}`)
            }
            return result
          }}
        />
      </Panel>
    </StaffPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPanel error={error} />
}
