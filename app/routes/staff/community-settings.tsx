import { useNavigate } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { Panel, StaffPage } from '~/components/staff/staff-page'
import { staffMeta } from '~/components/staff/staff-meta'
import { toast } from '~/components/ui/toast-store'
import { BackLink } from '~/features/communities/components/back-link'
import { CommunitySettingsForm } from '~/features/communities/components/community-settings-form'
import type { CommunitySummary } from '~/features/communities/types'
import { detourFor, staffCall, staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/community-settings'

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? `Settings of ${data.community.name}` : 'Community settings')

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return staffLoad<{ community: CommunitySummary }>(
    request,
    `/api/communities/${encodeURIComponent(params.id)}`,
  )
}

export default function CommunitySettingsPage({ loaderData }: Route.ComponentProps) {
  const { community } = loaderData
  const navigate = useNavigate()
  const back = `/staff/communities/${community.id}`
  return (
    <StaffPage
      title={`Settings of ${community.name}`}
      description="Elections and surveys start from these settings. Every change is kept in the history."
      actions={<BackLink to={back}>Back to {community.name}</BackLink>}
    >
      <Panel className="max-w-4xl">
        <CommunitySettingsForm
          initial={community}
          submitLabel="Save settings"
          onSubmit={async (input) => {
            const result = await staffCall<{ community: CommunitySummary }>(
              'PATCH',
              `/api/communities/${community.id}`,
              input,
            )
            if (!result.ok) {
              const detour = detourFor(result)
              if (detour) await navigate(detour)
              return result
            }
            toast({ title: 'Settings saved.' })
            await navigate(back)
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
