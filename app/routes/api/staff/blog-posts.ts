import { createPost, listAllPosts } from '~/features/blog/posts.server'
import { BlogPostInputSchema } from '~/features/blog/schemas'
import { requireStaff } from '~/features/staff/auth.server'
import { handleApi, parseJson } from '~/lib/http.server'
import { requireMethod, staffJson } from './staff-api.server'
import type { Route } from './+types/blog-posts'

// Any signed-in staff member writes and publishes articles (DESIGN.md: "Company staff ... publish blog articles").

// GET -> { posts } every article, drafts too, newest first
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    await requireStaff(request, context.db)
    return staffJson({ posts: await listAllPosts(context.db) })
  })
}

// POST { slug, title, date, excerpt, content } -> 201 { post } (a draft); 409 when the slug is taken
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Write an article')
    const staff = await requireStaff(request, context.db)
    const input = await parseJson(request, BlogPostInputSchema)
    const post = await createPost(context.db, staff.id, input)
    context.logger.info({ staffUserId: staff.id, postId: post.id }, 'blog article created')
    return staffJson({ post }, 201)
  })
}
