import fs from 'node:fs/promises'
import path from 'node:path'
import { isBackupFileName, newestFirst, parseChecksumLine } from './format'

/** A `.partial` this old belongs to a backup whose process ended mid-way, not to one being written. */
const ABANDONED_AFTER_MS = 6 * 60 * 60_000

export type BackupFile = { fileName: string; sizeBytes: number; modifiedAt: Date; sha256: string | null }

/** The backup files in `dir`, newest first, each with the checksum beside it (null when that is missing). */
export async function listBackupFiles(dir: string): Promise<BackupFile[]> {
  const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[]
    throw error
  })
  const files = await Promise.all(
    names.filter(isBackupFileName).map(async (fileName) => {
      const stat = await fs.stat(path.join(dir, fileName))
      const sidecar = await fs.readFile(path.join(dir, `${fileName}.sha256`), 'utf8').catch(() => null)
      const sha256 = sidecar ? parseChecksumLine(sidecar) : null
      return { fileName, sizeBytes: stat.size, modifiedAt: stat.mtime, sha256 }
    }),
  )
  return files.sort((a, b) => newestFirst(a.fileName, b.fileName))
}

/** Keeps the newest `keep` backups in `dir` (with their checksums) and removes abandoned partial files. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const removed: string[] = []
  for (const file of (await listBackupFiles(dir)).slice(keep)) {
    await fs.rm(path.join(dir, file.fileName), { force: true })
    await fs.rm(path.join(dir, `${file.fileName}.sha256`), { force: true })
    removed.push(file.fileName)
  }
  for (const name of await fs.readdir(dir)) {
    if (!name.endsWith('.partial')) continue
    const stat = await fs.stat(path.join(dir, name)).catch(() => null)
    if (stat && Date.now() - stat.mtimeMs > ABANDONED_AFTER_MS)
      await fs.rm(path.join(dir, name), { force: true })
  }
  return removed
}
