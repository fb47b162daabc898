// `npm run drill:restore` (after `npm run build`): proves that a backup restores into a working site. A fresh
// source (the demo data and an admin) is started as build/server.js and used over HTTP (forms with uploads,
// an election certified, survey answers), backed up with `npm run backup` while it runs, and stopped; the
// backup is restored with `npm run restore` into a fresh database, started, and held against the source:
// rows per table, every file's bytes, every election's verification, sealed digest, audit chain and results,
// every survey's results, and the admin's sign-in. Without DATABASE_URL: PGlite to PGlite. With it (the
// PostgreSQL server whose temporary databases the drill creates and drops): PGlite to PGlite and to
// PostgreSQL, and PostgreSQL to PostgreSQL and to PGlite. Exits 1 on any difference, naming it.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { EnvError, parseEnv } from '~/lib/env.server'
import type { Engine } from './bench/api-server'
import { temporaryDir, withTemporaryDatabase } from './bench/temporary-database'
import type { Admin } from './drill/database'
import { ROOT } from './drill/processes'
import { printOutcomes } from './drill/report'
import { engineIn, prepareSource, restoreAndCompare, type Outcome, type Source } from './drill/steps'

const admin: Admin = { email: 'drill-admin@example.com', password: randomBytes(18).toString('base64url') }

/** Runs the chains side by side (each waits on its servers and commands more than it computes). */
async function sideBySide(chains: Array<() => Promise<Outcome[]>>): Promise<Outcome[]> {
  const settled = await Promise.allSettled(chains.map((chain) => chain()))
  const failed = settled.find((s) => s.status === 'rejected')
  if (failed) throw failed.reason
  return settled.flatMap((s) => (s.status === 'fulfilled' ? s.value : []))
}

async function drill(serverJs: string, serverUrl: string | undefined): Promise<Outcome[]> {
  const root = temporaryDir('hoa-restore-drill-')
  // Also when an interrupt's cleanup takes the process down (a database dropped under a connection of its own).
  process.once('exit', () => fs.rmSync(root.path, { recursive: true, force: true }))
  const engine = (dir: string, name: Engine['name'], url?: string) => engineIn(root.path, dir, name, url)
  // A PostgreSQL target is a temporary database of its own, dropped once it has been compared.
  const restoreInto = (source: Source, dir: string, name: Engine['name']) =>
    name === 'PGlite'
      ? restoreAndCompare(source, engine(dir, name), serverJs, admin)
      : withTemporaryDatabase(serverUrl!, 'hoa_drill_target', (url) =>
          restoreAndCompare(source, engine(dir, name, url), serverJs, admin),
        )
  const pgliteSource = () => prepareSource(engine('source-pglite', 'PGlite'), serverJs, admin)
  try {
    if (!serverUrl) return [await restoreInto(await pgliteSource(), 'pglite-to-pglite', 'PGlite')]
    return await sideBySide([
      async () => {
        const source = await pgliteSource()
        return [
          await restoreInto(source, 'pglite-to-pglite', 'PGlite'),
          await restoreInto(source, 'pglite-to-postgres', 'PostgreSQL'),
        ]
      },
      async () => {
        // The source's database is dropped once its backup is taken and its rows counted.
        const source = await withTemporaryDatabase(serverUrl, 'hoa_drill_source', (url) =>
          prepareSource(engine('source-postgres', 'PostgreSQL', url), serverJs, admin),
        )
        return [
          await restoreInto(source, 'postgres-to-postgres', 'PostgreSQL'),
          await restoreInto(source, 'postgres-to-pglite', 'PGlite'),
        ]
      },
    ])
  } finally {
    await root.remove()
  }
}

async function main(): Promise<number> {
  const serverJs = path.join(ROOT, 'build', 'server.js')
  if (!fs.existsSync(serverJs)) {
    console.error(
      `The restore drill starts the production server, and there is none at ${serverJs}: run npm run build first.`,
    )
    return 1
  }
  const env = parseEnv()
  const started = performance.now()
  console.log(
    env.DATABASE_URL
      ? `Restore drill: PGlite -> PGlite and -> PostgreSQL, PostgreSQL -> PostgreSQL and -> PGlite (temporary databases on ${new URL(env.DATABASE_URL).host})`
      : 'Restore drill: PGlite -> PGlite (set DATABASE_URL to drill PostgreSQL and the restores across engines)',
  )
  const outcomes = await drill(serverJs, env.DATABASE_URL)
  return printOutcomes(outcomes, (performance.now() - started) / 1000)
}

try {
  process.exitCode = await main()
} catch (error) {
  console.error(
    error instanceof EnvError ? error.message : `The restore drill failed: ${(error as Error).stack}`,
  )
  process.exitCode = 1
}
