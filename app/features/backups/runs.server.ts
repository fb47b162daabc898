import { desc, ne } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { backupRuns } from '~/db/schema'

export type BackupRun = typeof backupRuns.$inferSelect

/** The most recent backup that finished, either way: what the metrics and the back office report. */
export async function latestFinishedBackup(db: Database): Promise<BackupRun | undefined> {
  const [run] = await db
    .select()
    .from(backupRuns)
    .where(ne(backupRuns.status, 'running'))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1)
  return run
}

/** The latest backups started, newest first, however they ended (or whether they are still running). */
export async function recentBackupRuns(db: Database, limit = 50): Promise<BackupRun[]> {
  return db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(limit)
}
