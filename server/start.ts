import path from 'node:path'
import type { RequestHandler } from 'express'
import type { ServerBuild } from 'react-router'
import { lockDataDir, type DataDirLock } from '~/db/data-dir-lock.server'
import { openPglite, openPostgres, type DatabaseHandle } from '~/db/client.server'
import { stoppedAnsweringAtStart } from '~/db/postgres-pool.server'
import { isDatabaseUnavailable } from '~/db/unavailable.server'
import { ensureBlogSeeded } from '~/features/blog/seed.server'
import { pruneIdempotencyKeys } from '~/features/idempotency/idempotency.server'
import { loadCorpusDir } from '~/features/law/corpus.server'
import { sizeCastQueue } from '~/features/elections/cast-queue.server'
import { sweepDueConfirmations } from '~/features/elections/confirmations.server'
import { runElectionSchedule } from '~/features/elections/scheduler.server'
import { runSurveySchedule } from '~/features/surveys/scheduler.server'
import { ensureSurvey2025 } from '~/features/surveys/seed.server'
import { startMailDelivery } from '~/features/mail/mail-delivery.server'
import { pruneRateLimits } from '~/features/rate-limit/rate-limit.server'
import { pruneExpiredSessions } from '~/features/staff/sessions.server'
import { parseEnv, type Env } from '~/lib/env.server'
import { electionMailer } from '~/routes/api/elections/election-api.server'
import { surveyMailer } from '~/routes/api/surveys/survey-api.server'
import { installServerSecret } from '~/lib/keyring.server'
import { createBackupService } from '~/features/backups/backup-service.server'
import { startAdminSocket } from './admin-socket'
import { createApp } from './app'
import { announceFirstAdmin } from './first-admin'
import { createLogger } from './logger'
import { resolveSessionSecret } from './secret'
import { warnOfPlaceholders } from './launch-checks'
import { handleShutdown } from './shutdown'

export type StartOptions = {
  migrationsFolder: string
  /** The law assistant's statute corpus (corpus/utah-law), loaded when its files changed. */
  lawCorpusDir: string
  build: ServerBuild | (() => Promise<ServerBuild>)
  assets: { dir: string } | { middleware: RequestHandler }
  onClose?: () => Promise<void>
}

/** How often each instance queues the owners' vote confirmations that casts marked due. */
const CONFIRMATION_SWEEP_MS = 5_000

async function openDatabase(env: Env): Promise<{ handle: DatabaseHandle; lock?: DataDirLock }> {
  if (env.DATABASE_URL) return { handle: await openPostgres(env.DATABASE_URL) }
  const lock = lockDataDir(env.DATA_DIR) // throws, touching nothing, when another process has it
  try {
    return { handle: await openPglite(path.join(env.DATA_DIR, 'pglite')), lock }
  } catch (error) {
    lock.release()
    throw error
  }
}

export async function startServer(options: StartOptions, env: Env = parseEnv()) {
  const startedAt = performance.now()
  const logger = createLogger(env)
  if (env.NODE_ENV === 'production') warnOfPlaceholders(env, logger)
  // Before the migrations: the one that seals old ballots needs the keys that come from it.
  const hashKey = resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR)
  installServerSecret(hashKey)
  const { handle, lock } = await openDatabase(env)
  try {
    await handle.migrate(options.migrationsFolder)
    await announceFirstAdmin(handle.db, env.FIRST_ADMIN_EMAIL, logger)
    const corpus = await loadCorpusDir(handle.db, options.lawCorpusDir)
    if (corpus.loaded) logger.info({ sections: corpus.sections }, 'Utah law corpus loaded')
    const blog = await ensureBlogSeeded(handle.db)
    if (blog.seeded) logger.info({ articles: blog.seeded }, 'blog articles seeded')
    const survey = await ensureSurvey2025(handle.db)
    if (survey.seeded) logger.info('the 2025 community survey published at /survey-2025')
  } catch (error) {
    await handle.close()
    lock?.release()
    // Drizzle's "Failed query: ..." hides the cause: say that the database went away, and which one.
    if (env.DATABASE_URL && isDatabaseUnavailable(error))
      throw stoppedAnsweringAtStart(env.DATABASE_URL, error)
    throw error
  }

  sizeCastQueue(handle)
  const backups = createBackupService(
    handle,
    {
      dir: env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups'),
      keep: env.BACKUP_KEEP,
      schedule: env.BACKUP_SCHEDULE,
      migrationsFolder: options.migrationsFolder,
    },
    logger.child({ component: 'backups' }),
  )
  const stopBackupSchedule = backups.startSchedule()
  const adminSocket =
    handle.driver === 'pglite' ? await startAdminSocket(env.DATA_DIR, backups, logger) : null
  let draining = false
  const { app, close: closeApp } = createApp({
    env,
    db: handle.db,
    databaseHandle: handle,
    logger,
    hashKey,
    build: options.build,
    assets: options.assets,
    isDraining: () => draining,
    backups,
  })
  const prune = setInterval(() => {
    pruneRateLimits(handle.db).catch((error: unknown) =>
      logger.warn({ err: error }, 'rate-limit pruning failed'),
    )
    pruneExpiredSessions(handle.db).catch((error: unknown) =>
      logger.warn({ err: error }, 'session pruning failed'),
    )
    pruneIdempotencyKeys(handle.db).catch((error: unknown) =>
      logger.warn({ err: error }, 'idempotency key pruning failed'),
    )
  }, 10 * 60_000)
  prune.unref()
  // Elections and surveys close at closes_at and send their reminders with nobody signed in (issues 12, 13).
  const origin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`
  const runSchedules = () =>
    Promise.all([
      runElectionSchedule(handle.db, { mailer: electionMailer, origin })
        .then((done) => {
          if (done.closed || done.reminded) logger.info(done, 'election schedule ran')
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'election schedule failed')),
      runSurveySchedule(handle.db, { mailer: surveyMailer, origin })
        .then((done) => {
          if (done.closed || done.reminded) logger.info(done, 'survey schedule ran')
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'survey schedule failed')),
    ])
  const schedules = setInterval(runSchedules, 30_000)
  schedules.unref()
  void runSchedules()
  // A cast only marks its owners' confirmation due; this queues them, a few seconds after the vote.
  const confirmations = setInterval(() => {
    sweepDueConfirmations(handle.db, electionMailer).catch((error: unknown) =>
      logger.warn({ err: error }, 'queuing vote confirmations failed'),
    )
  }, CONFIRMATION_SWEEP_MS)
  confirmations.unref()
  // Sends the outbox when SMTP_URL is set; otherwise says so once and leaves mail waiting for staff.
  const mail = startMailDelivery({
    db: handle.db,
    logger: logger.child({ component: 'mail' }),
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
  })

  const cleanup = async () => {
    clearInterval(prune)
    clearInterval(schedules)
    clearInterval(confirmations)
    stopBackupSchedule()
    await adminSocket?.close()
    await backups.settled() // a backup in progress finishes (or fails) while its database is open
    await mail.stop() // finishes the message in flight while the database is still open
    await closeApp()
    await options.onClose?.()
    await handle.close()
    lock?.release()
  }

  const server = app.listen(env.PORT, env.HOST)
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', (error) => {
      cleanup().finally(() => reject(error))
    })
  })
  handleShutdown({ server, logger, onDrain: () => (draining = true), cleanup })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : env.PORT
  logger.info(
    { port, database: handle.driver, startMs: Math.round(performance.now() - startedAt) },
    `listening on http://localhost:${port}`,
  )
  return { server, port, db: handle.db }
}
