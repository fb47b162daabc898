import { z } from '~/lib/zod'

// A backup is one gzip-compressed text file of lines, the same whichever engine wrote it, so a PGlite backup
// restores on PostgreSQL and the reverse (docs/decisions/0021-backups.md):
//
//   #backup {header}                 what, when, from which schema version, under which server secret
//   #table {"name","columns"}        then one line per row: the row as PostgreSQL's row_to_json gives it
//   …
//   #end {"rows","sequences","sha256"}   row counts per table and the SHA-256 of every byte before this line
//
// A row line never starts with '#' (it is a JSON object) and never holds a line break (JSON escapes them).
// Beside the file, `<file>.sha256` holds the SHA-256 of the compressed file in `sha256sum` format.

export const BACKUP_FORMAT = 'hoa-site-backup'
export const BACKUP_FORMAT_VERSION = 1

export const BackupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  /** The database's migrations: how many were applied and the last one's `when` (drizzle/meta/_journal.json). */
  schema: z.object({
    migrations: z.number().int().min(0),
    lastWhen: z.number(),
    lastTag: z.string().nullable(),
  }),
  /** keyring.server.ts `secretFingerprint`: which server secret sealed the ballots. Never the secret. */
  secretFingerprint: z.string(),
})
export type BackupHeader = z.infer<typeof BackupHeaderSchema>

export const TableStartSchema = z.object({ name: z.string(), columns: z.array(z.string()) })
export type TableStart = z.infer<typeof TableStartSchema>

export const SequenceValueSchema = z.object({
  name: z.string(),
  lastValue: z.string(),
  isCalled: z.boolean(),
})
export type SequenceValue = z.infer<typeof SequenceValueSchema>

export const BackupEndSchema = z.object({
  rows: z.record(z.string(), z.number().int().min(0)),
  sequences: z.array(SequenceValueSchema),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
})
export type BackupEnd = z.infer<typeof BackupEndSchema>

export const marker = { header: '#backup ', table: '#table ', end: '#end ' } as const

/** `hoa-backup-2026-11-28T09-00-00Z.ndjson.gz`: sorts by time, safe on every file system. */
export function backupFileName(at: Date, attempt = 1): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')
  return `hoa-backup-${stamp}${attempt > 1 ? `-${attempt}` : ''}.ndjson.gz`
}

export const BACKUP_FILE_PATTERN = /^hoa-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d+)?\.ndjson\.gz$/

export const isBackupFileName = (name: string) => BACKUP_FILE_PATTERN.test(name)

/**
 * Newest first: by the time in the name, then the later of two taken within one second (`-2` after none).
 * Names alone do not sort so: `Z-2.` comes before `Z.` in character order.
 */
export function newestFirst(a: string, b: string): number {
  const key = (name: string) => {
    const match = /^hoa-backup-(.+?Z)(?:-(\d+))?\.ndjson\.gz$/.exec(name)
    return { stamp: match?.[1] ?? name, attempt: Number(match?.[2] ?? 1) }
  }
  const [x, y] = [key(a), key(b)]
  if (x.stamp !== y.stamp) return x.stamp < y.stamp ? 1 : -1
  return y.attempt - x.attempt
}

/** The `.sha256` file's text: the line `sha256sum` writes, so `sha256sum -c` checks it too. */
export const checksumLine = (sha256: string, fileName: string) => `${sha256}  ${fileName}\n`

/** The hex digest in a `.sha256` file, or null when the text is not one. */
export function parseChecksumLine(text: string): string | null {
  const match = /^([0-9a-f]{64})\s/i.exec(text.trim() + '\n')
  return match ? match[1]!.toLowerCase() : null
}
