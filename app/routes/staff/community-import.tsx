import { useState } from 'react'
import { useNavigate } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { Panel, StaffPage } from '~/components/staff/staff-page'
import { staffMeta } from '~/components/staff/staff-meta'
import { FormAlert } from '~/components/ui/form-field'
import { toast } from '~/components/ui/toast-store'
import { BackLink } from '~/features/communities/components/back-link'
import { plural } from '~/features/communities/components/format'
import { RollFormatHelp } from '~/features/communities/components/roll-format-help'
import { RollImport, type Upload } from '~/features/communities/components/roll-import'
import { weightBasisLabels, type CommunitySummary } from '~/features/communities/types'
import { detourFor, staffDownload, staffLoad, staffUpload } from '~/lib/staff-client'
import type { Route } from './+types/community-import'

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? `Import the roll of ${data.community.name}` : 'Import the roll')

// Company staff only: the layout sends a board account back to the community page.
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return staffLoad<{ community: CommunitySummary }>(
    request,
    `/api/communities/${encodeURIComponent(params.id)}`,
  )
}

export default function CommunityImport({ loaderData }: Route.ComponentProps) {
  const { community } = loaderData
  const navigate = useNavigate()
  const [downloadError, setDownloadError] = useState<string | null>(null)
  const back = `/staff/communities/${community.id}`

  const upload: Upload = async <T,>(path: string, form: FormData) => {
    const result = await staffUpload<T>(path, form)
    const detour = result.ok ? null : detourFor(result)
    if (detour) await navigate(detour)
    return result
  }

  return (
    <StaffPage
      title="Import the roll"
      description={`${community.name} · ${weightBasisLabels[community.weightBasis]} · currently ${plural(community.totals.units, 'unit')}`}
      actions={<BackLink to={back}>Back to {community.name}</BackLink>}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <RollImport
          communityId={community.id}
          upload={upload}
          onSaved={async (saved) => {
            toast({
              title: 'Roll saved.',
              description: `${community.name} now has ${plural(saved.counts.units, 'unit')}.`,
            })
            await navigate(back)
          }}
        />
        <Panel title="The file’s format" className="lg:col-start-2 lg:row-start-1">
          <RollFormatHelp
            basis={community.weightBasis}
            downloadCurrent={
              community.totals.units
                ? async () => {
                    setDownloadError(null)
                    const result = await staffDownload(`/api/communities/${community.id}/roll.csv`)
                    if (!result.ok) setDownloadError(result.message)
                  }
                : undefined
            }
          />
          {downloadError ? (
            <div className="mt-3">
              <FormAlert>{downloadError}</FormAlert>
            </div>
          ) : null}
        </Panel>
      </div>
    </StaffPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPanel error={error} />
}
