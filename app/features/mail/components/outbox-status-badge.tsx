import { cn } from '~/lib/cn'
import type { OutboxStatus } from '../types'

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  waiting: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
}

const TONES: Record<OutboxStatus, string> = {
  waiting: 'border-brand-200 bg-brand-50 text-brand-800',
  sending: 'border-brand-200 bg-brand-50 text-brand-800',
  sent: 'border-line bg-canvas text-muted',
  failed: 'border-rock-100 bg-rock-50 text-rock-700',
}

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[status],
      )}
    >
      {OUTBOX_STATUS_LABELS[status]}
    </span>
  )
}
