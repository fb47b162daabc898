import { certificatePdf } from '~/features/elections/certificate-pdf.server'
import { exportCsv } from '~/features/elections/exports.server'
import { AppError } from '~/lib/errors'
import { handleApi } from '~/lib/http.server'
import { contentDisposition } from '../staff/staff-api.server'
import { electionActor } from './election-api.server'
import type { Route } from './+types/export'

// GET /api/elections/:id/exports/results.csv | participation.csv | receipts.csv | audit.csv | certificate.pdf
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await electionActor(request, context)
    if (params.file === 'certificate.pdf') {
      const { pdf, fileName } = await certificatePdf(context.db, actor, params.id)
      return new Response(new Uint8Array(pdf), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': contentDisposition(fileName),
          'Cache-Control': 'no-store',
        },
      })
    }
    const name = /^([a-z]+)\.csv$/.exec(params.file ?? '')?.[1]
    if (!name)
      throw new AppError(
        'not_found',
        404,
        'There is no such export. Choose results, participation, receipts, audit or the certificate.',
      )
    const csv = await exportCsv(context.db, actor, params.id, name)
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': contentDisposition(`election-${name}.csv`),
        'Cache-Control': 'no-store',
      },
    })
  })
}
