import fs from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { readBackupLines, createBackupFile } from '~/features/backups/backup-file.server'
import { rowsOf, TABLES_NOT_BACKED_UP, userTables } from '~/features/backups/catalog.server'
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

/** A copy of a backup (with a fresh digest and .sha256) whose header `change` rewrote. */
export async function rewrittenBackup(file: string, change: (header: BackupHeader) => BackupHeader) {
  const dir = await fs.mkdtemp(path.join(path.dirname(file), 'rewritten-'))
  const copy = await createBackupFile(dir, new Date())
  let end: BackupEnd | undefined
  for await (const line of readBackupLines(file)) {
    if (line.startsWith(marker.end)) end = JSON.parse(line.slice(marker.end.length)) as BackupEnd
    else if (line.startsWith(marker.header))
      await copy.sink.write(
        marker.header + JSON.stringify(change(JSON.parse(line.slice(marker.header.length)) as BackupHeader)),
      )
    else await copy.sink.write(line)
  }
  return copy.finish({ rows: end!.rows, sequences: end!.sequences })
}
