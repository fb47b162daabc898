import { RespondPage } from '~/features/surveys/components/respond-page'
import { respondMeta } from '~/features/surveys/respond-meta'
import type { Route } from './+types/survey-2025'
import { surveyAction, surveyLoader } from './survey-page.server'

// Spec section 2 "/survey-2025": the company's 2025 community survey, the same page as /survey/survey-2025.
const SLUG = 'survey-2025'

export const loader = (args: Route.LoaderArgs) => surveyLoader(args, SLUG)

export const action = (args: Route.ActionArgs) => surveyAction(args, SLUG)

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return respondMeta(loaderData, matches, matches[0].loaderData?.origin ?? '', '/survey-2025')
}

export default function Survey2025({ loaderData, actionData }: Route.ComponentProps) {
  return <RespondPage loaderData={loaderData} actionData={actionData} />
}
