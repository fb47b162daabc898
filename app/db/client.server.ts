import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema'

export type Schema = typeof schema
/** Either driver's database: query functions take this first (STYLE.md rule 2). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>
/** The database or a transaction on it: services that take part in a caller's transaction accept this. */
export type DbOrTransaction = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

export type DatabaseHandle = {
  db: Database
  driver: 'pglite' | 'postgres'
  migrate: (migrationsFolder: string) => Promise<void>
  close: () => Promise<void>
}

// Several instances may start at once against one PostgreSQL; one migrates while the others wait.
const MIGRATION_LOCK_ID = 727_184_001

/** PGlite in a directory, or `memory://` for tests. The caller must hold the directory's lock. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const client = await PGlite.create(dataDir)
  const db = drizzlePglite(client, { schema }) as unknown as Database
  return {
    db,
    driver: 'pglite',
    migrate: (migrationsFolder) => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  }
}

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 })
  // An idle connection the server ends (a restart, a failover, an administrator) is re-emitted by the pool as
  // 'error'; unheard, that event would stop the process. The pool has already dropped that connection and the
  // next query opens a new one, so there is nothing else to do (node-postgres' documented advice).
  pool.on('error', () => {})
  const probe = await pool.connect() // fail fast with the server's own message when it is unreachable
  probe.release()
  const db = drizzlePg(pool, { schema }) as unknown as Database
  return {
    db,
    driver: 'postgres',
    async migrate(migrationsFolder) {
      const client = await pool.connect()
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
        await migratePg(drizzlePg(client), { migrationsFolder })
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`)
}
