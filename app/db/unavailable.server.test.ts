import net from 'node:net'
import { DrizzleQueryError } from 'drizzle-orm'
import pg from 'pg'
import { expect, test } from 'vitest'
import { AppError } from '~/lib/errors'
import { handleApi } from '~/lib/http.server'
import {
  asDatabaseUnavailable,
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from './unavailable.server'

const withCode = (code: string, message = 'from the server') => Object.assign(new Error(message), { code })
const wrapped = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error)

/** A real refusal from node-postgres: a port where nothing listens. */
async function refusedConnection(): Promise<unknown> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'nobody', database: 'none' })
  return client.connect().then(
    () => new Error('connected?'),
    (error: unknown) => error,
  )
}

test('a refused connection from the driver, as Drizzle wraps it, is "database unavailable"', async () => {
  const refused = await refusedConnection()
  expect((refused as { code?: string }).code).toBe('ECONNREFUSED')
  expect(isDatabaseUnavailable(refused)).toBe(true)
  expect(isDatabaseUnavailable(wrapped(refused))).toBe(true)
})

test.each([
  ['a reset socket', withCode('ECONNRESET', 'read ECONNRESET')],
  ['a timed-out socket', withCode('ETIMEDOUT')],
  ['a broken pipe', withCode('EPIPE')],
  ['a name that does not resolve for now', withCode('EAI_AGAIN')],
  ['a connection exception (class 08)', withCode('08006')],
  ['an administrator shutdown', withCode('57P01')],
  ['a crash shutdown', withCode('57P02')],
  ['a server still starting', withCode('57P03')],
  ['a statement cancelled by statement_timeout', withCode('57014')],
  ['too many connections', withCode('53300')],
  ["node-postgres' query timeout", new Error('Query read timeout')],
  ["node-postgres' connect timeout", new Error('timeout expired')],
  ["pg-pool's wait for a free connection", new Error('timeout exceeded when trying to connect')],
  ["pg-pool's connect timeout", new Error('Connection terminated due to connection timeout')],
  ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
  [
    'a client whose connection broke',
    new Error('Client has encountered a connection error and is not queryable'),
  ],
  ['a pool closed by a shutdown', new Error('Cannot use a pool after calling end on the pool')],
  ['every address refused', new AggregateError([withCode('ECONNREFUSED')], '')],
])('%s is "database unavailable", also deep in the cause chain', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(true)
  expect(isDatabaseUnavailable(wrapped(error))).toBe(true)
  expect(isDatabaseUnavailable(new Error('outer', { cause: wrapped(error) }))).toBe(true)
})

test.each([
  ['a unique violation', withCode('23505')],
  ['a syntax error', withCode('42601')],
  ['a wrong password', withCode('28P01')],
  ['a missing database', withCode('3D000')],
  ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ['an expected failure', new AppError('not_found', 404, 'Not here.')],
  ['a string', 'Query read timeout'],
  ['nothing', undefined],
])('%s is not', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(false)
  expect(isDatabaseUnavailable(wrapped(error))).toBe(false)
})

test('a cause chain that loops ends', () => {
  const a: Error = new Error('a')
  const b = new Error('b', { cause: a })
  Object.assign(a, { cause: b })
  expect(isDatabaseUnavailable(a)).toBe(false)
})

test('the answer is one readable 503 with Retry-After', () => {
  const error = asDatabaseUnavailable(wrapped(new Error('Query read timeout')))!
  expect(error).toBeInstanceOf(AppError)
  expect(error.status).toBe(503)
  expect(error.code).toBe('database_unavailable')
  expect(error.message).toMatch(/^The site is briefly unavailable.*try again in a few seconds\.$/)
  expect(error.extra.retryAfterSeconds).toBe(DATABASE_RETRY_AFTER_SECONDS)
  expect(asDatabaseUnavailable(new Error('a bug'))).toBeUndefined()
})

test('handleApi answers JSON 503 for an unreachable database and still throws a bug', async () => {
  const refused = await refusedConnection()
  const response = await handleApi(async () => {
    throw wrapped(refused)
  })
  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS))
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect((await response.json()).message).toMatch(/briefly unavailable/)
  const bug = new TypeError('a bug')
  await expect(
    handleApi(async () => {
      throw bug
    }),
  ).rejects.toBe(bug)
})
