import { getPost, updatePost } from '~/features/blog/posts.server'
import { BlogPostInputSchema } from '~/features/blog/schemas'
import { requireStaff } from '~/features/staff/auth.server'
import { handleApi, parseJson } from '~/lib/http.server'
import { requireMethod, staffJson } from './staff-api.server'
import type { Route } from './+types/blog-post'

// GET -> { post }
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    await requireStaff(request, context.db)
    return staffJson({ post: await getPost(context.db, params.id) })
  })
}

// PUT { slug, title, date, excerpt, content } -> { post }; 409 when another article has the slug
export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'PUT', 'Save an article')
    const staff = await requireStaff(request, context.db)
    const input = await parseJson(request, BlogPostInputSchema)
    const post = await updatePost(context.db, params.id, input)
    context.logger.info({ staffUserId: staff.id, postId: post.id }, 'blog article saved')
    return staffJson({ post })
  })
}
