// `npm run backup`: one backup of the whole database into BACKUP_DIR (default DATA_DIR/backups), with its
// .sha256 beside it. With DATABASE_URL it reads PostgreSQL in one consistent snapshot; on the embedded
// database it asks the running server over DATA_DIR/admin.sock, or opens DATA_DIR itself when none runs.
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DataDirInUseError } from '~/db/data-dir-lock.server'
import { takeBackup, type BackupOutcome } from '~/features/backups/take-backup.server'
import { EnvError, parseEnv, type Env } from '~/lib/env.server'
import { installServerSecret } from '~/lib/keyring.server'
import { ADMIN_SOCKET } from '../server/admin-socket'
import { openConfiguredDatabase } from './configured-database'
import { resolveSessionSecret } from '../server/secret'

const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url))
const USAGE = `Usage: npm run backup

Writes one backup of the whole database to BACKUP_DIR (default DATA_DIR/backups) and prints its name,
size and SHA-256. Restore it with: npm run restore -- <file>`

function askServer(dataDir: string): Promise<BackupOutcome> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { socketPath: path.join(path.resolve(dataDir), ADMIN_SOCKET), method: 'POST', path: '/backups' },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupOutcome)
          } catch (error) {
            reject(error as Error)
          }
        })
      },
    )
    req.on('error', (error) =>
      reject(
        new Error(
          `The server using DATA_DIR ${path.resolve(dataDir)} did not answer on its admin socket ` +
            `(${error.message}). Take the backup in the back office under Backups, or stop the server and run ` +
            'this command again.',
        ),
      ),
    )
    req.end()
  })
}

async function backUp(env: Env): Promise<BackupOutcome> {
  installServerSecret(resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR))
  const settings = {
    dir: env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups'),
    keep: env.BACKUP_KEEP,
    migrationsFolder: MIGRATIONS,
    kind: 'command' as const,
    requestedBy: `npm run backup on ${os.hostname()}`,
  }
  let opened
  try {
    opened = await openConfiguredDatabase(env)
  } catch (error) {
    if (error instanceof DataDirInUseError) return askServer(env.DATA_DIR)
    throw error
  }
  const { handle, lock } = opened
  try {
    // A DATA_DIR no server has opened yet gets its tables first; PostgreSQL is left to its servers.
    if (handle.driver === 'pglite') await handle.migrate(MIGRATIONS)
    return await takeBackup(handle, { ...settings, exclusive: handle.driver === 'pglite' })
  } finally {
    await handle.close()
    lock?.release()
  }
}

async function main(): Promise<number> {
  if (process.argv.slice(2).some((a) => a === '--help' || a === '-h')) {
    console.log(USAGE)
    return 0
  }
  if (process.argv.length > 2) {
    console.error(`Unexpected arguments: ${process.argv.slice(2).join(' ')}\n\n${USAGE}`)
    return 2
  }
  const env = parseEnv()
  const outcome = await backUp(env)
  if (outcome.status === 'succeeded') {
    const { file } = outcome
    const dir = env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups')
    console.log(`Backup written: ${path.join(dir, file.fileName)}`)
    console.log(
      `  ${(file.sizeBytes / 1e6).toFixed(1)} MB, ${outcome.rows} rows, ${(outcome.durationMs / 1000).toFixed(1)} s`,
    )
    console.log(`  SHA-256 ${file.sha256} (also in ${file.fileName}.sha256)`)
    return 0
  }
  console.error(
    `The backup failed: ${outcome.status === 'failed' ? outcome.error : 'another backup was due at once'}`,
  )
  return 1
}

try {
  process.exitCode = await main()
} catch (error) {
  console.error(error instanceof EnvError ? error.message : `The backup failed: ${(error as Error).message}`)
  process.exitCode = 1
}
