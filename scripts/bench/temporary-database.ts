import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

// What every benchmark cleans up after itself: servers it started and temporary PostgreSQL databases, also
// when it is interrupted.

const cleanups = new Set<() => Promise<void>>()
let interruptible = false

/**
 * Runs `cleanup` if the benchmark is interrupted (Ctrl-C, a timeout's SIGTERM) before it is done: no
 * server, no temporary database is left behind. Answers the cleanup, to run and forget it when done.
 */
export function onInterrupt(cleanup: () => Promise<void>): () => Promise<void> {
  if (!interruptible) {
    interruptible = true
    // `on`, not `once`: a timeout signals the whole process group and tsx relays it too, so it comes twice.
    let stopping = false
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.on(signal, () => {
        if (stopping) return
        stopping = true
        console.log(`\n${signal}: stopping the servers and removing the temporary databases`)
        void (async () => {
          for (const run of [...cleanups].reverse()) await run().catch(() => undefined)
          process.exit(130)
        })()
      })
  }
  cleanups.add(cleanup)
  return async () => {
    cleanups.delete(cleanup)
    await cleanup()
  }
}

/** A new directory under the system's temporary one, removed by `remove` or when the run is interrupted. */
export function temporaryDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  return { path: dir, remove: onInterrupt(async () => fs.rmSync(dir, { recursive: true, force: true })) }
}

/**
 * A database of the run's own on the PostgreSQL server of `serverUrl`, dropped afterwards: the run's
 * work never touches another database there.
 */
export async function withTemporaryDatabase<T>(
  serverUrl: string,
  prefix: string,
  work: (url: string, name: string) => Promise<T>,
) {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  const drop = onInterrupt(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  try {
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    return await work(url.toString(), name)
  } finally {
    await drop()
  }
}
