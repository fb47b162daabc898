import { privatePathPrefixesInEveryLanguage } from '~/content/pages'
import { renderRobots } from '~/lib/sitemap'
import type { Route } from './+types/robots'

export function loader({ context }: Route.LoaderArgs) {
  return new Response(renderRobots(context.origin, privatePathPrefixesInEveryLanguage), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
