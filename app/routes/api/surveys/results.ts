import { getResults } from '~/features/surveys/results.server'
import { ResultsQuerySchema } from '~/features/surveys/results-query'
import { handleApi, validate } from '~/lib/http.server'
import { queryOf, staffJson } from '../staff/staff-api.server'
import { optionalActor } from './survey-api.server'
import type { Route } from './+types/results'

// GET ?community=&role=&answer=<question id>:<choice id> -> { survey, results: SurveyResults }; with
// compare=1 and b_community=&b_role=&b_answer=, a second group's figures too, as `compared`. Staff (board
// for their communities) always; anyone when the survey's results are public and it is published or
// closed; 404 otherwise.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await optionalActor(request, context)
    const query = validate(ResultsQuerySchema, queryOf(request))
    return staffJson(await getResults(context.db, actor, params.surveyId, query))
  })
}
