import { responsesCsv } from '~/features/surveys/export.server'
import { handleApi } from '~/lib/http.server'
import { textStream } from '~/lib/text-stream.server'
import { contentDisposition } from '../staff/staff-api.server'
import { surveyActor } from './survey-api.server'
import type { Route } from './+types/responses-csv'

// GET -> CSV, one row per response and one column per question (staff; board for their communities).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await surveyActor(request, context)
    const { pieces, fileName } = await responsesCsv(context.db, actor, params.surveyId)
    // Once the first bytes are out, a failure can only cut the download short: it is logged here, since the
    // browser shows no more than a failed download.
    const logged = async function* () {
      try {
        yield* pieces
      } catch (error) {
        context.logger.error({ err: error, surveyId: params.surveyId }, 'survey CSV failed while downloading')
        throw error
      }
    }
    return new Response(textStream(logged()), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': contentDisposition(fileName),
        'Cache-Control': 'no-store',
      },
    })
  })
}
