import { Building2, Plus } from 'lucide-react'
import { Link } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { StaffPage } from '~/components/staff/staff-page'
import { staffMeta } from '~/components/staff/staff-meta'
import { buttonClasses } from '~/components/ui/button'
import { IconBadge } from '~/components/ui/card'
import { CommunityList } from '~/features/communities/components/community-list'
import { plural } from '~/features/communities/components/format'
import type { CommunitySummary } from '~/features/communities/types'
import { useCanEdit } from '~/features/communities/components/use-can-edit'
import { staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/communities'

export const meta: Route.MetaFunction = () => staffMeta('Communities')

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return staffLoad<{ communities: CommunitySummary[] }>(request, '/api/communities')
}

export default function Communities({ loaderData }: Route.ComponentProps) {
  const { communities } = loaderData
  const board = !useCanEdit()
  const add = (
    <Link to="/staff/communities/new" className={buttonClasses('primary', 'md')}>
      <Plus aria-hidden="true" className="size-4" />
      Add community
    </Link>
  )
  return (
    <StaffPage
      title="Communities"
      description={
        board
          ? 'The communities your board account belongs to. Their rolls are read-only here.'
          : `${communities.length ? plural(communities.length, 'association') : 'The associations'} the company manages: settings, units, owners and vote weights.`
      }
      actions={board || communities.length === 0 ? null : add}
    >
      {communities.length ? (
        <CommunityList communities={communities} />
      ) : (
        <div className="rounded-card border border-dashed border-brand-200 bg-white px-6 py-10 text-center">
          <div className="flex justify-center">
            <IconBadge>
              <Building2 aria-hidden="true" className="size-6" />
            </IconBadge>
          </div>
          <h2 className="mt-4 text-xl font-semibold">No communities yet</h2>
          {board ? (
            <p className="mx-auto mt-2 max-w-prose text-muted">
              Your account is not linked to a community yet. Ask the management company to add you to your
              association.
            </p>
          ) : (
            <>
              <p className="mx-auto mt-2 max-w-prose text-muted">
                Start by adding an association with the settings from its declaration and bylaws: how votes
                are weighted, the quorum, proxies. Then import its owner roll from a CSV file.
              </p>
              <div className="mt-6 flex justify-center">{add}</div>
            </>
          )}
        </div>
      )}
    </StaffPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPanel error={error} />
}
