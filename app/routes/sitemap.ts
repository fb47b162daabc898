import { publicPages } from '~/content/pages'
import { renderSitemap } from '~/lib/sitemap'
import type { Route } from './+types/sitemap'

export function loader({ context }: Route.LoaderArgs) {
  return new Response(renderSitemap(context.origin, publicPages), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
