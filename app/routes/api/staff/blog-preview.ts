import { renderMarkdown } from '~/features/blog/markdown.server'
import { BlogPreviewSchema } from '~/features/blog/schemas'
import { requireStaff } from '~/features/staff/auth.server'
import { handleApi, parseJson } from '~/lib/http.server'
import { requireMethod, staffJson, wrongMethod } from './staff-api.server'
import type { Route } from './+types/blog-preview'

// POST { content } -> { html }: the editor's preview, through the same safe renderer as the public pages.
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Preview an article')
    await requireStaff(request, context.db)
    const { content } = await parseJson(request, BlogPreviewSchema)
    return staffJson({ html: renderMarkdown(content) })
  })
}

export const loader = wrongMethod('Preview an article', 'POST')
