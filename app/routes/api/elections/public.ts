import { listPublicResults } from '~/features/elections/results.server'
import { handleApi } from '~/lib/http.server'
import type { Route } from './+types/public'

// GET -> { elections }: certified results published for anyone, newest first.
export async function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () =>
    Response.json(
      { elections: await listPublicResults(context.db) },
      { headers: { 'Cache-Control': 'no-cache' } },
    ),
  )
}
