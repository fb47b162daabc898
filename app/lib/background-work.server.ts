import { AsyncResource } from 'node:async_hooks'
import { processWide } from './process-wide'

// Work a request hands off so that its answer neither waits for it nor tells anything by how long it
// took: "Lost your link?" answers an address on no roll exactly as it answers one on a roll, because the
// roll is looked at only here, after the answer. One job at a time, in the order queued, in this process
// (nothing is stored: a job lost to a crash is asked for again by the person who wanted it; a graceful
// stop waits for the queue, see server/app.ts).

export type BackgroundJob = {
  run: () => Promise<unknown>
  /** A failed job is the caller's to log; the queue goes on with the next. */
  onError: (error: unknown) => void
}

/** Enough for a burst far above what the per-address limits let in; past it a request is refused. */
export const MAX_WAITING_JOBS = 1_000

// One queue per process (process-wide.ts): server/app.ts waits for it at a graceful stop from its own copy.
const queue = processWide('background-work', () => ({
  waiting: [] as BackgroundJob[],
  draining: null as Promise<void> | null,
}))
const { waiting } = queue

// Made when this module loads, outside any request: jobs run in its async context, not in that of the
// request that queued them, so nothing tied to a request's context (its logger's fields, a test's
// statement counter) sees them as part of it.
const detached = new AsyncResource('background-work')

async function drain() {
  for (let job = waiting.shift(); job; job = waiting.shift()) {
    try {
      await job.run()
    } catch (error) {
      try {
        job.onError(error)
      } catch {
        // A report that fails must not stop the jobs behind it.
      }
    }
  }
  queue.draining = null
}

/**
 * Queues a job to start after the current request's answer has gone; false when the queue is full (the
 * caller answers 503 then, the same for everyone). Synchronous: the caller does no work of its own here.
 */
export function runInBackground(job: BackgroundJob): boolean {
  if (waiting.length >= MAX_WAITING_JOBS) return false
  waiting.push(job)
  queue.draining ??= detached.runInAsyncScope(
    () => new Promise<void>((resolve) => setImmediate(() => void drain().then(resolve))),
  )
  return true
}

/** Resolves once every job queued so far (and any they queue) has finished: for a graceful stop and tests. */
export async function backgroundWorkSettled(): Promise<void> {
  while (queue.draining) await queue.draining
}
