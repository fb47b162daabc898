import { ArrowLeft, FileDown } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate, useRevalidator } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { Panel, StaffPage } from '~/components/staff/staff-page'
import { staffMeta } from '~/components/staff/staff-meta'
import { Button } from '~/components/ui/button'
import { FormAlert } from '~/components/ui/form-field'
import { toast } from '~/components/ui/toast-store'
import { MailAboutList, type OutboxSummaryJson } from '~/features/mail/components/mail-about-list'
import { ActivityThread } from '~/features/submissions/components/activity-thread'
import { StatusActions } from '~/features/submissions/components/status-actions'
import { SubmissionFieldsView } from '~/features/submissions/components/submission-fields-view'
import type { SubmissionDetail } from '~/features/submissions/inbox-types'
import { STATUS_LABELS, SUBMISSION_KINDS, type SubmissionStatus } from '~/features/submissions/kinds'
import { detourFor, formatStaffTime, staffCall, staffDownload, staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/submission'

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? data.submission.reference : 'Submission')

type Detail = { submission: SubmissionDetail; emails: OutboxSummaryJson[] }

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const path = `/api/staff/submissions/${encodeURIComponent(params.type)}/${encodeURIComponent(params.id)}`
  return staffLoad<Detail>(request, path)
}

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`

export default function SubmissionPage({ loaderData }: Route.ComponentProps) {
  const { submission, emails } = loaderData
  const base = `/api/staff/submissions/${submission.type}/${submission.id}`
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function send(path: string, body: unknown) {
    const result = await staffCall(`POST`, path, body)
    if (!result.ok) {
      const detour = detourFor(result)
      if (detour) await navigate(detour)
      return result
    }
    await revalidator.revalidate()
    return result
  }

  async function changeStatus(status: SubmissionStatus) {
    setBusy(true)
    setError(null)
    const result = await send(`${base}/status`, { status })
    setBusy(false)
    if (!result.ok) return setError(result.message)
    toast({ title: `Marked as ${STATUS_LABELS[status].toLowerCase()}`, description: submission.reference })
  }

  async function download(fileId: string) {
    const result = await staffDownload(`${base}/files/${fileId}`)
    if (!result.ok) setError(result.message)
  }

  return (
    <StaffPage
      title={`${SUBMISSION_KINDS[submission.type].label} ${submission.reference}`}
      description={`Received ${formatStaffTime(submission.createdAt)} (Utah time)`}
      actions={
        <Link
          to="/staff"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the inbox
        </Link>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {/* Status and emails first on a phone; on a wide screen they sit on the right. */}
        <div className="grid content-start gap-6 lg:col-start-2 lg:row-start-1">
          <Panel title="Status">
            {error ? (
              <div className="mb-3">
                <FormAlert>{error}</FormAlert>
              </div>
            ) : null}
            <StatusActions status={submission.status} busy={busy} onChange={changeStatus} />
          </Panel>
          <Panel title="Emails about it">
            <MailAboutList emails={emails} formatTime={formatStaffTime} />
          </Panel>
        </div>
        <div className="grid content-start gap-6 lg:col-start-1 lg:row-start-1">
          <Panel title="What they sent">
            <SubmissionFieldsView fields={submission.fields} />
          </Panel>
          <Panel title="Files">
            {submission.files.length === 0 ? (
              <p className="text-sm text-muted">No files came with this submission.</p>
            ) : (
              <ul className="grid gap-2">
                {submission.files.map((file) => (
                  <li key={file.id} className="flex flex-wrap items-center justify-between gap-2">
                    <span className="text-sm break-all">
                      <span className="font-medium text-ink">{file.fileName}</span>{' '}
                      <span className="text-muted">({formatSize(file.sizeBytes)})</span>
                    </span>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => download(file.id)}
                      aria-label={`Download ${file.fileName}`}
                    >
                      <FileDown aria-hidden="true" className="size-4" />
                      Download
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel title="Notes and history">
            <ActivityThread
              activity={submission.activity}
              formatTime={formatStaffTime}
              onAddNote={async (body) => {
                const result = await send(`${base}/notes`, { body })
                return result.ok ? { ok: true } : result
              }}
            />
          </Panel>
        </div>
      </div>
    </StaffPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPanel error={error} />
}
