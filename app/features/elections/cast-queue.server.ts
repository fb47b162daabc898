import { AdmissionQueue } from '~/lib/admission.server'
import { AppError } from '~/lib/errors'
import { processWide } from '~/lib/process-wide'

// Casts wait their turn on each instance (app/lib/admission.server.ts): at most a few at once, leaving
// the pool's other connections to pages and staff, so a burst of voters (an invitation sent to a whole
// community at 9 a.m.) queues here instead of failing on the pool's 5 s wait for a connection. A voter is
// turned away only past 30 s, with nothing recorded and a sentence that says so.

export const CAST_WAIT_LIMIT_MS = 30_000

export const CAST_BUSY_MESSAGE =
  'So many owners are voting right now that your ballot could not be recorded within 30 seconds. Nothing was recorded: please try again in a minute.'

const busy = () => new AppError('busy', 503, CAST_BUSY_MESSAGE, { retryAfterSeconds: 60 })

// Sized at start by server/start.ts, read by the routes: one line per process (app/lib/process-wide.ts).
const line = processWide('cast-queue', () => ({
  queue: new AdmissionQueue({ limit: 8, maxWaitMs: CAST_WAIT_LIMIT_MS, busy }),
}))

/**
 * Sizes the line from the database: on PostgreSQL the pool less two connections kept for everything else;
 * on PGlite, which runs one statement at a time, two (one in the database while the next is read and sealed).
 */
export function sizeCastQueue(database: { driver: 'pglite' | 'postgres'; poolSize: number }) {
  const limit = database.driver === 'pglite' ? 2 : Math.max(1, database.poolSize - 2)
  line.queue = new AdmissionQueue({ limit, maxWaitMs: CAST_WAIT_LIMIT_MS, busy })
}

/** Runs one cast in its turn. */
export const inCastQueue = <T>(cast: () => Promise<T>): Promise<T> => line.queue.run(cast)

/** How many casts are running and waiting now. */
export const castQueueLoad = () => line.queue.load
