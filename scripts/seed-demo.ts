// `npm run seed:demo`: adds the demo community "Maple Hollow HOA (demo)" and its roll to the configured
// database (DATABASE_URL, or the embedded one in DATA_DIR), for trying the back office. Never run at start.
import { DataDirInUseError } from '~/db/data-dir-lock.server'
import { EnvError, parseEnv } from '~/lib/env.server'
import { isAppError } from '~/lib/errors'
import { dataDirInUseMessage, withConfiguredDatabase } from './configured-database'
import { DemoSeedError } from './demo/demo-error'
import { seedDemo } from './demo/seed'

async function main(): Promise<number> {
  const env = parseEnv()
  const where = env.DATABASE_URL ? 'the database of DATABASE_URL' : `the embedded database in ${env.DATA_DIR}`
  const result = await withConfiguredDatabase(env, (db) =>
    seedDemo(db, { firstAdminEmail: env.FIRST_ADMIN_EMAIL }),
  )
  console.log(`Demo data in ${where}:`)
  for (const line of result.lines) console.log(`- ${line}`)
  if (result.firstAdmin)
    console.log(
      `\nNo staff account existed, so an admin was created, as the server's first start would have done: ` +
        `sign in as ${result.firstAdmin.email} with the one-time password ${result.firstAdmin.password} ` +
        'and choose a new password at once; it is not shown again.',
    )
  console.log(
    `\nTo see it, start the server (npm run dev), sign in at /staff and open /staff/communities` +
      ` (this community: /staff/communities/${result.communityId}).`,
  )
  return 0
}

try {
  process.exitCode = await main()
} catch (error) {
  process.exitCode = 1
  if (error instanceof DataDirInUseError)
    console.error(dataDirInUseMessage(error, 'Stop the server first, then run npm run seed:demo again.'))
  else if (error instanceof EnvError || error instanceof DemoSeedError || isAppError(error))
    console.error(error.message)
  else console.error('Could not seed the demo data:', error)
}
