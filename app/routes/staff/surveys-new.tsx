import { useNavigate } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { Panel, StaffPage } from '~/components/staff/staff-page'
import { staffMeta } from '~/components/staff/staff-meta'
import { toast } from '~/components/ui/toast-store'
import { communityOptions, type CommunityAnswer } from '~/features/surveys/components/builder-communities'
import { BuilderForm } from '~/features/surveys/components/builder-form'
import { emptyValues } from '~/features/surveys/components/builder-values'
import { ConsoleBackLink } from '~/features/surveys/components/console-back-link'
import type { StaffSurvey } from '~/features/surveys/types'
import { detourFor, staffCall, staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/surveys-new'

export const meta: Route.MetaFunction = () => staffMeta('New survey')

// Issue 13: a new survey starts as a draft; nobody can answer it until it is published.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { communities } = await staffLoad<{ communities: CommunityAnswer[] }>(request, '/api/communities')
  return { communities: communityOptions(communities) }
}

export default function NewSurvey({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate()
  return (
    <StaffPage
      title="New survey"
      description="Saved as a draft. Preview it, then publish it from the survey’s page: nobody can answer before that."
      actions={<ConsoleBackLink to="/staff/surveys">All surveys</ConsoleBackLink>}
    >
      <Panel className="max-w-4xl">
        <BuilderForm
          initial={emptyValues()}
          communities={loaderData.communities}
          submitLabel="Save draft"
          onSubmit={async (payload) => {
            const result = await staffCall<{ survey: StaffSurvey }>('POST', '/api/surveys', payload)
            if (!result.ok) {
              const detour = detourFor(result)
              if (detour) await navigate(detour)
              return result
            }
            toast({ title: 'Draft saved.', description: 'Preview it, then publish it when it is ready.' })
            await navigate(`/staff/surveys/${result.data.survey.id}`)
            return { ok: true }
          }}
        />
      </Panel>
    </StaffPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPanel error={error} />
}
