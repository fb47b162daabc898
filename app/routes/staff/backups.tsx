import { DatabaseBackup, LoaderCircle } from 'lucide-react'
import { Suspense, useEffect, useState } from 'react'
import { Await, useNavigate, useRevalidator } from 'react-router'
import { StaffErrorPanel, StaffRefusal } from '~/components/staff/staff-error-panel'
import { StaffLoading } from '~/components/staff/staff-loading'
import { staffMeta } from '~/components/staff/staff-meta'
import { StaffPage } from '~/components/staff/staff-page'
import { Button } from '~/components/ui/button'
import { FormAlert } from '~/components/ui/form-field'
import { toast } from '~/components/ui/toast-store'
import { BackupList } from '~/features/backups/components/backup-list'
import { BackupSettings } from '~/features/backups/components/backup-settings'
import { LastFailure } from '~/features/backups/components/last-failure'
import type { BackupsOverview, TakenBackup } from '~/features/backups/types'
import { detourFor, formatStaffTime, staffCall, staffDownload } from '~/lib/staff-client'
import type { Route } from './+types/backups'

export const meta: Route.MetaFunction = () => staffMeta('Backups')

// Admins only: the API answers anyone else with 403, shown as on every staff page. The answer is not awaited
// here, so the page's heading shows at once and the list when it comes.
export function clientLoader() {
  return { overview: staffCall<BackupsOverview>('GET', '/api/staff/backups') }
}

const TITLE = 'Backups'
const DESCRIPTION =
  'Copies of the whole database, taken on a schedule and on demand, to put the site back as it was. Only admins see this page.'

export default function Backups({ loaderData }: Route.ComponentProps) {
  const loading = (
    <StaffPage title={TITLE} description={DESCRIPTION}>
      <StaffLoading />
    </StaffPage>
  )
  return (
    <Suspense fallback={loading}>
      <Await resolve={loaderData.overview}>
        {(result) => (result.ok ? <BackupsPage overview={result.data} /> : <Refused {...result} />)}
      </Await>
    </Suspense>
  )
}

/** A refused answer: signing in again or a new password first, else the sentence as staff pages show it. */
function Refused({ status, message }: { status: number; message: string }) {
  const navigate = useNavigate()
  useEffect(() => {
    const detour = detourFor({ status, message })
    if (detour) void navigate(detour, { replace: true })
  }, [status, message, navigate])
  return <StaffRefusal status={status} message={message} />
}

function BackupsPage({ overview }: { overview: BackupsOverview }) {
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const [taking, setTaking] = useState(false)
  const [downloading, setDownloading] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function takeNow() {
    if (taking) return
    setTaking(true)
    setError(null)
    const result = await staffCall<TakenBackup>('POST', '/api/staff/backups')
    const detour = result.ok ? null : detourFor(result)
    if (detour) return navigate(detour)
    // A failed backup is recorded too: the list and the alert above it change either way.
    await revalidator.revalidate()
    setTaking(false)
    if (result.ok) toast({ title: `Backup taken: ${result.data.file.fileName}` })
    else setError(result.message)
  }

  async function download(fileName: string) {
    setDownloading(fileName)
    setError(null)
    const result = await staffDownload(`/api/staff/backups/${encodeURIComponent(fileName)}`)
    setDownloading(null)
    if (!result.ok) setError(result.message)
  }

  return (
    <StaffPage
      title={TITLE}
      description={DESCRIPTION}
      actions={
        // aria-disabled rather than disabled while it runs, so the keyboard focus stays on the button.
        <Button
          onClick={takeNow}
          aria-disabled={taking || undefined}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          {taking ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <DatabaseBackup aria-hidden="true" className="size-5" />
          )}
          {taking ? 'Backing up…' : 'Back up now'}
        </Button>
      }
    >
      <div className="grid gap-6">
        <p role="status" className="sr-only">
          {taking ? 'Taking a backup. This can take several seconds.' : ''}
        </p>
        {overview.lastFailed ? <LastFailure run={overview.lastFailed} formatTime={formatStaffTime} /> : null}
        {error ? <FormAlert>{error}</FormAlert> : null}
        <BackupList
          files={overview.files}
          runs={overview.runs}
          formatTime={formatStaffTime}
          downloading={downloading}
          onDownload={download}
        />
        <BackupSettings settings={overview.settings} />
      </div>
    </StaffPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPanel error={error} />
}
