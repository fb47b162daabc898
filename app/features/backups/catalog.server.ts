import { sql, type SQL } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'

// What the database holds, read from PostgreSQL's own catalog, so a backup takes every table the migrations
// made (and a restore checks every one) without a list to keep up to date.

/** Operational records about the backups themselves: they describe files in one machine's BACKUP_DIR. */
export const TABLES_NOT_BACKED_UP = new Set(['backup_runs'])

export async function rowsOf<T>(db: DbOrTransaction, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`
export const qualified = (name: string) => `public.${quoteIdent(name)}`

/** The tables of the site's schema, by name. */
export async function userTables(db: DbOrTransaction): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  )
  return rows.map((r) => r.name)
}

/** A table's stored columns in order: generated columns are left out, as PostgreSQL computes them again. */
export async function storedColumns(
  db: DbOrTransaction,
  table: string,
): Promise<Array<{ name: string; type: string }>> {
  return rowsOf(
    db,
    sql`select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
        where attrelid = ${qualified(table)}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
        order by attnum`,
  )
}

export async function userSequences(db: DbOrTransaction): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  )
  return rows.map((r) => r.name)
}

export type SchemaVersion = { migrations: number; lastWhen: number }

/** How far the migrations went: drizzle records each applied one with its journal `when` as `created_at`. */
export async function schemaVersion(db: DbOrTransaction): Promise<SchemaVersion> {
  const exists = await rowsOf<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )
  if (!exists[0]?.present) return { migrations: 0, lastWhen: 0 }
  const [row] = await rowsOf<{ count: number; last: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  )
  return { migrations: row?.count ?? 0, lastWhen: Number(row?.last ?? 0) }
}

/** Row counts per table, as a restore compares them with the backup's own. */
export async function rowCounts(db: DbOrTransaction, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const [row] = await rowsOf<{ count: number }>(
      db,
      sql.raw(`select count(*)::int as count from ${qualified(table)}`),
    )
    counts[table] = row?.count ?? 0
  }
  return counts
}
