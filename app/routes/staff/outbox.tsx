import { useState } from 'react'
import { Link, useLocation, useNavigate, useRevalidator } from 'react-router'
import { Pager } from '~/components/staff/pager'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { StaffPage } from '~/components/staff/staff-page'
import { staffMeta } from '~/components/staff/staff-meta'
import { FormAlert } from '~/components/ui/form-field'
import { toast } from '~/components/ui/toast-store'
import type { OutboxSummaryJson } from '~/features/mail/components/mail-about-list'
import { OutboxList } from '~/features/mail/components/outbox-list'
import { OUTBOX_STATUS_LABELS } from '~/features/mail/components/outbox-status-badge'
import { OUTBOX_STATUSES, type OutboxCounts } from '~/features/mail/types'
import { cn } from '~/lib/cn'
import { detourFor, formatStaffTime, staffCall, staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/outbox'

export const meta: Route.MetaFunction = () => staffMeta('Outbox')

type OutboxAnswer = {
  messages: OutboxSummaryJson[]
  total: number
  page: number
  pageCount: number
  counts: OutboxCounts
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url)
  const page = await staffLoad<OutboxAnswer>(request, `/api/staff/outbox${url.search}`)
  return { ...page, status: url.searchParams.get('status') ?? '' }
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { messages, counts, page, pageCount, status } = loaderData
  const { search } = useLocation()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const [retrying, setRetrying] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const all = OUTBOX_STATUSES.reduce((sum, s) => sum + counts[s], 0)
  const tabs = [
    { value: '', label: 'All', count: all },
    ...OUTBOX_STATUSES.map((s) => ({ value: s, label: OUTBOX_STATUS_LABELS[s], count: counts[s] })),
  ]

  async function retry(id: string) {
    setRetrying(id)
    setError(null)
    const result = await staffCall('POST', `/api/staff/outbox/${id}/retry`)
    setRetrying(null)
    if (!result.ok) {
      const detour = detourFor(result)
      if (detour) return navigate(detour)
      return setError(result.message)
    }
    toast({ title: 'The message will be sent again shortly.' })
    await revalidator.revalidate()
  }

  return (
    <StaffPage
      title="Outbox"
      description="Every email the website sends: notifications to the office and confirmations to senders."
    >
      <nav aria-label="Filter by delivery status" className="mb-5">
        <ul className="flex flex-wrap gap-2">
          {tabs.map((tab) => {
            const active = status === tab.value
            return (
              <li key={tab.value || 'all'}>
                <Link
                  to={tab.value ? `?status=${tab.value}` : '?'}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold',
                    active
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-line bg-white text-brand-800 hover:border-brand-300',
                  )}
                >
                  {tab.label}
                  <span className={cn('rounded-full px-1.5 text-xs', active ? 'bg-white/20' : 'bg-canvas')}>
                    {tab.count}
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      {counts.waiting > 0 ? (
        <p className="mb-4 text-sm text-muted">
          Waiting messages go out as soon as outgoing mail is configured and the mail server answers.
        </p>
      ) : null}
      {error ? (
        <div className="mb-4">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      <OutboxList messages={messages} formatTime={formatStaffTime} onRetry={retry} retrying={retrying} />
      <Pager page={page} pageCount={pageCount} search={search} label="Outbox pages" />
    </StaffPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPanel error={error} />
}
