import { eq } from 'drizzle-orm'
import { openPglite, type DatabaseHandle } from '~/db/client.server'
import { backupRuns, type backupKinds } from '~/db/schema'
import { secretFingerprint } from '~/lib/keyring.server'
import { createBackupFile, type WrittenBackup } from './backup-file.server'
import { exportDatabase, type LineSink } from './export.server'
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from './format'
import { readJournal, tagsByWhen } from './journal.server'
import { pruneBackups } from './prune.server'

export type BackupKind = (typeof backupKinds)[number]

export type BackupOptions = {
  /** BACKUP_DIR. */
  dir: string
  migrationsFolder: string
  kind: BackupKind
  /** Scheduled backups: the slot to claim; another instance that claimed it first takes it instead. */
  slot?: string
  /** A staff member's email, or the host and process of the command or the schedule. */
  requestedBy: string
  /** BACKUP_KEEP: how many backup files to keep in `dir` after this one. */
  keep: number
  /**
   * PGlite only: whether this process is the database's only user (the command line holding DATA_DIR). A
   * server shares it with its requests, so it backs up a snapshot instead (see `exportConsistently`).
   */
  exclusive?: boolean
}

export type BackupOutcome =
  | { status: 'succeeded'; runId: string; file: WrittenBackup; rows: number; durationMs: number }
  | { status: 'failed'; runId: string; error: string }
  | { status: 'skipped' }

/**
 * Reads the whole database at one moment into `sink`. PostgreSQL: one REPEATABLE READ transaction, whose
 * snapshot no concurrent write changes. PGlite serves one query at a time, so a long transaction there would
 * stall every request: the server copies its data directory instead (`dumpDataDir`, which waits only for the
 * query in progress and takes well under a second), opens the copy as a second, private database in memory,
 * and reads that while requests go on (docs/decisions/0021-backups.md).
 */
async function exportConsistently(
  handle: DatabaseHandle,
  exclusive: boolean,
  header: Parameters<typeof exportDatabase>[1],
  sink: LineSink,
) {
  if (handle.driver === 'postgres')
    return handle.db.transaction((tx) => exportDatabase(tx, header, sink), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    })
  if (exclusive || !handle.dumpDataDir) return handle.db.transaction((tx) => exportDatabase(tx, header, sink))
  const snapshot = await openPglite('memory://', { loadDataDir: await handle.dumpDataDir() })
  try {
    return await snapshot.db.transaction((tx) => exportDatabase(tx, { ...header, engine: 'pglite' }, sink))
  } finally {
    await snapshot.close()
  }
}

async function startRun(handle: DatabaseHandle, options: BackupOptions): Promise<string | undefined> {
  const [run] = await handle.db
    .insert(backupRuns)
    .values({ kind: options.kind, slot: options.slot ?? null, requestedBy: options.requestedBy })
    .onConflictDoNothing({ target: backupRuns.slot })
    .returning({ id: backupRuns.id })
  return run?.id
}

/** Takes one backup into `options.dir`, recording it in backup_runs whether it succeeds or fails. */
export async function takeBackup(handle: DatabaseHandle, options: BackupOptions): Promise<BackupOutcome> {
  const runId = await startRun(handle, options)
  if (!runId) return { status: 'skipped' }
  const started = performance.now()
  const at = new Date()
  let file: Awaited<ReturnType<typeof createBackupFile>> | undefined
  try {
    file = await createBackupFile(options.dir, at)
    const tags = tagsByWhen(await readJournal(options.migrationsFolder))
    const header = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: at.toISOString(),
      engine: handle.driver,
      secretFingerprint: secretFingerprint(),
      tags,
    } as const
    const result = await exportConsistently(handle, options.exclusive ?? false, header, file.sink)
    const written = await file.finish(result)
    const durationMs = Math.round(performance.now() - started)
    await handle.db
      .update(backupRuns)
      .set({
        status: 'succeeded',
        finishedAt: new Date(),
        fileName: written.fileName,
        sizeBytes: written.sizeBytes,
        sha256: written.sha256,
        durationMs,
      })
      .where(eq(backupRuns.id, runId))
    await pruneBackups(options.dir, options.keep)
    const rows = Object.values(result.rows).reduce((sum, n) => sum + n, 0)
    return { status: 'succeeded', runId, file: written, rows, durationMs }
  } catch (error) {
    await file?.abort()
    const message = error instanceof Error ? error.message : String(error)
    await handle.db
      .update(backupRuns)
      .set({
        status: 'failed',
        finishedAt: new Date(),
        error: message.slice(0, 2000),
        durationMs: Math.round(performance.now() - started),
      })
      .where(eq(backupRuns.id, runId))
      .catch(() => {}) // the database that failed the backup may fail this too; the caller logs the error
    return { status: 'failed', runId, error: message }
  }
}
