import fs from 'node:fs'
import path from 'node:path'
import type { Engine } from '../bench/api-server'
import { signIn } from '../bench/api-setup'
import { runActivity, takeNewWork, type Activity } from './activity'
import { readTables, seedSource, type Admin, type Tables } from './database'
import { compareObservations, observe, type Observation } from './observe'
import { npmRun, startDrillServer } from './processes'

// The drill's two halves: a source site used and backed up while it runs, then each restore of its
// backup started as a site of its own and held against the source.

export type Source = {
  engine: Engine
  backupFile: string
  backupSeconds: number
  /** How the backup was taken: by the running server over its admin socket, or by the command itself. */
  takenBy: string
  activity: Activity
  tables: Tables
  seen: Observation
}

const elapsed = (since: number) => (performance.now() - since) / 1000

/** The engine's database in a directory of its own under `root` (PGlite's, or the server's lock and socket). */
export function engineIn(root: string, dir: string, name: Engine['name'], databaseUrl?: string): Engine {
  const dataDir = path.join(root, dir)
  fs.mkdirSync(dataDir)
  return databaseUrl ? { name, dataDir, databaseUrl } : { name, dataDir }
}

/** The running server took the backup when its run names the server's process (`... pid N`). */
function takenBy(tables: Tables, serverPid: number, engine: Engine): string {
  const runs = tables.backupRuns
  const run = runs.at(-1)
  if (runs.length !== 1 || run?.status !== 'succeeded' || run.kind !== 'command')
    throw new Error(`the source should hold one succeeded command backup, not ${JSON.stringify(runs)}`)
  const bySocket = run.requestedBy.endsWith(` pid ${serverPid}`)
  if (!engine.databaseUrl && !bySocket)
    throw new Error(`on PGlite the running server should have taken the backup, not "${run.requestedBy}"`)
  return bySocket ? 'the server, over admin.sock' : 'npm run backup, in one snapshot'
}

/** Seeds the source, uses it over HTTP, backs it up while it runs, stops it and counts its rows. */
export async function prepareSource(engine: Engine, serverJs: string, admin: Admin): Promise<Source> {
  const started = performance.now()
  await seedSource(engine, admin)
  const server = await startDrillServer(serverJs, engine)
  let backup
  let activity
  let seen
  try {
    const staff = await signIn(server.origin, admin.email, admin.password)
    activity = await runActivity(staff)
    seen = await observe(staff)
    console.log(`  ${engine.name} source seeded and used in ${elapsed(started).toFixed(1)} s`)
    backup = await npmRun('backup', [], engine)
  } finally {
    await server.stop()
  }
  const backupFile = /^Backup written: (.+)$/m.exec(backup.output)?.[1]
  if (!backupFile || !fs.existsSync(backupFile))
    throw new Error(`npm run backup named no backup file:\n${backup.output}`)
  const tables = await readTables(engine)
  const by = takenBy(tables, server.pid, engine)
  console.log(`  ${engine.name} source backed up by ${by} (${backup.seconds.toFixed(1)} s), rows counted`)
  return { engine, backupFile, backupSeconds: backup.seconds, takenBy: by, activity, tables, seen }
}

export type Outcome = {
  source: Source
  target: Engine['name']
  restoreSeconds: number
  tables: number
  rows: number
  problems: string[]
}

function compareRows(source: Record<string, number>, restored: Record<string, number>): string[] {
  const tables = new Set([...Object.keys(source), ...Object.keys(restored)])
  return [...tables]
    .filter((table) => source[table] !== restored[table])
    .map(
      (table) =>
        `table ${table} has ${restored[table] ?? 'no'} rows restored, ${source[table] ?? 'no table'} in the source`,
    )
}

/** Restores the source's backup into `target`, counts its rows, then starts it and reads it as staff. */
export async function restoreAndCompare(source: Source, target: Engine, serverJs: string, admin: Admin) {
  const restore = await npmRun('restore', [source.backupFile], target)
  // Counted before the restored server starts: its own requests (a sign-in, rate limits) add rows.
  const tables = await readTables(target)
  const problems = compareRows(source.tables.rows, tables.rows)
  const server = await startDrillServer(serverJs, target)
  // What the restored site failed to do, said as "the restored site did not <what>: <why>".
  const step = <T>(what: string, work: () => Promise<T>) =>
    work().catch((error: Error) => {
      throw new Error(`${what}: ${error.message}`)
    })
  try {
    const staff = await step("let the admin sign in with the source's password", () =>
      signIn(server.origin, admin.email, admin.password),
    )
    const seen = await step('answer staff as the source did', () => observe(staff))
    problems.push(...compareObservations(source.seen, seen))
    await step('take new work', () => takeNewWork(staff))
  } catch (error) {
    problems.push(`the restored site did not ${(error as Error).message}`)
  } finally {
    await server.stop()
  }
  const outcome: Outcome = {
    source,
    target: target.name,
    restoreSeconds: restore.seconds,
    tables: Object.keys(tables.rows).length,
    rows: Object.values(tables.rows).reduce((sum, n) => sum + n, 0),
    problems,
  }
  console.log(
    `  ${source.engine.name} -> ${target.name}: restored in ${restore.seconds.toFixed(1)} s, ` +
      (problems.length ? `${problems.length} difference(s)` : 'the same'),
  )
  return outcome
}
