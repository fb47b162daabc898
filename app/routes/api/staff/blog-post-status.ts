import { setPostStatus } from '~/features/blog/posts.server'
import { BlogStatusSchema } from '~/features/blog/schemas'
import { requireStaff } from '~/features/staff/auth.server'
import { handleApi, parseJson } from '~/lib/http.server'
import { requireMethod, staffJson, wrongMethod } from './staff-api.server'
import type { Route } from './+types/blog-post-status'

// POST { status: 'published' | 'draft' } -> { post }. Public pages are rendered per request, so the
// change shows on /blog, the feed and the sitemap at once.
export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Publish or unpublish an article')
    const staff = await requireStaff(request, context.db)
    const { status } = await parseJson(request, BlogStatusSchema)
    const post = await setPostStatus(context.db, params.id, status)
    context.logger.info({ staffUserId: staff.id, postId: post.id, status }, 'blog article status changed')
    return staffJson({ post })
  })
}

export const loader = wrongMethod('Publish or unpublish an article', 'POST')
