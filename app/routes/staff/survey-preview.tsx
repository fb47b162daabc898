import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { staffMeta } from '~/components/staff/staff-meta'
import { StaffPage } from '~/components/staff/staff-page'
import { ConsoleBackLink } from '~/features/surveys/components/console-back-link'
import { ConsolePreview } from '~/features/surveys/components/console-preview'
import { staffSurveyPath } from '~/features/surveys/staff-paths'
import type { StaffSurvey } from '~/features/surveys/types'
import { staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/survey-preview'

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? `Preview: ${data.survey.title}` : 'Survey preview')

// Issue 13: any survey, draft included, as a respondent sees it; answers stay in the page and go nowhere.
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const survey = await staffLoad<StaffSurvey>(request, staffSurveyPath(params.id))
  return { survey }
}

export default function SurveyPreview({ loaderData }: Route.ComponentProps) {
  const { survey } = loaderData
  return (
    <StaffPage
      title={survey.title}
      description="As respondents see it, with the show-if rules and required answers at work."
      actions={<ConsoleBackLink to={`/staff/surveys/${survey.id}`}>Back to the survey</ConsoleBackLink>}
    >
      <div className="mx-auto max-w-3xl">
        <ConsolePreview key={survey.id} survey={survey} />
      </div>
    </StaffPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPanel error={error} />
}
