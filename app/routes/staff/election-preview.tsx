import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { StaffPage } from '~/components/staff/staff-page'
import { staffMeta } from '~/components/staff/staff-meta'
import { ConsoleBackLink } from '~/features/elections/components/console-back-link'
import { withStaffPhotos } from '~/features/elections/components/candidate-photo-client'
import { ConsoleBallotPreview, previewBallot } from '~/features/elections/components/console-ballot-preview'
import type { Election } from '~/features/elections/types'
import { formatUtahDateTime } from '~/lib/dates'
import { staffCall, staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/election-preview'

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? `Preview of ${data.election.title}` : 'Ballot preview')

// Issue 12: the ballot as a voter sees it, before (or after) it opens. One real unit of the community's
// roll stands in for the voter, so the unit and weight lines read as they will.
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { election } = await staffLoad<{ election: Election }>(
    request,
    `/api/elections/${encodeURIComponent(params.id)}`,
  )
  const page = await staffCall<{ units: Array<{ label: string; weight: string }> }>(
    'GET',
    `/api/communities/${encodeURIComponent(election.communityId)}/units?limit=1`,
  )
  const unit = page.ok ? (page.data.units[0] ?? null) : null
  const contests = await withStaffPhotos(election.contests)
  return {
    election: { ...election, contests },
    unit: unit ? { label: unit.label, weight: unit.weight } : null,
  }
}

export default function ElectionPreview({ loaderData }: Route.ComponentProps) {
  const { election, unit } = loaderData
  return (
    <StaffPage
      title={`Preview of ${election.title}`}
      description={
        unit
          ? `As the owners of ${unit.label} will see it. Each voter sees their own unit and weight.`
          : 'The roll has no units yet: each voter will see their own unit and weight where this preview describes them.'
      }
      actions={<ConsoleBackLink to={`/staff/elections/${election.id}`}>Back to the election</ConsoleBackLink>}
    >
      <div className="mx-auto max-w-3xl">
        <ConsoleBallotPreview
          ballot={previewBallot(election, unit)}
          closes={formatUtahDateTime(election.closesAt)}
        />
      </div>
    </StaffPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPanel error={error} />
}
