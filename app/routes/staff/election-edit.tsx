import { Link, useNavigate } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { Panel, StaffPage } from '~/components/staff/staff-page'
import { staffMeta } from '~/components/staff/staff-meta'
import { buttonClasses } from '~/components/ui/button'
import { toast } from '~/components/ui/toast-store'
import { ConsoleBackLink } from '~/features/elections/components/console-back-link'
import { ElectionForm } from '~/features/elections/components/election-form'
import {
  communityChoices,
  type CommunityAnswer,
} from '~/features/elections/components/election-form-communities'
import { electionToValues } from '~/features/elections/components/election-form-values'
import { editPageDescription } from '~/features/elections/components/detail-format'
import type { Election } from '~/features/elections/types'
import { detourFor, staffCall, staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/election-edit'

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? `Edit ${data.election.title}` : 'Edit election')

// Issue 12: only a draft changes; opening freezes the election (the API answers 409 otherwise).
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { election } = await staffLoad<{ election: Election }>(
    request,
    `/api/elections/${encodeURIComponent(params.id)}`,
  )
  const { community } = await staffLoad<{ community: CommunityAnswer }>(
    request,
    `/api/communities/${encodeURIComponent(election.communityId)}`,
  )
  return { election, communities: communityChoices([community]) }
}

export default function EditElection({ loaderData }: Route.ComponentProps) {
  const { election, communities } = loaderData
  const navigate = useNavigate()
  const back = `/staff/elections/${election.id}`
  return (
    <StaffPage
      title={`Edit ${election.title}`}
      description={editPageDescription(election)}
      actions={<ConsoleBackLink to={back}>Back to the election</ConsoleBackLink>}
    >
      {election.status !== 'draft' ? (
        <Panel className="max-w-4xl">
          <p role="status">
            This election is {election.status}; only a draft can be changed. What owners vote on stays as it
            was when voting opened.
          </p>
          <Link to={back} className={buttonClasses('primary', 'md', 'mt-4')}>
            Back to the election
          </Link>
        </Panel>
      ) : (
        <Panel className="max-w-4xl">
          <ElectionForm
            mode="edit"
            initial={electionToValues(election)}
            communities={communities}
            submitLabel="Save changes"
            onSubmit={async ({ communityId: _communityId, ...patch }) => {
              const result = await staffCall<{ election: Election }>(
                'PATCH',
                `/api/elections/${election.id}`,
                patch,
              )
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
