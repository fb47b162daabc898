import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, inject } from 'vitest'
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '~/db/client.server'
import { forgetRead } from '~/db/read-cache.server'
import { backgroundWorkSettled } from '~/lib/background-work.server'
import { installServerSecret } from '~/lib/keyring.server'

/** The server secret every test process runs with (ballots, audit chains and outbox secrets are keyed by it). */
export const TEST_SERVER_SECRET = 'test-hash-key-that-is-long-enough-123'

export const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle')

/** A new, empty database on the PostgreSQL server at `serverUrl`, and how to drop it. */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hoa_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.end()
  }
  return { url: url.toString(), drop }
}

/**
 * A fresh, migrated database for one test file (with `pageinspect`, that extension too): in-memory PGlite, or with TEST_DATABASE_URL a new
 * database created on that PostgreSQL server and dropped afterwards. Tables are emptied before each test.
 */
export function setupTestDatabase(options: { pageinspect?: boolean } = {}): {
  readonly db: Database
  readonly handle: DatabaseHandle
} {
  let handle: DatabaseHandle | undefined
  let dropDatabase: (() => Promise<void>) | undefined
  const holder = {
    get db(): Database {
      return holder.handle.db
    },
    /** The database with its driver, for code that needs more than queries (backups, metrics). */
    get handle(): DatabaseHandle {
      if (!handle) throw new Error('the test database is not open yet')
      return handle
    },
  }

  beforeAll(async () => {
    installServerSecret(TEST_SERVER_SECRET)
    const serverUrl = process.env.TEST_DATABASE_URL
    if (serverUrl) {
      const scratch = await createScratchDatabase(serverUrl)
      handle = await openPostgres(scratch.url, { max: 5 })
      dropDatabase = scratch.drop
    } else {
      // pageinspect reads raw pages, dead row versions included: the secrecy tests look at what a disk holds.
      const extensions = options.pageinspect
        ? { pageinspect: (await import('@electric-sql/pglite/contrib/pageinspect')).pageinspect }
        : undefined
      // A copy of the migrated database the global setup dumped (pglite-template.ts), where there is one.
      const template = inject('pgliteTemplate')
      const loadDataDir = template ? new Blob([await readFile(template)]) : undefined
      handle = await openPglite('memory://', { extensions, loadDataDir })
    }
    await handle.migrate(MIGRATIONS)
    if (options.pageinspect) await handle.db.execute(sql`create extension if not exists pageinspect`)
  })

  beforeEach(async () => {
    // Work an earlier test queued for after its answer (lib/background-work.server.ts) finishes first.
    await backgroundWorkSettled()
    const result = (await holder.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public'`,
    )) as {
      rows: Array<{ tablename: string }>
    }
    const tables = result.rows.map((r) => `"${r.tablename}"`)
    if (tables.length)
      await holder.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`))
    // The truncate went around the features, so nothing they keep in memory may outlive it.
    forgetRead(holder.db)
  })

  afterAll(async () => {
    await backgroundWorkSettled()
    await handle?.close()
    await dropDatabase?.()
  })

  return holder
}
