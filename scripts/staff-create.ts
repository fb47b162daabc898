// `npm run staff:create -- --email ann@example.com --name "Ann Lee" --role admin [--password-stdin]`
// Adds a staff account to the configured database (DATABASE_URL, or the embedded one in DATA_DIR).
import { parseArgs } from 'node:util'
import { DataDirInUseError } from '~/db/data-dir-lock.server'
import { CreateStaffUserSchema } from '~/features/staff/schemas'
import { insertStaffUser } from '~/features/staff/staff-users.server'
import { EnvError, parseEnv } from '~/lib/env.server'
import { isAppError } from '~/lib/errors'
import { dataDirInUseMessage, withConfiguredDatabase } from './configured-database'

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

/**
 * The command line makes company staff only: a board account belongs to communities, which an admin
 * chooses in the back office (decision 0010).
 */
function cliIssue(field: string, message: string): string {
  if (field === 'role') return 'role: Choose admin or manager.'
  if (field === 'communityIds')
    return 'role: Board accounts are added by an admin under Staff users, with their communities.'
  return `${field}: ${message}`
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
    const lines = parsed.error.issues.map((i) => `  --${cliIssue(i.path.join('.') || 'input', i.message)}`)
    throw new UsageError(`Please fix these options:\n${lines.join('\n')}`)
  }
  return parsed.data
}

async function main(): Promise<number> {
  const input = await readInput()
  return withConfiguredDatabase(parseEnv(), async (db) => {
    const { user, generatedPassword } = await insertStaffUser(db, input)
    console.log(`Created ${user.role} account ${user.email} (${user.name}).`)
    if (generatedPassword) console.log(`Password (shown only this once): ${generatedPassword}`)
    else console.log('The password is the one given on standard input.')
    return 0
  })
}

try {
  process.exitCode = await main()
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`)
    process.exitCode = 2
  } else if (error instanceof DataDirInUseError) {
    console.error(
      dataDirInUseMessage(
        error,
        'Stop the server first, then run this command again, or add the account in the back office.',
      ),
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
