import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { AppLoadContext } from 'react-router'
import type { BackupService } from '~/features/backups/backup-service.server'
import { listBackupFiles } from '~/features/backups/prune.server'
import type { BackupRun } from '~/features/backups/runs.server'
import type { BackupRunJson } from '~/features/backups/types'
import { AppError } from '~/lib/errors'

// What the backup routes share: the service, a run as JSON, and a file to send.

/** This instance's backups, or a 503 where the server runs without them. */
export function backupsOf(context: AppLoadContext): BackupService {
  if (!context.backups)
    throw new AppError('backups_unavailable', 503, 'Backups are not available on this server.')
  return context.backups
}

/** The backups in `dir`; a folder that cannot be read (a wrong BACKUP_DIR) is said in a sentence. */
export async function readBackupDir(dir: string) {
  try {
    return await listBackupFiles(dir)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'an error'
    throw new AppError('backup_dir_unreadable', 500, `The backup folder ${dir} cannot be read (${code}).`)
  }
}

export const runJson = (run: BackupRun): BackupRunJson => ({
  ...run,
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
})

/**
 * The file `fileName` of `dir` opened for reading, or null when it is not there. Open before it is measured,
 * so a backup pruned meanwhile is still sent whole (the open file outlives its name).
 */
export async function openBackupFile(dir: string, fileName: string) {
  const handle = await fs.open(path.join(dir, fileName), 'r').catch(() => null)
  if (!handle) return null
  const stat = await handle.stat()
  if (!stat.isFile()) {
    await handle.close()
    return null
  }
  const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>
  return { sizeBytes: stat.size, body }
}
