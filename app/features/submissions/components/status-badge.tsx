import { cn } from '~/lib/cn'
import { STATUS_LABELS, type SubmissionStatus } from '../kinds'

const TONES: Record<SubmissionStatus, string> = {
  new: 'border-rock-100 bg-rock-50 text-rock-700',
  in_progress: 'border-brand-200 bg-brand-50 text-brand-800',
  done: 'border-line bg-canvas text-muted',
}

export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[status],
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  )
}
