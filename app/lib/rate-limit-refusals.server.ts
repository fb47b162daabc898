import { AsyncLocalStorage } from 'node:async_hooks'
import { processWide } from './process-wide'

/**
 * Who hears that a limit refused the request in progress: the metrics of the app serving it, which runs
 * each request inside `countRefusals`. Tied to the request's async context, so two apps in one process
 * (tests) each count their own. One store for the process (process-wide.ts): the server and the app React
 * Router builds each hold a copy of this module, and a refusal noted in either must reach the app.
 */
const scope = processWide('rate-limit-refusals', () => new AsyncLocalStorage<(limiter: string) => void>())

/** Runs `next` (the rest of a request) with `onRefusal` hearing each limit that refuses it. */
export function countRefusals<T>(onRefusal: (limiter: string) => void, next: () => T): T {
  return scope.run(onRefusal, next)
}

/** The request in progress is answered 429 by the limit named (a rule's name, such as `chat`). */
export function noteRefusal(limiter: string): void {
  scope.getStore()?.(limiter)
}
