import { Link, useNavigate } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { Panel, StaffPage } from '~/components/staff/staff-page'
import { staffMeta } from '~/components/staff/staff-meta'
import { buttonClasses } from '~/components/ui/button'
import { toast } from '~/components/ui/toast-store'
import { communityOptions, type CommunityAnswer } from '~/features/surveys/components/builder-communities'
import { BuilderForm } from '~/features/surveys/components/builder-form'
import { surveyToValues } from '~/features/surveys/components/builder-values'
import { ConsoleBackLink } from '~/features/surveys/components/console-back-link'
import { staffSurveyPath } from '~/features/surveys/staff-paths'
import type { StaffSurvey } from '~/features/surveys/types'
import { detourFor, staffCall, staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/survey-edit'

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? `Edit ${data.survey.title}` : 'Edit survey')

// Issue 13: only a draft changes (the API answers 409 otherwise); a published survey is duplicated instead.
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const [survey, { communities }] = await Promise.all([
    staffLoad<StaffSurvey>(request, staffSurveyPath(params.id)),
    staffLoad<{ communities: CommunityAnswer[] }>(request, '/api/communities'),
  ])
  return { survey, communities: communityOptions(communities) }
}

export default function EditSurvey({ loaderData }: Route.ComponentProps) {
  const { survey, communities } = loaderData
  const navigate = useNavigate()
  const back = `/staff/surveys/${survey.id}`
  return (
    <StaffPage
      title={`Edit ${survey.title}`}
      description="A draft: nobody can answer it yet. Save, preview, then publish it from the survey’s page."
      actions={<ConsoleBackLink to={back}>Back to the survey</ConsoleBackLink>}
    >
      {survey.status !== 'draft' || !survey.canEdit ? (
        <Panel className="max-w-4xl">
          <p role="status">
            {survey.canEdit
              ? 'This survey is published, so its questions stay as respondents saw them. Duplicate it from its page to make a new version.'
              : 'Board accounts can read a survey and its results but not change it.'}
          </p>
          <Link to={back} className={buttonClasses('primary', 'md', 'mt-4')}>
            Back to the survey
          </Link>
        </Panel>
      ) : (
        <Panel className="max-w-4xl">
          <BuilderForm
            key={survey.updatedAt}
            initial={surveyToValues(survey)}
            communities={communities}
            submitLabel="Save changes"
            onSubmit={async (payload) => {
              const path = `/api/surveys/${encodeURIComponent(survey.id)}`
              const result = await staffCall<{ survey: StaffSurvey }>('PATCH', path, payload)
              if (!result.ok) {
                const detour = detourFor(result)
                if (detour) await navigate(detour)
                return result
              }
              toast({ title: 'Changes saved.' })
              await navigate(back)
              return { ok: true }
            }}
          />
        </Panel>
      )}
    </StaffPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPanel error={error} />
}
