import { useNavigate } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { Panel, StaffPage } from '~/components/staff/staff-page'
import { staffMeta } from '~/components/staff/staff-meta'
import { toast } from '~/components/ui/toast-store'
import { BackLink } from '~/features/communities/components/back-link'
import {
  CommunitySettingsForm,
  NEW_COMMUNITY,
} from '~/features/communities/components/community-settings-form'
import type { CommunitySummary } from '~/features/communities/types'
import { detourFor, staffCall } from '~/lib/staff-client'
import type { Route } from './+types/communities-new'

export const meta: Route.MetaFunction = () => staffMeta('Add a community')

export default function NewCommunity() {
  const navigate = useNavigate()
  return (
    <StaffPage
      title="Add a community"
      description="Its settings come from the declaration and bylaws. You import the owner roll next."
      actions={<BackLink to="/staff/communities">All communities</BackLink>}
    >
      <Panel className="max-w-4xl">
        <CommunitySettingsForm
          initial={NEW_COMMUNITY}
          submitLabel="Add community"
          onSubmit={async (input) => {
            const result = await staffCall<{ community: CommunitySummary }>('POST', '/api/communities', input)
            if (!result.ok) {
              const detour = detourFor(result)
              if (detour) await navigate(detour)
              return result
            }
            toast({ title: `${result.data.community.name} added.`, description: 'Now import its roll.' })
            await navigate(`/staff/communities/${result.data.community.id}`)
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
