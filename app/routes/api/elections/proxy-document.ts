import { proxyDocument } from '~/features/elections/proxies.server'
import { handleApi } from '~/lib/http.server'
import { contentDisposition } from '../staff/staff-api.server'
import { electionActor } from './election-api.server'
import type { Route } from './+types/proxy-document'

// GET -> the scanned proxy form, as a download that can never run as a page of this site.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await electionActor(request, context)
    const file = await proxyDocument(context.db, actor, params.id, params.proxyId)
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        'Content-Type': file.type,
        'Content-Disposition': contentDisposition(file.name),
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      },
    })
  })
}
