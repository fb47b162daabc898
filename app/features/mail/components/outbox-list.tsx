import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import type { OutboxSummaryJson } from './mail-about-list'
import { OutboxStatusBadge } from './outbox-status-badge'

type OutboxListProps = {
  messages: OutboxSummaryJson[]
  formatTime: (iso: string) => string
  onRetry: (id: string) => void
  retrying: string | null
}

/** Outbox messages as cards on a phone and rows on a wide screen; failed ones can be retried. */
export function OutboxList({ messages, formatTime, onRetry, retrying }: OutboxListProps) {
  if (messages.length === 0)
    return (
      <p className="rounded-card border border-dashed border-line bg-white p-8 text-center text-muted">
        No messages here.
      </p>
    )
  return (
    <ul
      className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card"
      aria-label="Messages, newest first"
    >
      {messages.map((m) => (
        <li key={m.id} className="grid gap-2 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-6">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <Link
                to={`/staff/outbox/${m.id}`}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {m.subject}
              </Link>
              <OutboxStatusBadge status={m.status} />
            </div>
            <p className="mt-1 text-sm break-all text-muted">
              To {m.to.join(', ')} · {m.kind} · {formatTime(m.createdAt)}
              {m.attempts > 0 ? ` · ${m.attempts} ${m.attempts === 1 ? 'attempt' : 'attempts'}` : ''}
            </p>
            {m.status === 'failed' && m.lastError ? (
              <p className="mt-1 text-sm break-words text-rock-700">Last error: {m.lastError}</p>
            ) : null}
          </div>
          {m.status === 'failed' ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={retrying !== null}
              onClick={() => onRetry(m.id)}
              aria-label={`Retry “${m.subject}”`}
            >
              {retrying === m.id ? 'Retrying…' : 'Retry now'}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
