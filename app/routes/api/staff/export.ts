import { requireStaff } from '~/features/staff/auth.server'
import { exportSubmissionsCsv } from '~/features/submissions/csv-export.server'
import { handleApi } from '~/lib/http.server'
import { contentDisposition, queryOf, submissionTypeParam, wrongMethod } from './staff-api.server'
import type { Route } from './+types/export'

// GET /api/staff/exports/:type?status=&from=&to= -> a CSV download of that kind.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireStaff(request, context.db)
    const type = submissionTypeParam(params.type)
    const { csv, fileName, rows } = await exportSubmissionsCsv(context.db, type, queryOf(request))
    context.logger.info({ staffUserId: user.id, type, rows }, 'submissions exported')
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': contentDisposition(fileName),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    })
  })
}

export const action = wrongMethod('Export submissions', 'GET')
