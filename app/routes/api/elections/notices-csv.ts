import { printNotices } from '~/features/elections/outreach.server'
import { toCsv } from '~/lib/csv'
import { handleApi } from '~/lib/http.server'
import { contentDisposition } from '../staff/staff-api.server'
import { electionActor } from './election-api.server'
import type { Route } from './+types/notices-csv'

// GET -> CSV `unit,owner_name,mailing_address,code,link` for a mail house: the address from the roll, the
// voter code the letter shows and the long link. Like the print page, it issues new links (audited).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await electionActor(request, context)
    const notices = await printNotices(context.db, actor, params.id, context.publicOrigin)
    const rows = notices.map((n) => [
      n.unitLabel,
      n.owners.join(' & '),
      n.mailingAddress ?? '',
      n.code,
      n.link,
    ])
    return new Response(toCsv(['unit', 'owner_name', 'mailing_address', 'code', 'link'], rows), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': contentDisposition('election-notices.csv'),
        'Cache-Control': 'no-store',
      },
    })
  })
}
