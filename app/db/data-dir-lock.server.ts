import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// PGlite has no lock between processes: two processes on one directory overwrite each other and can
// leave it unopenable (STACK-NOTES.md). The server therefore owns its DATA_DIR through this lock file.
const LOCK_FILE = 'hoa-site.lock'

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError'
}

export type DataDirLock = { release: () => void }

type LockOwner = { pid: number; host: string; startedAt: string }

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner
  } catch {
    return undefined
  }
}

/**
 * Takes the data directory for this process, or throws DataDirInUseError without touching anything.
 * A lock left by a process that no longer runs on this host (after a crash or SIGKILL) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, LOCK_FILE)
  const me: LockOwner = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 })
      return {
        release() {
          if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true })
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = readOwner(file)
      const stale = owner !== undefined && owner.host === me.host && !isAlive(owner.pid)
      if (!stale) {
        const who = owner
          ? `process ${owner.pid} on ${owner.host}, since ${owner.startedAt}`
          : 'another process'
        throw new DataDirInUseError(
          `DATA_DIR ${path.resolve(dataDir)} is already in use by ${who}. ` +
            'Stop that process, or give this one its own DATA_DIR (or a DATABASE_URL). ' +
            `If no such process runs, delete ${file}.`,
        )
      }
      fs.rmSync(file, { force: true })
    }
  }
  throw new DataDirInUseError(`Could not take the lock on DATA_DIR ${path.resolve(dataDir)}.`)
}
