import { sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import {
  qualified,
  quoteIdent,
  rowsOf,
  schemaVersion,
  storedColumns,
  TABLES_NOT_BACKED_UP,
  userSequences,
  userTables,
} from './catalog.server'
import { marker, type BackupHeader, type SequenceValue } from './format'

/** Where the lines go: `write` resolves once the line is accepted (the file's back-pressure). */
export type LineSink = { write: (line: string) => Promise<void> }

/** Rows fetched at once, unless a table's rows are large (its files): then as many as fit in BATCH_BYTES. */
const BATCH_ROWS = 500
const BATCH_BYTES = 8 * 1024 * 1024

/**
 * How many of a table's rows to fetch at once. A row is written as JSON, where bytes take two hex digits
 * each: a table of 10 MB uploads is read a row at a time, so the server's memory holds one file, not 500.
 */
async function batchRows(db: DbOrTransaction, table: string, columns: Array<{ name: string; type: string }>) {
  const binary = columns.filter((c) => c.type === 'bytea')
  if (binary.length === 0) return BATCH_ROWS
  const widest = binary.map((c) => `coalesce(max(octet_length(${quoteIdent(c.name)})), 0)`).join(' + ')
  const [row] = await rowsOf<{ bytes: string }>(
    db,
    sql.raw(`select (${widest})::text as bytes from ${qualified(table)}`),
  )
  const rowBytes = 2 * Number(row?.bytes ?? 0) + 1024
  return Math.max(1, Math.min(BATCH_ROWS, Math.floor(BATCH_BYTES / rowBytes)))
}

async function exportTable(db: DbOrTransaction, table: string, sink: LineSink): Promise<number> {
  const columns = await storedColumns(db, table)
  await sink.write(`${marker.table}${JSON.stringify({ name: table, columns: columns.map((c) => c.name) })}`)
  const list = columns.map((c) => quoteIdent(c.name)).join(', ')
  const batch = await batchRows(db, table, columns)
  // A cursor reads the table once, in the snapshot of the caller's transaction, a batch at a time.
  await db.execute(
    sql.raw(
      `declare backup_rows no scroll cursor for ` +
        `select row_to_json(t)::text as line from (select ${list} from ${qualified(table)}) t`,
    ),
  )
  let count = 0
  for (;;) {
    const rows = await rowsOf<{ line: string }>(db, sql.raw(`fetch ${batch} from backup_rows`))
    for (const row of rows) await sink.write(row.line)
    count += rows.length
    if (rows.length < batch) break
  }
  await db.execute(sql.raw('close backup_rows'))
  return count
}

async function sequenceValues(db: DbOrTransaction): Promise<SequenceValue[]> {
  const values: SequenceValue[] = []
  for (const name of await userSequences(db)) {
    const [row] = await rowsOf<{ last: string; called: boolean }>(
      db,
      sql.raw(`select last_value::text as last, is_called as called from ${qualified(name)}`),
    )
    if (row) values.push({ name, lastValue: row.last, isCalled: row.called })
  }
  return values
}

export type ExportResult = { rows: Record<string, number>; sequences: SequenceValue[] }

/**
 * Writes the header and every table's rows. `db` must be a transaction that sees one snapshot (REPEATABLE
 * READ on PostgreSQL) or a database nobody else writes to, so the backup is the database at one moment.
 */
export async function exportDatabase(
  db: DbOrTransaction,
  header: Omit<BackupHeader, 'schema'> & { tags: Map<number, string> },
  sink: LineSink,
): Promise<ExportResult> {
  // Times as UTC, bytes as hex, floats exact: row_to_json then writes values that read back the same anywhere.
  await db.execute(sql`select set_config('TimeZone', 'UTC', true), set_config('bytea_output', 'hex', true)`)
  await db.execute(sql`select set_config('extra_float_digits', '3', true)`)
  const version = await schemaVersion(db)
  const { tags, ...rest } = header
  const full: BackupHeader = {
    ...rest,
    schema: { ...version, lastTag: tags.get(version.lastWhen) ?? null },
  }
  await sink.write(`${marker.header}${JSON.stringify(full)}`)
  const rows: Record<string, number> = {}
  for (const table of await userTables(db)) {
    if (TABLES_NOT_BACKED_UP.has(table)) continue
    rows[table] = await exportTable(db, table, sink)
  }
  return { rows, sequences: await sequenceValues(db) }
}
