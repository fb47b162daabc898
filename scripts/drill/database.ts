import { sql } from 'drizzle-orm'
import { rowCounts, rowsOf, TABLES_NOT_BACKED_UP, userTables } from '~/features/backups/catalog.server'
import { insertStaffUser } from '~/features/staff/staff-users.server'
import { parseEnv } from '~/lib/env.server'
import type { Engine } from '../bench/api-server'
import { withConfiguredDatabase } from '../configured-database'
import { seedDemo } from '../demo/seed'
import { DRILL_SECRET } from './processes'

// What the drill reads and writes in a database itself, with no server running on it: the demo data and
// the admin it signs in as, before the source's first start; and every table's rows, once a server stops.

export type Admin = { email: string; password: string }

const envOf = (engine: Engine) =>
  parseEnv({ DATA_DIR: engine.dataDir, DATABASE_URL: engine.databaseUrl, SESSION_SECRET: DRILL_SECRET })

/** The admin first, so the demo's seed finds a staff account and makes no first admin of its own. */
export async function seedSource(engine: Engine, admin: Admin): Promise<void> {
  await withConfiguredDatabase(envOf(engine), async (db) => {
    await insertStaffUser(db, { ...admin, name: 'Restore Drill', role: 'admin' })
    await seedDemo(db, { firstAdminEmail: admin.email, publicOrigin: 'http://127.0.0.1' })
  })
}

export type BackupRun = { kind: string; status: string; requestedBy: string }

export type Tables = {
  /** Rows per table of schema public, but for backup_runs: the records of this machine's backups. */
  rows: Record<string, number>
  backupRuns: BackupRun[]
}

export async function readTables(engine: Engine): Promise<Tables> {
  return withConfiguredDatabase(envOf(engine), async (db) => {
    const tables = (await userTables(db)).filter((table) => !TABLES_NOT_BACKED_UP.has(table))
    const backupRuns = await rowsOf<BackupRun>(
      db,
      sql`select kind, status, requested_by as "requestedBy" from backup_runs order by started_at`,
    )
    return { rows: await rowCounts(db, tables), backupRuns }
  })
}
