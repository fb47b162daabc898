import fs from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { readBackupLines, createBackupFile } from '~/features/backups/backup-file.server'
import { rowsOf, storedColumns, TABLES_NOT_BACKED_UP, userTables } from '~/features/backups/catalog.server'
import { migrationsUpTo } from '~/features/backups/journal.server'
import { openPglite } from '~/db/client.server'
import { marker, type BackupEnd, type BackupHeader } from '~/features/backups/format'

// For the backup tests only: what a database holds, table by table, and a backup rewritten as a damaged or
// newer one would be.

/** Every row of every backed-up table, as sorted JSON: two databases holding the same data compare equal. */
export async function contents(db: DbOrTransaction): Promise<Record<string, string[]>> {
  await db.execute(sql`set TimeZone = 'UTC'`)
  const all: Record<string, string[]> = {}
  for (const table of await userTables(db)) {
    if (TABLES_NOT_BACKED_UP.has(table)) continue
    const rows = await rowsOf<{ line: string }>(
      db,
      sql.raw(`select row_to_json(t)::text as line from public."${table}" t`),
    )
    all[table] = rows.map((r) => r.line).sort()
  }
  return all
}

/** Which tables and columns a backup copy keeps (all, unless told). */
export type KeptColumns = Map<string, Set<string>>

/**
 * A copy of a backup (with a fresh digest and .sha256) whose header `change` rewrote; with `kept`, only the
 * tables and columns it names, as a backup taken at an older schema would hold.
 */
export async function rewrittenBackup(
  file: string,
  change: (header: BackupHeader) => BackupHeader,
  kept?: KeptColumns,
) {
  const dir = await fs.mkdtemp(path.join(path.dirname(file), 'rewritten-'))
  const copy = await createBackupFile(dir, new Date())
  let end: BackupEnd | undefined
  // The table being copied keeps all its columns, only those named, or nothing (the older schema lacks it).
  let keep: 'all' | 'none' | Set<string> = 'all'
  for await (const line of readBackupLines(file)) {
    if (line.startsWith(marker.end)) end = JSON.parse(line.slice(marker.end.length)) as BackupEnd
    else if (line.startsWith(marker.header))
      await copy.sink.write(
        marker.header + JSON.stringify(change(JSON.parse(line.slice(marker.header.length)) as BackupHeader)),
      )
    else if (line.startsWith(marker.table)) {
      const table = JSON.parse(line.slice(marker.table.length)) as { name: string; columns: string[] }
      keep = kept ? (kept.get(table.name) ?? 'none') : 'all'
      const named = keep
      if (named === 'none') continue
      const columns = named === 'all' ? table.columns : table.columns.filter((c) => named.has(c))
      await copy.sink.write(marker.table + JSON.stringify({ ...table, columns }))
    } else if (keep === 'all') await copy.sink.write(line)
    else if (keep !== 'none') {
      const named = keep
      const row = JSON.parse(line) as Record<string, unknown>
      await copy.sink.write(
        JSON.stringify(Object.fromEntries(Object.entries(row).filter(([c]) => named.has(c)))),
      )
    }
  }
  const rows = kept ? Object.fromEntries(Object.entries(end!.rows).filter(([t]) => kept.has(t))) : end!.rows
  return copy.finish({ rows, sequences: end!.sequences })
}

/** The tables and their columns of a database built with the first `count` migrations. */
export async function columnsAtMigration(migrationsFolder: string, count: number): Promise<KeptColumns> {
  const partial = await migrationsUpTo(migrationsFolder, count)
  const handle = await openPglite('memory://')
  try {
    await handle.migrate(partial.dir)
    const kept: KeptColumns = new Map()
    for (const table of await userTables(handle.db))
      kept.set(table, new Set((await storedColumns(handle.db, table)).map((c) => c.name)))
    return kept
  } finally {
    await handle.close()
    await partial.remove()
  }
}
