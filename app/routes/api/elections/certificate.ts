import { certificateFacts } from '~/features/elections/certificate.server'
import { handleApi } from '~/lib/http.server'
import { electionActor } from './election-api.server'
import type { Route } from './+types/certificate'

// GET -> the facts of the results report (certificate-text.ts), for its print page; the PDF is
// exports/certificate.pdf. Staff and the community's board; 409 before voting closes.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await electionActor(request, context)
    return Response.json(
      { certificate: await certificateFacts(context.db, actor, params.id) },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  })
}
