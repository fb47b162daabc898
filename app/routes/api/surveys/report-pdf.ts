import { resultsReportPdf } from '~/features/surveys/report-pdf.server'
import { ResultsQuerySchema } from '~/features/surveys/results-query'
import { handleApi, validate } from '~/lib/http.server'
import { contentDisposition, queryOf } from '../staff/staff-api.server'
import { optionalActor } from './survey-api.server'
import type { Route } from './+types/report-pdf'

// GET ?community=&role=&answer=[&compare=1&b_...] -> the results report as a PDF, with the results'
// visibility: anyone when the results are public, staff and board accounts with their bearer.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await optionalActor(request, context)
    const query = validate(ResultsQuerySchema, queryOf(request))
    const { pdf, fileName } = await resultsReportPdf(context.db, actor, params.surveyId, query)
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': contentDisposition(fileName),
        'Cache-Control': 'private, no-store',
      },
    })
  })
}
