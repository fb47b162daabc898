// `npm run staff:create -- --email ann@example.com --name "Ann Lee" --role admin [--password-stdin]`
// Adds a staff account to the configured database (DATABASE_URL, or the embedded one in DATA_DIR).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { openPglite, openPostgres, type DatabaseHandle } from '~/db/client.server'
import { DataDirInUseError, lockDataDir, type DataDirLock } from '~/db/data-dir-lock.server'
import { CreateStaffUserSchema } from '~/features/staff/schemas'
import { insertStaffUser } from '~/features/staff/staff-users.server'
import { EnvError, parseEnv, type Env } from '~/lib/env.server'
import { isAppError } from '~/lib/errors'

const USAGE = `Usage: npm run staff:create -- --email <email> --name "<full name>" --role admin|manager [--password-stdin]

Creates a staff account and prints a generated password once. With --password-stdin the password is read
from standard input instead (at least 12 characters, not a common one), e.g.
  printf '%s' "$NEW_PASSWORD" | npm run staff:create -- --email ann@example.com --name "Ann Lee" --role admin --password-stdin

It uses DATABASE_URL when set, else the embedded database in DATA_DIR, which must not be in use by a
running server: stop the server first (or add the account in the back office under /staff).`

class UsageError extends Error {}

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password (input is not hidden; press Ctrl-D when done): ')
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  // One trailing line break is the terminal's or echo's, not part of the password.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '')
}

async function readInput() {
  let values
  try {
    values = parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }).values
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  const password = values['password-stdin'] ? await readStdin() : undefined
  const parsed = CreateStaffUserSchema.safeParse({ ...values, password })
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  --${i.path.join('.') || 'input'}: ${i.message}`)
    throw new UsageError(`Please fix these options:\n${lines.join('\n')}`)
  }
  return parsed.data
}

async function openDatabase(env: Env): Promise<{ handle: DatabaseHandle; lock?: DataDirLock }> {
  if (env.DATABASE_URL) return { handle: await openPostgres(env.DATABASE_URL, { max: 1 }) }
  const lock = lockDataDir(env.DATA_DIR)
  try {
    return { handle: await openPglite(path.join(env.DATA_DIR, 'pglite')), lock }
  } catch (error) {
    lock.release()
    throw error
  }
}

async function main(): Promise<number> {
  const input = await readInput()
  const env = parseEnv()
  const { handle, lock } = await openDatabase(env)
  try {
    // A fresh DATA_DIR (before the server's first start) gets its tables here.
    await handle.migrate(fileURLToPath(new URL('../drizzle', import.meta.url)))
    const { user, generatedPassword } = await insertStaffUser(handle.db, input)
    console.log(`Created ${user.role} account ${user.email} (${user.name}).`)
    if (generatedPassword) console.log(`Password (shown only this once): ${generatedPassword}`)
    else console.log('The password is the one given on standard input.')
    return 0
  } finally {
    await handle.close()
    lock?.release()
  }
}

try {
  process.exitCode = await main()
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`)
    process.exitCode = 2
  } else if (error instanceof DataDirInUseError) {
    // The lock's own advice (another DATA_DIR) is for servers; an account belongs in the server's one.
    const first = error.message.slice(0, error.message.indexOf('. ') + 1) || error.message
    console.error(
      `${first}\nStop the server first, then run this command again, or add the account in the back office.`,
    )
    process.exitCode = 1
  } else if (error instanceof EnvError || isAppError(error)) {
    console.error(error.message)
    process.exitCode = 1
  } else {
    console.error('Could not create the staff account:', error)
    process.exitCode = 1
  }
}
