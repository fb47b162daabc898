import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import { fileSha256, readBackupLines } from './backup-file.server'
import {
  BACKUP_FORMAT_VERSION,
  BackupEndSchema,
  BackupHeaderSchema,
  marker,
  parseChecksumLine,
  TableStartSchema,
  type BackupEnd,
  type BackupHeader,
} from './format'
import { BackupRefused } from './journal.server'

export type InspectedBackup = {
  header: BackupHeader
  end: BackupEnd
  /** Whether a `.sha256` file beside the backup was found (and matched: a mismatch is a refusal). */
  checksumFile: boolean
}

function parseLine<T>(line: string, prefix: string, schema: { parse: (v: unknown) => T }): T {
  try {
    return schema.parse(JSON.parse(line.slice(prefix.length)))
  } catch {
    throw new BackupRefused(
      `This file is not a backup of this site, or it is damaged (a line "${prefix.trim()}" is unreadable).`,
    )
  }
}

async function checkSidecar(file: string): Promise<boolean> {
  const text = await fs.readFile(`${file}.sha256`, 'utf8').catch(() => null)
  if (text === null) return false
  const expected = parseChecksumLine(text)
  if (!expected) throw new BackupRefused(`${file}.sha256 does not hold a SHA-256 checksum.`)
  if ((await fileSha256(file)) !== expected)
    throw new BackupRefused(
      `The backup does not match its checksum (${file}.sha256): the file was changed or damaged after it was ` +
        'written. Restore another backup.',
    )
  return true
}

/**
 * Reads a backup through once without touching any database: its checksum file, its header, every table's
 * row count and its own digest. Anything wrong is a BackupRefused, before a restore changes anything.
 */
export async function inspectBackup(file: string): Promise<InspectedBackup> {
  const checksumFile = await checkSidecar(file)
  const digest = createHash('sha256')
  let header: BackupHeader | undefined
  let end: BackupEnd | undefined
  const counted: Record<string, number> = {}
  let table: string | undefined
  try {
    for await (const line of readBackupLines(file)) {
      if (end) throw new BackupRefused('This backup has lines after its end: it is damaged.')
      if (line.startsWith(marker.end)) {
        end = parseLine(line, marker.end, BackupEndSchema)
        continue
      }
      digest.update(`${line}\n`)
      if (!header) {
        if (!line.startsWith(marker.header))
          throw new BackupRefused('This file is not a backup of this site (it has no backup header).')
        header = parseLine(line, marker.header, BackupHeaderSchema)
        if (header.formatVersion > BACKUP_FORMAT_VERSION)
          throw new BackupRefused(
            'This backup was written in a newer backup format than this version of the site reads. ' +
              'Install the newer version, then restore.',
          )
      } else if (line.startsWith(marker.table)) {
        table = parseLine(line, marker.table, TableStartSchema).name
        counted[table] = 0
      } else if (table === undefined) {
        throw new BackupRefused('This backup has rows before any table: it is damaged.')
      } else counted[table]! += 1
    }
  } catch (error) {
    if (error instanceof BackupRefused) throw error
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : 'it is damaged'
    throw new BackupRefused(`This backup cannot be read: ${reason} (${(error as Error).message}).`)
  }
  if (!header) throw new BackupRefused('This file is empty: it is not a backup.')
  if (!end) throw new BackupRefused('This backup ends early: it was cut short while being written or copied.')
  if (digest.digest('hex') !== end.sha256)
    throw new BackupRefused('This backup does not match its own digest: it is damaged.')
  for (const [name, rows] of Object.entries(end.rows))
    if (counted[name] !== rows)
      throw new BackupRefused(`This backup's table ${name} is incomplete: it is damaged.`)
  return { header, end, checksumFile }
}
