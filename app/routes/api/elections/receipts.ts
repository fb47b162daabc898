import { listReceipts } from '~/features/elections/results.server'
import { handleApi } from '~/lib/http.server'
import { viewerOf } from './election-api.server'
import type { Route } from './+types/receipts'

// GET ?q=7KQ2&limit=200&offset=0 -> { receipts: [{ receipt, castOn }], total }: who may see the results
// may look up a receipt in them.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const query = new URL(request.url).searchParams
    const number = (name: string) => {
      const raw = query.get(name)
      if (raw === null || raw.trim() === '') return undefined
      const value = Number(raw)
      return Number.isInteger(value) ? value : undefined
    }
    const viewer = await viewerOf(request, context)
    const page = await listReceipts(context.db, viewer, params.id, {
      q: query.get('q') ?? undefined,
      limit: number('limit'),
      offset: number('offset'),
    })
    return Response.json(page, { headers: { 'Cache-Control': 'no-store' } })
  })
}
