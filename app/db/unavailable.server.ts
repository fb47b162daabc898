import { apiError } from '~/lib/api-error.server'
import type { AppError } from '~/lib/errors'

/** How long a client is asked to wait (Retry-After) while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 10

// Socket failures between this process and PostgreSQL (Node's errno codes), including DNS that fails for now.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

// PostgreSQL SQLSTATEs (Appendix A of its manual) that mean "not now" rather than "never": 57P01-57P03 admin
// or crash shutdown and "cannot connect now" (starting up, recovery), 57014 a statement cancelled (our
// statement_timeout), 53300 too many connections. Class 08 (connection exceptions) is matched by prefix.
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '57014', '53300'])

// node-postgres and pg-pool report their own timeouts and lost connections as plain Errors without a code.
const DRIVER_MESSAGES = [
  /^Query read timeout$/,
  /^timeout expired$/,
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated\b/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
]

function matches(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
  )
    return true
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))
}

/**
 * Whether an error means the database cannot be reached or answer right now, anywhere in its cause chain
 * (Drizzle wraps the driver's error in a DrizzleQueryError with the original as `cause`; a failed
 * connection to several addresses is an AggregateError).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>()
  const pending = [error]
  while (pending.length > 0 && seen.size < 32) {
    const next = pending.pop()
    if (typeof next !== 'object' || next === null || seen.has(next)) continue
    seen.add(next)
    if (matches(next)) return true
    pending.push((next as { cause?: unknown }).cause)
    if (next instanceof AggregateError) pending.push(...(next.errors as unknown[]))
  }
  return false
}

/** The one expected failure for all of those: a 503 a person can read, with Retry-After. */
export function databaseUnavailableError(): AppError {
  return apiError('database_unavailable', 503, 'unavailable', undefined, {
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
  })
}

/** The 503 AppError when `error` means the database is unavailable for now, otherwise undefined. */
export function asDatabaseUnavailable(error: unknown): AppError | undefined {
  return isDatabaseUnavailable(error) ? databaseUnavailableError() : undefined
}
