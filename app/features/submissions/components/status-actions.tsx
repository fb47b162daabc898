import { Button } from '~/components/ui/button'
import { STATUS_LABELS, SUBMISSION_STATUSES, type SubmissionStatus } from '../kinds'
import { StatusBadge } from './status-badge'

/** The current status and one button per other status. */
export function StatusActions({
  status,
  busy,
  onChange,
}: {
  status: SubmissionStatus
  busy: boolean
  onChange: (status: SubmissionStatus) => void
}) {
  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-2 text-sm text-muted">
        Current status: <StatusBadge status={status} />
      </p>
      <div className="flex flex-wrap gap-2">
        {SUBMISSION_STATUSES.filter((s) => s !== status).map((s) => (
          <Button
            key={s}
            size="sm"
            variant={s === 'done' ? 'primary' : 'secondary'}
            disabled={busy}
            onClick={() => onChange(s)}
          >
            Mark as {STATUS_LABELS[s].toLowerCase()}
          </Button>
        ))}
      </div>
    </div>
  )
}
