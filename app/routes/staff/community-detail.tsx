import { Pencil } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { Panel, StaffPage } from '~/components/staff/staff-page'
import { staffMeta } from '~/components/staff/staff-meta'
import { buttonClasses } from '~/components/ui/button'
import { associationTypeLabels } from '~/content/association-types'
import { BackLink } from '~/features/communities/components/back-link'
import { CommunityHistory } from '~/features/communities/components/community-history'
import { CursorPager } from '~/features/communities/components/cursor-pager'
import { placeOf, plural } from '~/features/communities/components/format'
import { RollActions } from '~/features/communities/components/roll-actions'
import { RollTotalsList } from '~/features/communities/components/roll-totals'
import { SettingsSummary } from '~/features/communities/components/settings-summary'
import { UnitSearch } from '~/features/communities/components/unit-search'
import { UnitTable } from '~/features/communities/components/unit-table'
import { useCanEdit } from '~/features/communities/components/use-can-edit'
import type { CommunitySummary, RollEvent, UnitPage } from '~/features/communities/types'
import { formatStaffTime, staffDownload, staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/community-detail'

export const meta: Route.MetaFunction = ({ data }) => staffMeta(data ? data.community.name : 'Community')

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url)
  const base = `/api/communities/${encodeURIComponent(params.id)}`
  const pick = (...names: string[]) =>
    new URLSearchParams(
      names.flatMap((name) => (url.searchParams.get(name) ? [[name, url.searchParams.get(name)!]] : [])),
    )
  const importDetails = url.searchParams.get('importDetails') === '1'
  const [{ community }, units, history] = await Promise.all([
    staffLoad<{ community: CommunitySummary }>(request, base),
    staffLoad<UnitPage>(request, `${base}/units?${pick('q', 'cursor')}`),
    staffLoad<{ events: RollEvent[]; nextBefore: number | null }>(
      request,
      `${base}/history?${pick('before')}&importDetails=${importDetails ? 1 : 0}`,
    ),
  ])
  return { community, units, history, importDetails, q: url.searchParams.get('q') ?? '' }
}

export default function CommunityPage({ loaderData }: Route.ComponentProps) {
  const { community, units, history, importDetails, q } = loaderData
  const { search } = useLocation()
  const canEdit = useCanEdit()
  const empty = community.totals.units === 0
  return (
    <StaffPage
      title={community.name}
      description={[associationTypeLabels[community.associationType], placeOf(community)]
        .filter(Boolean)
        .join(' · ')}
      actions={<BackLink to="/staff/communities">All communities</BackLink>}
    >
      <div className="grid gap-6">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <Panel title="Roll">
            <div className="grid gap-5">
              <RollTotalsList totals={community.totals} />
              <RollActions communityId={community.id} canEdit={canEdit} download={staffDownload} />
            </div>
          </Panel>
          <Panel title="Settings">
            <SettingsSummary community={community} />
            {canEdit ? (
              <Link
                to={`/staff/communities/${community.id}/settings`}
                className={buttonClasses('secondary', 'sm', 'mt-4')}
              >
                <Pencil aria-hidden="true" className="size-4" />
                Edit settings
              </Link>
            ) : null}
          </Panel>
        </div>
        <Panel title="Units">
          {empty ? (
            <p className="text-muted">
              No units yet.{' '}
              {canEdit
                ? 'Import the owner roll from a CSV file, or add units one at a time.'
                : 'The management company has not imported the roll yet.'}
            </p>
          ) : (
            <div className="grid gap-4">
              <UnitSearch key={q} q={q} matched={units.matched} />
              {units.units.length ? <UnitTable communityId={community.id} units={units.units} /> : null}
              <CursorPager
                search={search}
                param="cursor"
                next={units.nextCursor}
                label="Unit pages"
                status={`${units.units.length} of ${plural(units.matched, 'unit')} on this page`}
              />
            </div>
          )}
        </Panel>
        <Panel title="History">
          <CommunityHistory
            events={history.events}
            nextBefore={history.nextBefore}
            search={search}
            importDetails={importDetails}
            formatTime={formatStaffTime}
          />
        </Panel>
      </div>
    </StaffPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPanel error={error} />
}
