import { publishedPostsBody } from '~/features/blog/posts.server'
import { handleApi } from '~/lib/http.server'
import type { Route } from './+types/blog-posts'

/**
 * GET /api/blog-posts (spec section 7): `{ posts: [{ slug, title, date, excerpt, content }] }`, published
 * only, newest first. `content` is the Markdown; `html` is the same article rendered and sanitised on the
 * server, so the dialog never has to turn Markdown into markup in the browser.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const body = await publishedPostsBody(context.db)
    return new Response(body, {
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' },
    })
  })
}
