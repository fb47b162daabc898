import { PGlite, type Extensions } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import {
  connectionOptions,
  CONNECT_TIMEOUT_MS,
  createPool,
  endClient,
  MIGRATION_TIMEOUT_MS,
  waitForPostgres,
} from './postgres-pool.server'
import { runDataMigrations } from './data-migrations.server'
import * as schema from './schema'

export type Schema = typeof schema
/** Either driver's database: query functions take this first (STYLE.md rule 2). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>
/** The database or a transaction on it: services that take part in a caller's transaction accept this. */
export type DbOrTransaction = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

/** The connections now: open ones, and (PostgreSQL) how many are idle and how many queries wait for one. */
export type ConnectionCounts = { open: number; idle?: number; waiting?: number }

export type DatabaseHandle = {
  db: Database
  driver: 'pglite' | 'postgres'
  /** PostgreSQL: the most connections the pool opens. PGlite has one. */
  poolSize: number
  connections: () => ConnectionCounts
  /** Calls `listener` with every statement or connection that fails from now on; returns its removal. */
  onQueryError: (listener: (error: unknown) => void) => () => void
  migrate: (migrationsFolder: string) => Promise<void>
  /** PGlite only: the whole data directory as one tar file, to open again with `loadDataDir`. */
  dumpDataDir?: () => Promise<Blob>
  close: () => Promise<void>
}

// Several instances may start at once against one PostgreSQL; one migrates while the others wait.
const MIGRATION_LOCK_ID = 727_184_001

// PGlite zeroes its shared buffers at start, so initdb's 128 MB default is resident from the first second.
// 16 MB holds the whole database several times over (about 10 MB with the catalogs, 1 MB of our tables); a miss
// is a read from the OS page cache. PGlite's own flags (-F, single user) stay: decision 0002 rests on them.
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']

/** Listeners for a handle's failed statements, heard by whoever asked (the metrics of each app on it). */
function queryErrorListeners() {
  const listeners = new Set<(error: unknown) => void>()
  return {
    report: (error: unknown) => listeners.forEach((listener) => listener(error)),
    onQueryError: (listener: (error: unknown) => void) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/**
 * PGlite in a directory, or `memory://` for tests. The caller must hold the directory's lock. `loadDataDir`
 * starts from a dump (`dumpDataDir`) instead of an empty cluster: a test opens a migrated copy in a fraction
 * of the time initdb and the migrations take.
 */
export async function openPglite(
  dataDir: string,
  options: { extensions?: Extensions; loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  const client = await PGlite.create(dataDir, {
    startParams: PGLITE_START_PARAMS,
    extensions: options.extensions,
    loadDataDir: options.loadDataDir,
  })
  const db = drizzlePglite(client, { schema }) as unknown as Database
  // Every statement, in or out of a transaction, goes through this one call, which throws what failed.
  const { report, onQueryError } = queryErrorListeners()
  const exec = client.execProtocolStream.bind(client)
  client.execProtocolStream = (message, execOptions) =>
    exec(message, execOptions).catch((error: unknown) => {
      report(error)
      throw error
    })
  return {
    db,
    driver: 'pglite',
    poolSize: 1,
    connections: () => ({ open: 1 }),
    onQueryError,
    async migrate(migrationsFolder) {
      await migratePglite(drizzlePglite(client), { migrationsFolder })
      await runDataMigrations(db)
    },
    dumpDataDir: async () => {
      const dump = await client.dumpDataDir('none')
      return dump instanceof Blob ? dump : new Blob([dump])
    },
    close: () => client.close(),
  }
}

/**
 * A pool on a PostgreSQL server, every wait bounded (postgres-pool.server.ts). The first connection is
 * retried for up to `waitMs` (20 s), then a DatabaseUnreachableError names DATABASE_URL.
 */
export async function openPostgres(
  url: string,
  options: { max?: number; waitMs?: number } = {},
): Promise<DatabaseHandle> {
  await waitForPostgres(url, options.waitMs)
  const poolSize = options.max ?? 10
  const { report, onQueryError } = queryErrorListeners()
  const pool = createPool(url, poolSize, undefined, report)
  const db = drizzlePg(pool, { schema }) as unknown as Database
  return {
    db,
    driver: 'postgres',
    poolSize,
    connections: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    onQueryError,
    async migrate(migrationsFolder) {
      // A client of its own, with a longer statement time than requests get.
      const client = new pg.Client(connectionOptions(url, MIGRATION_TIMEOUT_MS))
      client.on('error', () => {}) // a lost connection also fails the migration's query, which reports it
      await client.connect()
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
        await migratePg(drizzlePg(client), { migrationsFolder })
        // Still under the lock: another instance starting now waits, then finds nothing left to do.
        await runDataMigrations(db)
      } finally {
        // Ending the session releases the lock, also when the server stopped answering (no unlock to wait for).
        await endClient(client)
      }
    },
    // pool.end() waits for every connection to say goodbye; a server that never answers must not hold a
    // shutdown, so it gets a few seconds and the process exits regardless.
    close: () =>
      Promise.race([
        pool.end(),
        new Promise<void>((resolve) => setTimeout(resolve, CONNECT_TIMEOUT_MS).unref()),
      ]),
  }
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`)
}
