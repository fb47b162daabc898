import type { Logger } from 'pino'
import type { Database } from '~/db/client.server'
import { ensureFirstAdmin } from '~/features/staff/bootstrap.server'

/**
 * On a database without any staff account, creates the first admin and prints its one-time password,
 * once, at warn level (DESIGN.md "Staff accounts"). The password works for one thing only: choosing a
 * new one, so the copy left in the log is worthless once it has been used.
 */
export async function announceFirstAdmin(db: Database, email: string, logger: Logger): Promise<void> {
  const created = await ensureFirstAdmin(db, email)
  if (!created) return
  logger.warn(
    { staffEmail: created.email },
    `No staff account existed, so an admin was created. Sign in at /staff as ${created.email} with the ` +
      `one-time password ${created.password} and choose a new password at once; it is not shown again. ` +
      'Or create your own admin with `npm run staff:create` and deactivate this one.',
  )
}
