import { useNavigate } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { Panel, StaffPage } from '~/components/staff/staff-page'
import { staffMeta } from '~/components/staff/staff-meta'
import { toast } from '~/components/ui/toast-store'
import { BackLink } from '~/features/communities/components/back-link'
import { UnitForm } from '~/features/communities/components/unit-form'
import type { CommunitySummary, Unit } from '~/features/communities/types'
import { detourFor, staffCall, staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/unit-new'

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? `Add a unit to ${data.community.name}` : 'Add a unit')

// Company staff only: the layout sends a board account back to the community page.
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return staffLoad<{ community: CommunitySummary }>(
    request,
    `/api/communities/${encodeURIComponent(params.id)}`,
  )
}

export default function NewUnit({ loaderData }: Route.ComponentProps) {
  const { community } = loaderData
  const navigate = useNavigate()
  const back = `/staff/communities/${community.id}`
  return (
    <StaffPage
      title="Add a unit"
      description={`To the roll of ${community.name}. The change is kept in the history.`}
      actions={<BackLink to={back}>Back to {community.name}</BackLink>}
    >
      <Panel className="max-w-4xl">
        <UnitForm
          basis={community.weightBasis}
          submitLabel="Add unit"
          onSubmit={async (input) => {
            const result = await staffCall<{ unit: Unit }>(
              'POST',
              `/api/communities/${community.id}/units`,
              input,
            )
            if (!result.ok) {
              const detour = detourFor(result)
              if (detour) await navigate(detour)
              return result
            }
            toast({ title: `${result.data.unit.label} added.` })
            await navigate(`${back}/units/${result.data.unit.id}`)
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
