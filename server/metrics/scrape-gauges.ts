import type { Logger } from 'pino'
import { Counter, Gauge, type Registry } from 'prom-client'
import type { Database, DatabaseHandle } from '~/db/client.server'
import { latestFinishedBackup } from '~/features/backups/runs.server'
import { electionActivity } from '~/features/elections/activity.server'
import { outboxBacklog } from '~/features/mail/outbox.server'

/** A scrape answers with what it knows by then: a read still running after this counts as failed. */
export const SCRAPE_READ_TIMEOUT_MS = 3_000

type Source = {
  name: string
  /** Reads the database and sets the source's gauges. */
  read: () => Promise<void>
  /** Takes the source's gauges out of the answer: a failed read must not pass off old values as now. */
  clear: () => void
}

const seconds = (since: Date) => Math.max(0, (Date.now() - since.getTime()) / 1000)

function gauge(registry: Registry, name: string, help: string, labelNames: string[] = []) {
  return new Gauge({ name, help, labelNames, registers: [registry] })
}

/** Takes gauges without labels out of the answer (reset() would leave them at 0). */
const removing =
  (...gauges: Gauge[]) =>
  () =>
    gauges.forEach((g) => g.remove())

function outboxSource(registry: Registry, db: Database): Source {
  const messages = gauge(registry, 'hoa_outbox_messages', 'Messages in the mail outbox, by status.', [
    'status',
  ])
  const oldest = gauge(
    registry,
    'hoa_outbox_oldest_unsent_age_seconds',
    'Age of the oldest message waiting or being sent, in seconds; 0 when there is none.',
  )
  return {
    name: 'outbox',
    async read() {
      const { counts, oldestUnsentAt } = await outboxBacklog(db)
      for (const [status, count] of Object.entries(counts)) messages.set({ status }, count)
      oldest.set(oldestUnsentAt ? seconds(oldestUnsentAt) : 0)
    },
    clear: () => {
      messages.reset()
      oldest.remove()
    },
  }
}

function electionSource(registry: Registry, db: Database): Source {
  const open = gauge(registry, 'hoa_elections_open', 'Elections open for voting.')
  const ballots = gauge(registry, 'hoa_ballots_cast_today', 'Ballots cast today, Utah time.')
  return {
    name: 'elections',
    async read() {
      const activity = await electionActivity(db)
      open.set(activity.open)
      ballots.set(activity.ballotsToday)
    },
    clear: removing(open, ballots),
  }
}

function backupSource(registry: Registry, db: Database): Source {
  const age = gauge(registry, 'hoa_backup_last_age_seconds', 'Seconds since the last backup finished.')
  const succeeded = gauge(
    registry,
    'hoa_backup_last_succeeded',
    'Whether the last backup that finished succeeded (1) or failed (0).',
  )
  const clear = removing(age, succeeded)
  return {
    name: 'backups',
    async read() {
      const run = await latestFinishedBackup(db)
      if (!run) return clear() // none yet: absent rather than a made-up age
      age.set(seconds(run.finishedAt ?? run.startedAt))
      succeeded.set(run.status === 'succeeded' ? 1 : 0)
    },
    clear,
  }
}

const setOrRemove = (metric: Gauge, value: number | undefined) =>
  value === undefined ? metric.remove() : metric.set(value)

/** The pool's connections, read from memory at each scrape (no query). PGlite has no idle or waiting. */
export function poolGauges(registry: Registry, handle: DatabaseHandle) {
  const open = gauge(registry, 'hoa_db_pool_open_connections', 'Database connections open.')
  const idle = gauge(registry, 'hoa_db_pool_idle_connections', 'Open database connections not in use.')
  const waiting = gauge(registry, 'hoa_db_pool_waiting_queries', 'Queries waiting for a free connection.')
  const max = gauge(registry, 'hoa_db_pool_max_connections', 'The most connections the pool opens.')
  max.set(handle.poolSize)
  return () => {
    const counts = handle.connections()
    open.set(counts.open)
    setOrRemove(idle, counts.idle)
    setOrRemove(waiting, counts.waiting)
  }
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

/**
 * The gauges read from the database at scrape time, a few cheap statements. `read` never throws: a source
 * whose read fails or is late leaves its gauges out and counts one hoa_metrics_scrape_errors_total.
 */
export function scrapeGauges(registry: Registry, db: Database, logger: Logger) {
  const errors = new Counter({
    name: 'hoa_metrics_scrape_errors_total',
    help: 'Scrapes that could not read a source (outbox, elections, backups) from the database.',
    labelNames: ['source'],
    registers: [registry],
  })
  const sources = [outboxSource(registry, db), electionSource(registry, db), backupSource(registry, db)]
  for (const source of sources) errors.inc({ source: source.name }, 0)
  return () =>
    Promise.all(
      sources.map(async (source) => {
        try {
          await within(source.read(), SCRAPE_READ_TIMEOUT_MS)
        } catch (error) {
          source.clear()
          errors.inc({ source: source.name })
          logger.warn({ err: error, source: source.name }, 'metrics: a source could not be read')
        }
      }),
    )
}
