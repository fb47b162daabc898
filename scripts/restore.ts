// `npm run restore -- FILE [--replace] [--other-secret]`: a backup back into the configured database
// (DATABASE_URL, else the embedded one in DATA_DIR), which must be empty unless --replace is given.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { DataDirInUseError } from '~/db/data-dir-lock.server'
import { BackupRefused } from '~/features/backups/journal.server'
import { restoreBackup } from '~/features/backups/restore.server'
import { EnvError, parseEnv, type Env } from '~/lib/env.server'
import { installServerSecret } from '~/lib/keyring.server'
import { dataDirInUseMessage } from './configured-database'
import { resolveSessionSecret } from '../server/secret'

const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url))
const USAGE = `Usage: npm run restore -- <backup file> [--replace] [--other-secret]

Restores a backup made by npm run backup (or downloaded from the back office) into DATABASE_URL when set,
else into the embedded database in DATA_DIR. The target must be empty:
  --replace        restore over a database that holds data (PostgreSQL: everything in it is dropped;
                   DATA_DIR: the current database is kept aside as DATA_DIR/pglite-replaced-<time>)
  --other-secret   restore although this server's secret (SESSION_SECRET or DATA_DIR/session-secret) is not
                   the one the backup was made under: its secret ballots and audit chains will not open
The backup's checksum and schema version are checked before anything changes; a backup from an older
version of the site is brought up to date after it is restored. Stop the server using DATA_DIR first.`

class UsageError extends Error {}

function readArgs() {
  try {
    const { values, positionals } = parseArgs({
      options: {
        replace: { type: 'boolean', default: false },
        'other-secret': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      allowPositionals: true,
      strict: true,
    })
    if (values.help) return null
    if (positionals.length !== 1) throw new UsageError('Name one backup file.')
    return { file: positionals[0]!, replace: values.replace, otherSecret: values['other-secret'] }
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
}

/** The server secret the restored site will run with; without one, a new one only if the user accepts. */
function installSecret(env: Env, otherSecret: boolean) {
  const file = path.join(env.DATA_DIR, 'session-secret')
  if (!env.SESSION_SECRET && !fs.existsSync(file) && !otherSecret)
    throw new BackupRefused(
      'This server has no secret yet (neither SESSION_SECRET nor DATA_DIR/session-secret). Set SESSION_SECRET ' +
        "to the backed-up site's secret, or copy its session-secret file into DATA_DIR, then restore; with " +
        "--other-secret a new secret is made, and the backup's secret ballots and audit chains will not open.",
    )
  installServerSecret(resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR))
}

async function main(): Promise<number> {
  const args = readArgs()
  if (!args) {
    console.log(USAGE)
    return 0
  }
  const env = parseEnv()
  installSecret(env, args.otherSecret)
  const summary = await restoreBackup({
    file: args.file,
    target: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
    migrationsFolder: MIGRATIONS,
    replace: args.replace,
    otherSecret: args.otherSecret,
  })
  const { header } = summary.backup
  console.log(`Restored ${args.file}`)
  console.log(
    `  taken ${header.createdAt} on ${header.engine}; ${summary.tables} tables, ${summary.rows} rows`,
  )
  if (!summary.backup.checksumFile)
    console.log('  (no .sha256 file beside it: checked against its own digest only)')
  if (summary.migratedTo > summary.migratedFrom)
    console.log(`  brought up to date: migrations ${summary.migratedFrom} -> ${summary.migratedTo}`)
  if (summary.replacedDir) console.log(`  the database it replaced is kept in ${summary.replacedDir}`)
  console.log('Start the server to use it.')
  return 0
}

try {
  process.exitCode = await main()
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`)
    process.exitCode = 2
  } else if (error instanceof DataDirInUseError) {
    console.error(dataDirInUseMessage(error, 'Stop the server first, then restore.'))
    process.exitCode = 1
  } else if (error instanceof BackupRefused || error instanceof EnvError) {
    console.error(error.message)
    process.exitCode = 1
  } else {
    console.error('The restore failed:', error)
    process.exitCode = 1
  }
}
