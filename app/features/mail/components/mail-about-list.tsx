import { Link } from 'react-router'
import type { OutboxSummary } from '../types'
import { OutboxStatusBadge } from './outbox-status-badge'

type Wire<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K]
}
export type OutboxSummaryJson = Wire<OutboxSummary>

/** The emails sent (or waiting) about one record, each linking to its full text in the outbox. */
export function MailAboutList({
  emails,
  formatTime,
}: {
  emails: OutboxSummaryJson[]
  formatTime: (iso: string) => string
}) {
  if (emails.length === 0) return <p className="text-sm text-muted">No emails about this submission.</p>
  return (
    <ul className="grid gap-3">
      {emails.map((mail) => (
        <li key={mail.id} className="grid gap-1 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={`/staff/outbox/${mail.id}`}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {mail.subject}
            </Link>
            <OutboxStatusBadge status={mail.status} />
          </div>
          <p className="break-all text-muted">
            To {mail.to.join(', ')} · {formatTime(mail.createdAt)}
          </p>
        </li>
      ))}
    </ul>
  )
}
