import { FormAlert } from '~/components/ui/form-field'
import type { BackupRunJson } from '../types'
import { KIND_LABELS } from './kind-labels'

/** The latest finished backup failed: when, which kind, and why, until one succeeds again. */
export function LastFailure({
  run,
  formatTime,
}: {
  run: BackupRunJson
  formatTime: (iso: string) => string
}) {
  return (
    <FormAlert>
      <p className="font-semibold">The last backup failed.</p>
      <p className="mt-1">
        {KIND_LABELS[run.kind]} backup, {formatTime(run.finishedAt ?? run.startedAt)} (Utah time), asked for
        by <span className="break-words">{run.requestedBy}</span>.
      </p>
      <p className="mt-1 break-words">Error: {run.error ?? 'not recorded'}</p>
    </FormAlert>
  )
}
