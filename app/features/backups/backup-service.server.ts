import os from 'node:os'
import type { Logger } from 'pino'
import type { DatabaseHandle } from '~/db/client.server'
import { dueSlot } from './schedule'
import { takeBackup, type BackupKind, type BackupOutcome } from './take-backup.server'

export type BackupSettings = {
  dir: string
  keep: number
  /** BACKUP_SCHEDULE: Utah times of day, or "off". */
  schedule: string
  migrationsFolder: string
}

/** How often a server looks whether a scheduled backup is due. */
const SCHEDULE_CHECK_MS = 60_000

export class BackupInProgress extends Error {
  override name = 'BackupInProgress'
  constructor() {
    super('A backup is being taken now; wait for it to finish.')
  }
}

/**
 * The server's backups: one at a time per process (the schedule, the back office and `npm run backup` asking
 * over the admin socket all come here), each logged, a failure at error level.
 */
export function createBackupService(handle: DatabaseHandle, settings: BackupSettings, logger: Logger) {
  let running: Promise<BackupOutcome> | null = null
  let lastSlot: string | undefined
  const instance = `${os.hostname()} pid ${process.pid}`

  function take(kind: BackupKind, requestedBy: string, slot?: string): Promise<BackupOutcome> {
    if (running) throw new BackupInProgress()
    const work = takeBackup(handle, { ...settings, kind, requestedBy, slot })
      .then((outcome) => {
        if (outcome.status === 'succeeded')
          logger.info(
            {
              kind,
              file: outcome.file.fileName,
              bytes: outcome.file.sizeBytes,
              rows: outcome.rows,
              ms: outcome.durationMs,
            },
            'backup taken',
          )
        if (outcome.status === 'failed') logger.error({ kind, slot, error: outcome.error }, 'backup failed')
        return outcome
      })
      .finally(() => {
        running = null
      })
    running = work
    return work
  }

  async function runSchedule(now = new Date()): Promise<BackupOutcome | null> {
    const due = dueSlot(settings.schedule, now)
    // The slot this process already took (or found taken) needs no second look at the database.
    if (!due || running || due.slot === lastSlot) return null
    const outcome = await take('scheduled', `schedule on ${instance}`, due.slot)
    lastSlot = due.slot
    return outcome
  }

  function startSchedule(): () => void {
    if (settings.schedule === 'off') return () => {}
    const check = () =>
      runSchedule().catch((error: unknown) => logger.error({ err: error }, 'scheduled backup failed'))
    const timer = setInterval(check, SCHEDULE_CHECK_MS)
    timer.unref()
    void check()
    return () => clearInterval(timer)
  }

  return {
    dir: settings.dir,
    /** What the back office shows of the set-up: BACKUP_SCHEDULE, BACKUP_KEEP and the directory. */
    settings: { schedule: settings.schedule, keep: settings.keep, dir: settings.dir },
    instance,
    /** A backup now, for a staff member (their email) or a command. Throws BackupInProgress while one runs. */
    takeNow: (requestedBy: string, kind: BackupKind = 'manual') => take(kind, requestedBy),
    runSchedule,
    startSchedule,
    /** Resolves when the backup in progress (if any) has finished: shutdown waits for it. */
    settled: () => running?.then(() => undefined) ?? Promise.resolve(),
  }
}

export type BackupService = ReturnType<typeof createBackupService>
