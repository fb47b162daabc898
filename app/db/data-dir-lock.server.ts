import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

// PGlite has no lock between processes: two processes on one directory overwrite each other and can
// leave it unopenable (STACK-NOTES.md). The server therefore owns its DATA_DIR through an operating-system
// lock on this file (decision 0013): the kernel drops it when the process ends, however it ends, so a
// crash never leaves a lock behind and no PID or host name has to be trusted. The file's text (pid, host,
// start time) only names the holder in the refusal message.
const LOCK_FILE = 'hoa-site.lock'

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError'
}

export type DataDirLock = { release: () => void }

type LockOwner = { pid: number; host: string; startedAt: string }

// Node 20 has no flock/fcntl. fs-native-extensions ships prebuilt binaries in its npm package (no build
// step, no download): an open-file-description fcntl lock on Linux, flock on macOS, LockFileEx on Windows.
type NativeLocks = { tryLock: (fd: number) => boolean }
let native: NativeLocks | undefined

function nativeLocks(): NativeLocks {
  try {
    native ??= createRequire(import.meta.url)('fs-native-extensions') as NativeLocks
    return native
  } catch (error) {
    throw new Error(
      `The DATA_DIR lock needs fs-native-extensions, which could not load on ${process.platform}-` +
        `${process.arch} (${(error as Error).message}). Use PostgreSQL (DATABASE_URL) on this platform.`,
      { cause: error },
    )
  }
}

function tryLock(fd: number, dataDir: string): boolean {
  try {
    return nativeLocks().tryLock(fd)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === undefined) throw error
    throw new Error(
      `DATA_DIR ${path.resolve(dataDir)} does not support file locks (${code}). ` +
        'Put it on a local disk, or use PostgreSQL (DATABASE_URL).',
      { cause: error },
    )
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner
  } catch {
    return undefined
  }
}

/** Whether `fd` is still the file at `file`, i.e. no releasing holder removed it after we opened it. */
function isCurrent(fd: number, file: string): boolean {
  const held = fs.fstatSync(fd)
  const now = fs.statSync(file, { throwIfNoEntry: false })
  return now !== undefined && now.ino === held.ino && now.dev === held.dev
}

function inUse(dataDir: string, file: string): DataDirInUseError {
  const owner = readOwner(file)
  const who = owner ? `process ${owner.pid} on ${owner.host}, since ${owner.startedAt}` : 'another process'
  return new DataDirInUseError(
    `DATA_DIR ${path.resolve(dataDir)} is already in use by ${who}. ` +
      'Stop that process, or give this one its own DATA_DIR (or a DATABASE_URL).',
  )
}

/**
 * Takes the data directory for this process, or throws DataDirInUseError without touching anything.
 * Only a running process holds the lock: one that crashed or was killed has let go of it.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, LOCK_FILE)
  // A holder removes the file when it lets go; a process that opened it just before then locks a file
  // no longer in the directory and must try again on the new one.
  for (let attempt = 0; attempt < 5; attempt++) {
    const fd = fs.openSync(file, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600)
    let locked = false
    try {
      locked = tryLock(fd, dataDir)
    } finally {
      if (!locked) fs.closeSync(fd)
    }
    if (!locked) throw inUse(dataDir, file)
    if (!isCurrent(fd, file)) {
      fs.closeSync(fd)
      continue
    }
    const me: LockOwner = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() }
    fs.ftruncateSync(fd, 0)
    fs.writeSync(fd, JSON.stringify(me), 0)
    let held = true
    return {
      release() {
        if (!held) return
        held = false
        // Removed while still locked, so no one can lock this file after us and believe they hold DATA_DIR.
        if (isCurrent(fd, file)) fs.rmSync(file, { force: true })
        fs.closeSync(fd)
      },
    }
  }
  throw new DataDirInUseError(`Could not take the lock on DATA_DIR ${path.resolve(dataDir)}.`)
}
