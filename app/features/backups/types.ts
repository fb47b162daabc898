// Backups as GET /api/staff/backups answers them. Plain types, so the back office's components can use them
// without touching server code; the route builds them from backup_runs and the files, and the compiler checks
// that they match.

export type BackupKindName = 'scheduled' | 'manual' | 'command'

/** A file in this instance's BACKUP_DIR, with the SHA-256 of its `.sha256` beside it (null when missing). */
export type BackupFileJson = {
  fileName: string
  sizeBytes: number
  modifiedAt: string
  sha256: string | null
}

/** One row of backup_runs: a backup taken, failed, or still being taken. */
export type BackupRunJson = {
  id: string
  kind: BackupKindName
  slot: string | null
  status: 'running' | 'succeeded' | 'failed'
  startedAt: string
  finishedAt: string | null
  fileName: string | null
  sizeBytes: number | null
  sha256: string | null
  error: string | null
  requestedBy: string
  durationMs: number | null
}

export type BackupsOverview = {
  /** `times`: BACKUP_SCHEDULE's Utah times of day ("02:00"), none when it is off. */
  settings: { times: string[]; keep: number; dir: string }
  files: BackupFileJson[]
  /** The latest 50, newest first. */
  runs: BackupRunJson[]
  /** The latest finished backup, when it failed; null when it succeeded or none has finished yet. */
  lastFailed: BackupRunJson | null
}

/** POST /api/staff/backups: the backup just taken. */
export type TakenBackup = {
  file: { fileName: string; sizeBytes: number; sha256: string }
  rows: number
  durationMs: number
}
