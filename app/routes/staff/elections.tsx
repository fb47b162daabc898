import { Plus, Vote } from 'lucide-react'
import { Link } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { StaffPage } from '~/components/staff/staff-page'
import { staffMeta } from '~/components/staff/staff-meta'
import { buttonClasses } from '~/components/ui/button'
import { IconBadge } from '~/components/ui/card'
import { useCanRunElections } from '~/features/elections/components/console-can-edit'
import { isStatus, loadTurnout } from '~/features/elections/components/console-data'
import { ConsoleElectionList } from '~/features/elections/components/console-election-list'
import { ConsoleFilters } from '~/features/elections/components/console-filters'
import type { Election } from '~/features/elections/types'
import { isUuid } from '~/lib/ids'
import { staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/elections'

export const meta: Route.MetaFunction = () => staffMeta('Elections')

// Issue 12, the console's list: every election the account may see (a board account: its communities'),
// narrowed by ?community= and ?status=, with live turnout for the open ones.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url)
  const community = url.searchParams.get('community') ?? ''
  const status = url.searchParams.get('status')
  const communityId = isUuid(community) ? community : ''
  const query = communityId ? `?communityId=${communityId}` : ''
  const [{ elections }, { communities }] = await Promise.all([
    staffLoad<{ elections: Election[] }>(request, `/api/elections${query}`),
    staffLoad<{ communities: Array<{ id: string; name: string }> }>(request, '/api/communities'),
  ])
  const shown = isStatus(status) ? elections.filter((election) => election.status === status) : elections
  return {
    elections: shown,
    total: elections.length,
    turnout: await loadTurnout(shown),
    communities: communities.map(({ id, name }) => ({ id, name })),
    communityId,
    status: isStatus(status) ? status : ('' as const),
  }
}

export default function Elections({ loaderData }: Route.ComponentProps) {
  const { elections, total, turnout, communities, communityId, status } = loaderData
  const canRun = useCanRunElections()
  const filtered = Boolean(communityId || status)
  const add = (
    <Link to="/staff/elections/new" className={buttonClasses('primary', 'md')}>
      <Plus aria-hidden="true" className="size-4" />
      New election
    </Link>
  )
  return (
    <StaffPage
      title="Elections"
      description={
        canRun
          ? 'Ballot votes and board elections for every community: prepare a draft, preview it, open it, follow turnout, close and certify.'
          : 'Your communities’ elections: turnout while voting is open, and results once voting closes. The management company runs them.'
      }
      actions={canRun && communities.length ? add : null}
    >
      {total || filtered ? (
        <ConsoleFilters communities={communities} communityId={communityId} status={status} />
      ) : null}
      {elections.length ? (
        <>
          <p className="mb-3 text-sm text-muted" role="status">
            {elections.length === 1 ? '1 election' : `${elections.length} elections`}
            {filtered ? ' match the filter' : ''}, newest first. Times are Utah time.
          </p>
          <ConsoleElectionList elections={elections} turnout={turnout} />
        </>
      ) : (
        <div className="rounded-card border border-dashed border-brand-200 bg-white px-6 py-10 text-center">
          <div className="flex justify-center">
            <IconBadge>
              <Vote aria-hidden="true" className="size-6" />
            </IconBadge>
          </div>
          <h2 className="mt-4 text-xl font-semibold">
            {filtered ? 'No elections match' : 'No elections yet'}
          </h2>
          <p className="mx-auto mt-2 max-w-prose text-muted">
            {filtered
              ? 'No election matches this community and status. Choose “All communities” and “Any status” to see every election.'
              : !canRun
                ? 'Your communities have no elections yet. When the management company prepares one, it appears here.'
                : communities.length
                  ? 'Start with a draft: choose the community, write the notice, add the races and measures, and preview the ballot as owners will see it. Nothing is sent until you open it.'
                  : 'Elections are held in a community with a roll. Add the community and import its owner roll first.'}
          </p>
          {canRun && !filtered ? (
            <div className="mt-6 flex justify-center">
              {communities.length ? (
                add
              ) : (
                <Link to="/staff/communities/new" className={buttonClasses('primary', 'md')}>
                  Add a community
                </Link>
              )}
            </div>
          ) : null}
        </div>
      )}
    </StaffPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPanel error={error} />
}
