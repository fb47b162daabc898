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
import { newElectionValues } from '~/features/elections/components/election-form-values'
import { detourFor, staffCall, staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/elections-new'

export const meta: Route.MetaFunction = () => staffMeta('New election')

// Issue 12: a new election starts as a draft; nothing is sent to owners until it is opened.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { communities } = await staffLoad<{ communities: CommunityAnswer[] }>(request, '/api/communities')
  return {
    communities: communityChoices(communities),
    preselect: new URL(request.url).searchParams.get('community'),
  }
}

export default function NewElection({ loaderData }: Route.ComponentProps) {
  const { communities, preselect } = loaderData
  const navigate = useNavigate()
  const chosen =
    communities.find((c) => c.id === preselect) ?? (communities.length === 1 ? communities[0] : undefined)
  return (
    <StaffPage
      title="New election"
      description="Saved as a draft. Preview the ballot, then open it from the election’s page: invitations go out when it opens."
      actions={<ConsoleBackLink to="/staff/elections">All elections</ConsoleBackLink>}
    >
      {communities.length === 0 ? (
        <Panel className="max-w-4xl">
          <p>
            An election needs a community with an owner roll. Add the community and import its roll first.
          </p>
          <Link to="/staff/communities/new" className={buttonClasses('primary', 'md', 'mt-4')}>
            Add a community
          </Link>
        </Panel>
      ) : (
        <Panel className="max-w-4xl">
          <ElectionForm
            mode="create"
            initial={newElectionValues(chosen)}
            communities={communities}
            submitLabel="Save draft"
            onSubmit={async (payload) => {
              const result = await staffCall<{ id: string }>('POST', '/api/elections', payload)
              if (!result.ok) {
                const detour = detourFor(result)
                if (detour) await navigate(detour)
                return result
              }
              toast({
                title: 'Draft saved.',
                description: 'Preview the ballot, then open it when it is ready.',
              })
              await navigate(`/staff/elections/${result.data.id}`)
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
