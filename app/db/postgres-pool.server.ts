import pg from 'pg'
import { isDatabaseUnavailable } from './unavailable.server'

/*
 * Issue 14: a PostgreSQL that accepts connections and never answers used to hold a start, a request or a
 * shutdown forever. Every wait on the server now has a bound, so a request fails in seconds (a 503 with
 * Retry-After) and the pool heals by itself once the server answers again.
 */

/** Opening a connection, or waiting for a free one in a full pool. */
export const CONNECT_TIMEOUT_MS = 5_000
/** One statement, ended by the server itself. A 10,000-unit roll import takes about 3 s in all. */
export const STATEMENT_TIMEOUT_MS = 10_000
/** The same wait measured here, for a server that does not answer at all; longer, so the server's own cancel wins. */
export const QUERY_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 2_000
/** A transaction left open between statements (a stalled process) loses its locks after this. */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000
/** Migrations at start may rewrite big tables, and instances wait on the migration lock while one migrates. */
export const MIGRATION_TIMEOUT_MS = 10 * 60_000
/** How long a start waits for PostgreSQL to accept and answer its first connection. */
export const START_WAIT_MS = 20_000
/** A client's goodbye: past this, its socket is destroyed rather than waiting for the server to close it. */
export const END_TIMEOUT_MS = 3_000

export function connectionOptions(url: string, statementTimeoutMs = STATEMENT_TIMEOUT_MS): pg.ClientConfig {
  return {
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + (QUERY_TIMEOUT_MS - STATEMENT_TIMEOUT_MS),
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    // Lets the operating system notice a peer that vanished without closing (a dead host, a dropped route).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  }
}

/** `host:port/database` of a PostgreSQL URL, never its user or password: safe to print and log. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`
  } catch {
    return '(an unreadable URL)'
  }
}

type Checked = pg.PoolClient & { _queryable?: boolean }

/**
 * A query that timed out is still on the wire, so its connection answers nothing else, yet pg-pool takes a
 * client back without an error as healthy (Drizzle's transaction releases that way, and when `begin` itself
 * fails it never releases at all). So a client whose connection broke or whose query timed out leaves the
 * pool at once: released with the error, which ends its socket; the holder's own release becomes a no-op.
 */
function guardClient(client: Checked, onQueryError: (error: unknown) => void) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  const check = (error: unknown) => {
    onQueryError(error)
    const broken =
      (error as Error | undefined)?.message === 'Query read timeout' || client._queryable === false
    if (!broken) return
    const release = client.release
    client.release = () => {}
    try {
      release.call(client, error instanceof Error ? error : new Error(String(error)))
    } catch {
      // pg-pool's own 'error' listener released it first (the connection broke before the query's callback
      // ran); a second release throws "already released", which here would be uncaught and stop the process.
    }
  }
  ;(client as { query: unknown }).query = (...args: unknown[]) => {
    const last = args.length - 1
    const callback = args[last]
    if (last > 0 && typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        if (error) check(error)
        ;(callback as (error: unknown, result: unknown) => void)(error, result)
      }
      return query(...args)
    }
    const result = query(...args)
    if (!(result instanceof Promise)) return result
    return result.catch((error: unknown) => {
      check(error)
      throw error
    })
  }
}

/**
 * `onQueryError` hears every statement that failed on a connection of the pool, and every connection the
 * pool could not open or hand out in time (pool.query takes its connection through pool.connect too).
 */
export function createPool(
  url: string,
  max: number,
  statementTimeoutMs = STATEMENT_TIMEOUT_MS,
  onQueryError: (error: unknown) => void = () => {},
): pg.Pool {
  const pool = new pg.Pool({ ...connectionOptions(url, statementTimeoutMs), max })
  // An idle connection the server ends (a restart, a failover, an administrator) is re-emitted by the pool as
  // 'error'; unheard, that event would stop the process. The pool has already dropped that connection and the
  // next query opens a new one, so there is nothing else to do (node-postgres' documented advice).
  pool.on('error', () => {})
  pool.on('connect', (client) => guardClient(client as Checked, onQueryError))
  reportConnectFailures(pool, onQueryError)
  return pool
}

function reportConnectFailures(pool: pg.Pool, onError: (error: unknown) => void) {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown
  ;(pool as { connect: unknown }).connect = (...args: unknown[]) => {
    const [callback] = args
    if (typeof callback === 'function')
      return connect((error: unknown, ...rest: unknown[]) => {
        if (error) onError(error)
        ;(callback as (...a: unknown[]) => void)(error, ...rest)
      })
    return (connect() as Promise<pg.PoolClient>).catch((error: unknown) => {
      onError(error)
      throw error
    })
  }
}

/** PostgreSQL did not accept and answer a first connection in time; the message names DATABASE_URL. */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError'
}

/**
 * Waits up to `waitMs` for a connection that answers (a database starting beside the app takes a few
 * seconds), each attempt on a client of its own whose connect timeout ends with the wait. Any other failure,
 * such as a wrong password or database name, ends the wait at once.
 */
export async function waitForPostgres(url: string, waitMs = START_WAIT_MS): Promise<void> {
  const deadline = Date.now() + waitMs
  const where = `PostgreSQL at DATABASE_URL (${describePostgresUrl(url)})`
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({
      ...connectionOptions(url),
      connectionTimeoutMillis: Math.max(1, Math.min(CONNECT_TIMEOUT_MS, deadline - Date.now())),
      query_timeout: Math.max(1, Math.min(QUERY_TIMEOUT_MS, deadline - Date.now())),
    })
    client.on('error', () => {}) // the attempt's own promise reports it
    try {
      await client.connect()
      await client.query('select 1')
      return
    } catch (error) {
      if (!isDatabaseUnavailable(error))
        throw new DatabaseUnreachableError(`${where} did not accept the connection: ${reasonOf(error)}`, {
          cause: error,
        })
      if (Date.now() + RETRY_DELAY_MS >= deadline)
        throw new DatabaseUnreachableError(
          `${where} did not answer within ${Math.round(waitMs / 1000)} s (${attempt} attempts; the last: ` +
            `${reasonOf(error)}). Check DATABASE_URL, and that the server is running and reachable from here.`,
          { cause: error },
        )
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
    } finally {
      await endClient(client)
    }
  }
}

/**
 * Ends a client's session, bounded: `client.end()` sends its goodbye and waits for the server to close the
 * socket, which a server or network that stopped answering never does, and that would hold a start forever.
 */
export async function endClient(client: pg.Client, waitMs = END_TIMEOUT_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, waitMs, 'late')))
  const ended = client.end().then(
    () => 'ended' as const,
    () => 'ended' as const,
  )
  if ((await Promise.race([ended, late])) === 'late')
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy()
  clearTimeout(timer)
}

const RETRY_DELAY_MS = 1_000

function reasonOf(error: unknown): string {
  const { message, code } = (error ?? {}) as { message?: string; code?: string }
  // A connection refused on every address of a name is an AggregateError with an empty message.
  return message || code || String(error)
}

/** PostgreSQL answered the first connection, then stopped answering while the start migrated or seeded. */
export function stoppedAnsweringAtStart(url: string, error: unknown): DatabaseUnreachableError {
  return new DatabaseUnreachableError(
    `PostgreSQL at DATABASE_URL (${describePostgresUrl(url)}) stopped answering during the start: ` +
      `${reasonOf(error)}. Check the server, then start again.`,
    { cause: error },
  )
}
