import { RespondPage } from '~/features/surveys/components/respond-page'
import { respondMeta } from '~/features/surveys/respond-meta'
import type { Route } from './+types/survey'
import { surveyAction, surveyLoader } from './survey-page.server'

// Spec section 2 "/survey/:surveyId" (issue 13): any published survey, by its slug or its id; an
// invitation link adds ?token=. Rendered on the server, so it reads without JavaScript.

export const loader = (args: Route.LoaderArgs) => surveyLoader(args, args.params.surveyId)

export const action = (args: Route.ActionArgs) => surveyAction(args, args.params.surveyId)

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  return respondMeta(loaderData, matches, matches[0].loaderData?.origin ?? '', `/survey/${params.surveyId}`)
}

export default function Survey({ loaderData, actionData }: Route.ComponentProps) {
  return <RespondPage loaderData={loaderData} actionData={actionData} />
}
