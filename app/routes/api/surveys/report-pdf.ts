import { resultsReportPdf } from '~/features/surveys/report-pdf.server'
import { ResultsQuerySchema } from '~/features/surveys/results-query'
import { isLocale, localeOfRequest } from '~/i18n/locales'
import { handleApi, validate } from '~/lib/http.server'
import { contentDisposition, queryOf } from '../staff/staff-api.server'
import { optionalActor } from './survey-api.server'
import type { Route } from './+types/report-pdf'

// GET ?community=&role=&answer=[&compare=1&b_...] -> the results report as a PDF, with the results'
// visibility: anyone when the results are public, staff and board accounts with their bearer. `lang=es`
// (the link from a Spanish page) or the request's language writes it in Spanish.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await optionalActor(request, context)
    const query = validate(ResultsQuerySchema, queryOf(request))
    const lang = new URL(request.url).searchParams.get('lang')
    const locale = isLocale(lang) ? lang : localeOfRequest(request)
    const { pdf, fileName } = await resultsReportPdf(context.db, actor, params.surveyId, query, { locale })
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': contentDisposition(fileName),
        'Cache-Control': 'private, no-store',
      },
    })
  })
}
