import fs from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openPglite, openPostgres, type DatabaseHandle } from '~/db/client.server'
import { lockDataDir } from '~/db/data-dir-lock.server'
import { secretFingerprint } from '~/lib/keyring.server'
import { rowsOf, schemaVersion, userTables } from './catalog.server'
import { inspectBackup, type InspectedBackup } from './inspect.server'
import { BackupRefused, migrationsApplied, migrationsUpTo, readJournal } from './journal.server'
import { loadBackup } from './load.server'

export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string }

export type RestoreOptions = {
  file: string
  target: RestoreTarget
  migrationsFolder: string
  /** Restore over a database that already holds data (kept aside on PGlite, dropped on PostgreSQL). */
  replace?: boolean
  /** Restore although the installed server secret is not the one the backup's ballots were sealed with. */
  otherSecret?: boolean
}

export type RestoreSummary = {
  backup: InspectedBackup
  tables: number
  rows: number
  migratedFrom: number
  migratedTo: number
  /** PGlite with `replace`: where the database that was replaced now is. */
  replacedDir?: string
}

/** A backup that passed every check, with how many of this version's migrations its schema has. */
type CheckedBackup = InspectedBackup & { applied: number }

function checkSecret(backup: InspectedBackup, otherSecret: boolean) {
  if (otherSecret || backup.header.secretFingerprint === secretFingerprint()) return
  throw new BackupRefused(
    `This backup's elections were sealed under another server secret (fingerprint ` +
      `${backup.header.secretFingerprint}; this server's is ${secretFingerprint()}). Set SESSION_SECRET to the ` +
      'secret the backed-up site used (or put its DATA_DIR/session-secret file in place), then restore again. ' +
      'With --other-secret it restores anyway, but its secret ballots, audit chains and waiting voting links ' +
      'will not open.',
  )
}

async function isEmpty(handle: DatabaseHandle): Promise<boolean> {
  if ((await userTables(handle.db)).length > 0) return false
  return (await schemaVersion(handle.db)).migrations === 0
}

async function dropEverything(handle: DatabaseHandle) {
  await handle.db.execute(sql`drop schema if exists drizzle cascade`)
  await handle.db.execute(sql`drop schema public cascade`)
  await handle.db.execute(sql`create schema public`)
}

/** Builds the backup's schema in `handle`, loads it, then runs this version's newer migrations on it. */
async function restoreInto(handle: DatabaseHandle, options: RestoreOptions, backup: CheckedBackup) {
  const { applied } = backup
  const partial = await migrationsUpTo(options.migrationsFolder, applied)
  try {
    await handle.migrate(partial.dir)
  } finally {
    await partial.remove()
  }
  await loadBackup(handle.db, options.file, backup.end)
  await handle.migrate(options.migrationsFolder)
  const [row] = await rowsOf<{ count: number }>(
    handle.db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  )
  return { migratedFrom: applied, migratedTo: row?.count ?? applied }
}

async function restorePostgres(url: string, options: RestoreOptions, backup: CheckedBackup) {
  const handle = await openPostgres(url, { max: 2 })
  try {
    if (!(await isEmpty(handle))) {
      if (!options.replace)
        throw new BackupRefused(
          'The database DATABASE_URL names already holds data. Restore into an empty database, or add ' +
            '--replace to drop everything in it first.',
        )
      await dropEverything(handle)
    }
    return await restoreInto(handle, options, backup)
  } finally {
    await handle.close()
  }
}

const hasDatabase = (dir: string) =>
  fs.stat(path.join(dir, 'PG_VERSION')).then(
    () => true,
    () => false,
  )

/**
 * PGlite: the database is built beside the current one (DATA_DIR/pglite-restoring) and moved into place only
 * when complete; with --replace the old one is kept as DATA_DIR/pglite-replaced-<time>. DATA_DIR stays
 * locked throughout, so no server can start on a half-restored database.
 */
async function restorePglite(dataDir: string, options: RestoreOptions, backup: CheckedBackup) {
  const lock = lockDataDir(dataDir)
  try {
    const current = path.join(dataDir, 'pglite')
    const exists = await hasDatabase(current)
    if (exists && !options.replace)
      throw new BackupRefused(
        `DATA_DIR ${path.resolve(dataDir)} already holds a database. Restore into an empty DATA_DIR, or add ` +
          '--replace to set the current database aside and restore in its place.',
      )
    const building = path.join(dataDir, 'pglite-restoring')
    await fs.rm(building, { recursive: true, force: true })
    const handle = await openPglite(building)
    let result
    try {
      result = await restoreInto(handle, options, backup)
    } finally {
      await handle.close()
    }
    let replacedDir: string | undefined
    if (exists) {
      replacedDir = path.join(dataDir, `pglite-replaced-${new Date().toISOString().replaceAll(':', '-')}`)
      await fs.rename(current, replacedDir)
    } else await fs.rm(current, { recursive: true, force: true })
    await fs.rename(building, current)
    return { ...result, replacedDir }
  } finally {
    lock.release()
  }
}

/** Restores a backup file into an empty database (or, with `replace`, over one): checks come first. */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const backup = await inspectBackup(options.file)
  const applied = migrationsApplied(backup.header, await readJournal(options.migrationsFolder))
  checkSecret(backup, options.otherSecret ?? false)
  const checked = { ...backup, applied }
  const result =
    options.target.kind === 'postgres'
      ? await restorePostgres(options.target.url, options, checked)
      : await restorePglite(options.target.dataDir, options, checked)
  const rows = Object.values(backup.end.rows).reduce((sum, n) => sum + n, 0)
  return { backup, tables: Object.keys(backup.end.rows).length, rows, ...result }
}
