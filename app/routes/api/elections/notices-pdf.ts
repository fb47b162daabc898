import { fileSlug } from '~/features/elections/certificate-pdf.server'
import { noticesPdf } from '~/features/elections/notices-pdf.server'
import { handleApi } from '~/lib/http.server'
import { contentDisposition } from '../staff/staff-api.server'
import { electionActor } from './election-api.server'
import type { Route } from './+types/notices-pdf'

// GET -> one PDF of the printed notices, each unit's letter followed by its mail ballot. Like the print page
// and notices.csv, it issues new voter codes (audited): the codes of any earlier printout stop working.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await electionActor(request, context)
    const { pdf, election } = await noticesPdf(context.db, actor, params.id, context.publicOrigin)
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': contentDisposition(`notices-${fileSlug(election.title)}.pdf`),
        'Cache-Control': 'no-store',
      },
    })
  })
}
