import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate, useRevalidator } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { Panel, StaffPage } from '~/components/staff/staff-page'
import { staffMeta } from '~/components/staff/staff-meta'
import { Button } from '~/components/ui/button'
import { FormAlert } from '~/components/ui/form-field'
import { OutboxStatusBadge } from '~/features/mail/components/outbox-status-badge'
import type { OutboxSummaryJson } from '~/features/mail/components/mail-about-list'
import { detourFor, formatStaffTime, staffCall, staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/outbox-message'

export const meta: Route.MetaFunction = () => staffMeta('Outbox message')

type Message = OutboxSummaryJson & { textBody: string }

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return staffLoad<{ message: Message }>(request, `/api/staff/outbox/${encodeURIComponent(params.id)}`)
}

/** Why the link is not shown, and what a retry does about it (decision 0018). */
function hiddenLinkNote(label: string, status: Message['status']) {
  const hidden = `The ${label} is hidden from staff: only the recipient’s mailbox receives it, so this email cannot be forwarded or sent by hand.`
  if (status === 'failed')
    return `${hidden} Retry now sends a new ${label}; the one in the failed email was erased.`
  if (status === 'sent') return hidden
  return `${hidden} It goes out when outgoing mail is configured and the mail server answers.`
}

export default function OutboxMessage({ loaderData }: Route.ComponentProps) {
  const { message } = loaderData
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const rows: Array<[string, string]> = [
    ['To', message.to.join(', ')],
    ['Reply to', message.replyTo ?? ''],
    ['Kind', message.kind],
    ['Queued', formatStaffTime(message.createdAt)],
    ['Sent', message.sentAt ? formatStaffTime(message.sentAt) : ''],
    ['Attempts', String(message.attempts)],
    ['Last error', message.lastError ?? ''],
  ]

  async function retry() {
    setBusy(true)
    const result = await staffCall('POST', `/api/staff/outbox/${message.id}/retry`)
    setBusy(false)
    if (!result.ok) {
      const detour = detourFor(result)
      if (detour) return navigate(detour)
      return setError(result.message)
    }
    setError(null)
    await revalidator.revalidate()
  }

  return (
    <StaffPage
      title={message.subject}
      actions={
        <Link
          to="/staff/outbox"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the outbox
        </Link>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Panel title="Message">
          {message.linkLabel ? (
            <p className="mb-4 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-brand-800">
              {hiddenLinkNote(message.linkLabel, message.status)}
            </p>
          ) : null}
          <pre className="font-sans text-sm break-words whitespace-pre-wrap text-ink">{message.textBody}</pre>
        </Panel>
        <Panel title="Delivery">
          <div className="mb-4 flex items-center gap-3">
            <OutboxStatusBadge status={message.status} />
            {message.status === 'failed' ? (
              <Button size="sm" variant="secondary" disabled={busy} onClick={retry}>
                Retry now
              </Button>
            ) : null}
          </div>
          {error ? (
            <div className="mb-3">
              <FormAlert>{error}</FormAlert>
            </div>
          ) : null}
          <dl className="grid gap-3 text-sm">
            {rows
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
                  <dd className="mt-0.5 break-words text-ink">{value}</dd>
                </div>
              ))}
          </dl>
        </Panel>
      </div>
    </StaffPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPanel error={error} />
}
