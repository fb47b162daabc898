import type { AppError } from './errors'

// A bounded line in front of work that needs one of a few database connections (the ballot cast, see
// app/features/elections/cast-queue.server.ts). Under a burst, requests wait their turn here rather than
// in the pool, whose wait for a connection ends in an error after 5 s; one is turned away only when its
// wait would pass `maxWaitMs`, judged from how long recent work took, or when it has waited that long.

export type AdmissionOptions = {
  /** How many run at once. */
  limit: number
  /** The longest a request waits for its turn. */
  maxWaitMs: number
  /** The refusal, built when one is turned away. */
  busy: () => AppError
}

type Waiter = { admit: () => void; timer: NodeJS.Timeout }

/**
 * Work starts in a later turn of the event loop, never in the microtasks of the request that asked. An
 * in-process database (PGlite) answers without real I/O, so work started inline runs to its end inside
 * the callback that read its request: one turn of the loop would then record every ballot that arrived
 * together, hundreds of them, a second or more in which no new connection is accepted (Node takes about
 * one a turn from the kernel's queue) and a voter who has just connected waits unseen, up to a minute.
 * Started through setImmediate, at most `limit` run in a turn and sockets are polled between.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

export class AdmissionQueue {
  private active = 0
  private readonly waiting: Waiter[] = []
  /** A moving average of how long one piece of work takes, in ms. */
  private serviceMs = 10

  constructor(private readonly options: AdmissionOptions) {}

  /** Runs `work` in its turn; throws `busy()` without running it when the wait would be too long. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.options.limit && this.waiting.length === 0) {
      this.active++
      await nextTurn()
    } else await this.wait()
    const started = performance.now()
    try {
      return await work()
    } finally {
      this.serviceMs = 0.9 * this.serviceMs + 0.1 * (performance.now() - started)
      const next = this.waiting.shift()
      if (next) {
        clearTimeout(next.timer)
        setImmediate(next.admit)
      } else this.active--
    }
  }

  /** How many are running and waiting now. */
  get load() {
    return { active: this.active, waiting: this.waiting.length }
  }

  private wait(): Promise<void> {
    const { limit, maxWaitMs, busy } = this.options
    const expectedMs = ((this.waiting.length + 1) / limit) * this.serviceMs
    if (expectedMs > maxWaitMs) return Promise.reject(busy())
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        // The slot passes from the one that finished to this one: `active` stays as it was.
        admit: () => resolve(),
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1)
          reject(busy())
        }, maxWaitMs),
      }
      this.waiting.push(waiter)
    })
  }
}
