import { AsyncLocalStorage } from 'node:async_hooks'
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { Database } from '~/db/client.server'

export type StatementCounter = {
  /** Wraps the server's request listener: statements sent on a request's behalf are counted for it. */
  serve: (listener: RequestListener) => RequestListener
  /** The statements of each request served so far, in the order the requests arrived. */
  perRequest: () => string[][]
  stop: () => void
}

/**
 * Records every statement sent to the test database, BEGIN, COMMIT and savepoints included, below Drizzle
 * (whose logger sees neither those nor the driver's own). PGlite: each Parse message (one per query()) and
 * each simple Query message (exec(), BEGIN, COMMIT) handed to its wire protocol. PostgreSQL
 * (TEST_DATABASE_URL): each query() on a client the pool hands out, which is what the pool and Drizzle call.
 * A statement counts for the request whose async context sent it, even after the response went out; work
 * a timer does in the background (e.g. a batched rate-limit flush) counts for no request.
 */
export function countStatements(db: Database): StatementCounter {
  const client = (db as unknown as { $client: unknown }).$client
  const scope = new AsyncLocalStorage<string[]>()
  const requests: string[][] = []
  const record = (statement: string) => scope.getStore()?.push(statement)
  const serve =
    (listener: RequestListener): RequestListener =>
    (req: IncomingMessage, res: ServerResponse) => {
      const statements: string[] = []
      requests.push(statements)
      scope.run(statements, () => listener(req, res))
    }
  const perRequest = () => requests.map((statements) => [...statements])
  if (client instanceof pg.Pool) {
    // Each client as the pool hands it out: the pool's connect guard (postgres-pool.server.ts) gives every
    // client its own query(), bound when it connected, so a patch of pg.Client.prototype would miss the
    // clients that connected before the counter started.
    let counting = true
    const wrapped = new WeakSet<pg.PoolClient>()
    const wrap = (pooled: pg.PoolClient) => {
      if (wrapped.has(pooled)) return
      wrapped.add(pooled)
      const own = pooled.query as (...a: unknown[]) => unknown
      ;(pooled as { query: unknown }).query = (...args: unknown[]) => {
        const [config] = args as [string | { text?: string } | undefined]
        if (counting) record(typeof config === 'string' ? config : String(config?.text))
        return own.apply(pooled, args)
      }
    }
    client.on('acquire', wrap)
    const stop = () => {
      counting = false
      client.off('acquire', wrap)
    }
    return { serve, perRequest, stop }
  }
  const pglite = client as PGlite
  const original = pglite.execProtocolStream.bind(pglite)
  pglite.execProtocolStream = (message, options) => {
    const statement = statementOf(message)
    if (statement !== null) record(statement)
    return original(message, options)
  }
  return { serve, perRequest, stop: () => void (pglite.execProtocolStream = original) }
}

const PARSE = 0x50 // 'P', length, statement name\0, query\0, ...
const QUERY = 0x51 // 'Q', length, query\0

/** The SQL of a Parse or Query frontend message; null for Bind, Describe, Execute, Sync. */
function statementOf(message: Uint8Array): string | null {
  const kind = message[0]
  if (kind !== PARSE && kind !== QUERY) return null
  let start = 5
  if (kind === PARSE) start = message.indexOf(0, start) + 1
  return new TextDecoder().decode(message.subarray(start, message.indexOf(0, start)))
}
