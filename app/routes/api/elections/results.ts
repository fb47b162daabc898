import { getResults } from '~/features/elections/results.server'
import { handleApi } from '~/lib/http.server'
import { viewerOf } from './election-api.server'
import type { Route } from './+types/results'

// GET -> { election, results }: per contest the weighted totals and ballot counts, winners and ties,
// measures' pass or fail with the rule, quorum, the ballot digest. Staff and board with a bearer; voters
// with `?token=` (their voting link) or anyone, once published, as the election's visibility says.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const viewer = await viewerOf(request, context)
    return Response.json(await getResults(context.db, viewer, params.id), {
      headers: { 'Cache-Control': 'no-store' },
    })
  })
}
