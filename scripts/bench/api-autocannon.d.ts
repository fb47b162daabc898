// The part of autocannon 9 (which ships no types) that `npm run bench` uses; see its README.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  export type AutocannonRequest = {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string | Buffer
    /** Called before each send of this request; answers the request to send. */
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest
    onResponse?: (status: number, body: string) => void
  }

  export type Options = {
    url: string
    connections?: number
    /** Seconds; ignored when `amount` is set. */
    duration?: number
    amount?: number
    timeout?: number
    requests?: AutocannonRequest[]
  }

  export type Result = {
    /** Seconds from the first request to the end. */
    duration: number
    errors: number
    timeouts: number
    non2xx: number
  }

  export type Instance = EventEmitter &
    PromiseLike<Result> & {
      stop: () => void
    }

  export default function autocannon(options: Options): Instance
}
