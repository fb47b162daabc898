// The database the environment names, for command-line scripts (staff:create, seed:demo): DATABASE_URL
// when set, else the embedded PGlite in DATA_DIR, which only one process may have open at a time.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '~/db/client.server'
import { lockDataDir, type DataDirInUseError, type DataDirLock } from '~/db/data-dir-lock.server'
import type { Env } from '~/lib/env.server'
import { installServerSecret } from '~/lib/keyring.server'
import { resolveSessionSecret } from '../server/secret'

const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url))

/**
 * The configured database, not yet migrated, with DATA_DIR's lock when it is the embedded one: release it
 * after closing the handle. Throws DataDirInUseError, touching nothing, while a server holds DATA_DIR.
 */
export async function openConfiguredDatabase(
  env: Env,
): Promise<{ handle: DatabaseHandle; lock?: DataDirLock }> {
  if (env.DATABASE_URL) return { handle: await openPostgres(env.DATABASE_URL, { max: 1 }) }
  const lock = lockDataDir(env.DATA_DIR)
  try {
    return { handle: await openPglite(path.join(env.DATA_DIR, 'pglite')), lock }
  } catch (error) {
    lock.release()
    throw error
  }
}

/**
 * Runs `work` on the configured database, migrated first (a fresh DATA_DIR, before the server's first
 * start, gets its tables here), and closes it and frees DATA_DIR afterwards, whatever happens.
 * Throws DataDirInUseError, touching nothing, while a server holds DATA_DIR.
 */
export async function withConfiguredDatabase<T>(env: Env, work: (db: Database) => Promise<T>): Promise<T> {
  // The server's own secret: ballots a script casts are sealed under it, and the migrations may need it.
  installServerSecret(resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR))
  const { handle, lock } = await openConfiguredDatabase(env)
  try {
    await handle.migrate(MIGRATIONS)
    return await work(handle.db)
  } finally {
    await handle.close()
    lock?.release()
  }
}

/**
 * The lock's first sentence (which process holds DATA_DIR) followed by `advice`: the lock's own advice
 * (another DATA_DIR) is for servers, while a script's work belongs in the server's own database.
 */
export function dataDirInUseMessage(error: DataDirInUseError, advice: string): string {
  const first = error.message.slice(0, error.message.indexOf('. ') + 1) || error.message
  return `${first}\n${advice}`
}
