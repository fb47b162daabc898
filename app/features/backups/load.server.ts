import { sql } from 'drizzle-orm'
import type { Database, DbOrTransaction } from '~/db/client.server'
import { readBackupLines } from './backup-file.server'
import {
  qualified,
  quoteIdent,
  rowCounts,
  rowsOf,
  storedColumns,
  userSequences,
  userTables,
} from './catalog.server'
import { marker, TableStartSchema, type BackupEnd } from './format'
import { BackupRefused } from './journal.server'

/** Rows inserted by one statement: up to this many, or this much JSON (one row when a row holds a file). */
const INSERT_ROWS = 1000
const INSERT_BYTES = 8 * 1024 * 1024

type ForeignKey = { owner: string; name: string; definition: string }

async function foreignKeys(db: DbOrTransaction): Promise<ForeignKey[]> {
  return rowsOf(
    db,
    sql`select conrelid::regclass::text as owner, conname as name, pg_get_constraintdef(oid) as definition
        from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace order by conname`,
  )
}

/** Checks a table line against the schema the backup is loaded into, so names in SQL are only known ones. */
async function tableTarget(db: DbOrTransaction, known: Set<string>, line: string) {
  const table = TableStartSchema.parse(JSON.parse(line.slice(marker.table.length)))
  if (!known.has(table.name))
    throw new BackupRefused(`The backup holds a table, ${table.name}, that its schema version does not have.`)
  const stored = new Set((await storedColumns(db, table.name)).map((c) => c.name))
  const missing = table.columns.find((c) => !stored.has(c))
  if (missing)
    throw new BackupRefused(`The backup's table ${table.name} has a column, ${missing}, its schema does not.`)
  const target = qualified(table.name)
  const list = table.columns.map(quoteIdent).join(', ')
  return (rows: string[]) =>
    db.execute(
      sql`insert into ${sql.raw(target)} (${sql.raw(list)}) overriding system value
          select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(target)}, ${`[${rows.join(',')}]`}::json)`,
    )
}

async function loadRows(db: DbOrTransaction, file: string) {
  const known = new Set(await userTables(db))
  let insert: ((rows: string[]) => Promise<unknown>) | undefined
  let batch: string[] = []
  let bytes = 0
  const flush = async () => {
    if (batch.length && insert) await insert(batch)
    batch = []
    bytes = 0
  }
  for await (const line of readBackupLines(file)) {
    if (line.startsWith(marker.header) || line.startsWith(marker.end)) continue
    if (line.startsWith(marker.table)) {
      await flush()
      insert = await tableTarget(db, known, line)
      continue
    }
    if (batch.length && (batch.length >= INSERT_ROWS || bytes + line.length > INSERT_BYTES)) await flush()
    batch.push(line)
    bytes += line.length
  }
  await flush()
}

/**
 * Loads a checked backup (inspectBackup) into `db`, whose schema is the backup's own version and whose
 * tables are empty: in one transaction, so a failure leaves them empty. Foreign keys are set aside while the
 * rows go in (a table's rows may refer to each other in any order) and put back after, which checks them all.
 */
export async function loadBackup(db: Database, file: string, end: BackupEnd): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('TimeZone', 'UTC', true)`)
    const keys = await foreignKeys(tx)
    for (const key of keys)
      await tx.execute(sql.raw(`alter table ${key.owner} drop constraint ${quoteIdent(key.name)}`))
    await loadRows(tx, file)
    for (const key of keys)
      await tx.execute(
        sql.raw(`alter table ${key.owner} add constraint ${quoteIdent(key.name)} ${key.definition}`),
      )
    const sequences = new Set(await userSequences(tx))
    for (const seq of end.sequences) {
      if (!sequences.has(seq.name)) continue
      await tx.execute(sql`select setval(${qualified(seq.name)}, ${seq.lastValue}::bigint, ${seq.isCalled})`)
    }
    const counts = await rowCounts(tx, Object.keys(end.rows))
    const wrong = Object.entries(end.rows).find(([table, rows]) => counts[table] !== rows)
    if (wrong)
      throw new BackupRefused(
        `The restored table ${wrong[0]} has ${counts[wrong[0]]} rows where the backup has ${wrong[1]}.`,
      )
  })
}
