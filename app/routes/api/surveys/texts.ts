import { searchTexts } from '~/features/surveys/results.server'
import { TextsQuerySchema } from '~/features/surveys/results-query'
import { handleApi, validate } from '~/lib/http.server'
import { queryOf, staffJson } from '../staff/staff-api.server'
import { optionalActor } from './survey-api.server'
import type { Route } from './+types/texts'

// GET ?questionId=&q=&offset=&community=&role=&answer= -> { texts, total, suppressed }: text and "other"
// answers, newest first, 50 at a time, with the same visibility and small-group rule as the results.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await optionalActor(request, context)
    const query = validate(TextsQuerySchema, queryOf(request))
    return staffJson(await searchTexts(context.db, actor, params.surveyId, query))
  })
}
