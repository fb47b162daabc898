import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { backupRuns } from '~/db/schema'
import { captureLogger } from '../../../tests/setup/capture-logger'
import { MIGRATIONS, setupTestDatabase } from '../../../tests/setup/test-database'
import { BackupInProgress, createBackupService } from './backup-service.server'
import { listBackupFiles } from './prune.server'
import { latestFinishedBackup } from './runs.server'

const database = setupTestDatabase()
let tmp: string

beforeEach(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'backup-service-'))
})
afterEach(() => fs.rm(tmp, { recursive: true, force: true }))

const service = (dir = path.join(tmp, 'backups'), keep = 14) => {
  const log = captureLogger()
  const backups = createBackupService(
    database.handle,
    { dir, keep, schedule: '02:00', migrationsFolder: MIGRATIONS },
    log.logger,
  )
  return { backups, log }
}

// 02:00 in Utah on 28 November 2026 is 09:00 UTC.
const dueAt = new Date('2026-11-28T09:00:30Z')

describe('scheduled backups', () => {
  test('two instances on one database take the 02:00 backup once between them', async () => {
    const one = service(path.join(tmp, 'one'))
    const two = service(path.join(tmp, 'two'))
    const outcomes = await Promise.all([one.backups.runSchedule(dueAt), two.backups.runSchedule(dueAt)])
    expect(outcomes.map((o) => o?.status).sort()).toEqual(['skipped', 'succeeded'])
    const files = [
      ...(await listBackupFiles(path.join(tmp, 'one'))),
      ...(await listBackupFiles(path.join(tmp, 'two'))),
    ]
    expect(files).toHaveLength(1)
    // Later in the same slot, and after a restart (a new service), nobody takes it again.
    expect(await one.backups.runSchedule(new Date('2026-11-28T10:00:00Z'))).toBeNull()
    expect((await service(path.join(tmp, 'three')).backups.runSchedule(dueAt))?.status).toBe('skipped')
    const runs = await database.db.select().from(backupRuns)
    expect(runs.map((r) => [r.kind, r.slot, r.status])).toEqual([
      ['scheduled', '2026-11-28T02:00 America/Denver', 'succeeded'],
    ])
  })

  test('nothing is due outside the schedule', async () => {
    expect(await service().backups.runSchedule(new Date('2026-11-28T20:00:00Z'))).toBeNull()
  })

  test('a failed backup is logged at error level and recorded with its reason', async () => {
    const notADirectory = path.join(tmp, 'file')
    await fs.writeFile(notADirectory, 'x')
    const { backups, log } = service(notADirectory)
    const outcome = await backups.runSchedule(dueAt)
    expect(outcome?.status).toBe('failed')
    expect(log.lines().find((l) => l.msg === 'backup failed')).toMatchObject({ level: 50, kind: 'scheduled' })
    expect(await latestFinishedBackup(database.db)).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/EEXIST|ENOTDIR/),
    })
  })

  test('one backup at a time, and only the newest BACKUP_KEEP are kept', async () => {
    const { backups } = service(path.join(tmp, 'kept'), 1)
    const first = backups.takeNow('ann@example.com')
    expect(() => backups.takeNow('ben@example.com')).toThrow(BackupInProgress)
    const older = await first
    const newer = await backups.takeNow('ann@example.com')
    if (older.status !== 'succeeded' || newer.status !== 'succeeded') throw new Error('a backup failed')
    const files = await listBackupFiles(path.join(tmp, 'kept'))
    expect(files.map((f) => [f.fileName, f.sha256])).toEqual([[newer.file.fileName, newer.file.sha256]])
    expect(older.file.fileName).not.toBe(newer.file.fileName)
    const runs = await database.db.select().from(backupRuns)
    expect(runs.map((r) => [r.status, r.requestedBy])).toEqual([
      ['succeeded', 'ann@example.com'],
      ['succeeded', 'ann@example.com'],
    ])
  })
})
