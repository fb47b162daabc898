import type { BackupKindName } from '../types'

/** How each kind of backup came to be taken. */
export const KIND_LABELS: Record<BackupKindName, string> = {
  scheduled: 'Scheduled',
  manual: 'Back office',
  command: 'Command line',
}
