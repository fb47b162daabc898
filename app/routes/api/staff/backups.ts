import path from 'node:path'
import { BackupInProgress, type BackupService } from '~/features/backups/backup-service.server'
import { latestFinishedBackup, recentBackupRuns } from '~/features/backups/runs.server'
import { scheduleTimes } from '~/features/backups/schedule'
import type { BackupsOverview, TakenBackup } from '~/features/backups/types'
import { requireStaff } from '~/features/staff/auth.server'
import { AppError } from '~/lib/errors'
import { handleApi, readOptionalJson } from '~/lib/http.server'
import { backupsOf, readBackupDir, runJson } from './backups-api.server'
import { requireMethod, staffJson } from './staff-api.server'
import type { Route } from './+types/backups'

// Admins only: a backup holds every record of the site, ballots and staff accounts included.

// GET -> { settings, files, runs, lastFailed }
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    await requireStaff(request, context.db, { role: 'admin' })
    const { settings } = backupsOf(context)
    const [files, runs, latest] = await Promise.all([
      readBackupDir(settings.dir),
      recentBackupRuns(context.db),
      latestFinishedBackup(context.db),
    ])
    const overview: BackupsOverview = {
      settings: {
        times: scheduleTimes(settings.schedule),
        keep: settings.keep,
        dir: path.resolve(settings.dir),
      },
      files: files.map((file) => ({ ...file, modifiedAt: file.modifiedAt.toISOString() })),
      runs: runs.map(runJson),
      lastFailed: latest?.status === 'failed' ? runJson(latest) : null,
    }
    return staffJson(overview)
  })
}

/** The backup taken now for `email`; a 409 while another (scheduled, or anyone's) is being taken. */
function startBackup(backups: BackupService, email: string) {
  try {
    return backups.takeNow(email)
  } catch (error) {
    if (error instanceof BackupInProgress) throw new AppError('backup_in_progress', 409, error.message)
    throw error
  }
}

// POST (no body) -> 201 { file: { fileName, sizeBytes, sha256 }, rows, durationMs }. A failure is recorded in
// backup_runs and logged by the service; the admin gets its reason.
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Take a backup')
    const admin = await requireStaff(request, context.db, { role: 'admin' })
    // It reads no fields, but like every endpoint it refuses a body that is not a JSON object.
    await readOptionalJson(request)
    const outcome = await startBackup(backupsOf(context), admin.email)
    if (outcome.status !== 'succeeded')
      throw new AppError(
        'backup_failed',
        500,
        outcome.status === 'failed'
          ? `The backup failed: ${outcome.error.replace(/\.?$/, '.')}`
          : 'The backup was not taken. Please try again.',
      )
    const { fileName, sizeBytes, sha256 } = outcome.file
    const taken: TakenBackup = {
      file: { fileName, sizeBytes, sha256 },
      rows: outcome.rows,
      durationMs: outcome.durationMs,
    }
    return staffJson(taken, 201)
  })
}
