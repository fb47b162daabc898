import type net from 'node:net'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { PostgresProxy } from '../../tests/setup/postgres-proxy'
import { MIGRATIONS } from '../../tests/setup/test-database'
import { openPostgres } from './client.server'
import { createPool, DatabaseUnreachableError, endClient, waitForPostgres } from './postgres-pool.server'
import { isDatabaseUnavailable } from './unavailable.server'

// Only against a PostgreSQL server (CI's second pass sets TEST_DATABASE_URL); PGlite has no connections to end.
describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL connection the server ends', () => {
  test('does not stop the process, and the next query opens a new connection', async () => {
    const url = process.env.TEST_DATABASE_URL!
    const handle = await openPostgres(url, { max: 2 })
    const unhandled: unknown[] = []
    const onUncaught = (error: unknown) => unhandled.push(error)
    process.on('uncaughtException', onUncaught)
    try {
      const pool = (handle.db as unknown as { $client: pg.Pool }).$client
      const client = await pool.connect()
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid')
      client.release() // idle in the pool now
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid])
      await admin.end()
      await new Promise((resolve) => setTimeout(resolve, 200))
      const { rows: after } = await pool.query<{ one: number }>('select 1 as one')
      expect(after[0]!.one).toBe(1)
      expect(unhandled).toEqual([])
    } finally {
      process.off('uncaughtException', onUncaught)
      await handle.close()
    }
  })
})

// Issue 14: the pool against a server that stops answering, through a proxy in front of the real one.
describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL server that stops answering', () => {
  // Collected even when skipped, so without TEST_DATABASE_URL these must not throw.
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://skipped@127.0.0.1:5432/none'
  const target = new URL(url)
  const proxy = new PostgresProxy({ host: target.hostname, port: Number(target.port || 5432) })
  const pools: pg.Pool[] = []
  // Short timeouts keep the file quick: statements end after 0.5 s, unanswered queries after 2.5 s.
  const open = (max = 1) => {
    const pool = createPool(proxy.url(url), max, 500)
    pools.push(pool)
    return { pool, db: drizzle(pool) }
  }
  const seconds = async (run: () => Promise<unknown>) => {
    const startedAt = Date.now()
    const error = await run().then(
      () => undefined,
      (caught: unknown) => caught,
    )
    return { error, seconds: (Date.now() - startedAt) / 1000 }
  }

  beforeAll(() => proxy.start())
  afterEach(() => proxy.restore())
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end().catch(() => {})))
    await proxy.stop()
  })

  test('a transaction whose statement gets no answer fails in seconds and leaves no stuck connection', async () => {
    const { db } = open()
    await db.execute(sql`select 1`)
    const { error, seconds: took } = await seconds(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`)
        proxy.blackHole()
        await tx.execute(sql`select 2`)
      }),
    )
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(took).toBeLessThan(4) // one unanswered statement (2.5 s), not a second one for the rollback
    await proxy.restore()
    // The one connection of the pool answers at once: the silent one was not given back.
    const { error: after, seconds: next } = await seconds(() => db.execute(sql`select 1`))
    expect(after).toBeUndefined()
    expect(next).toBeLessThan(1)
  })

  test('a transaction whose begin gets no answer gives its connection back to nobody', async () => {
    const { pool, db } = open()
    await db.execute(sql`select 1`) // one idle connection, reused by the transaction
    proxy.blackHole()
    const { error } = await seconds(() => db.transaction(async (tx) => tx.execute(sql`select 1`)))
    expect(isDatabaseUnavailable(error)).toBe(true)
    await proxy.restore()
    // Drizzle never releases a client whose `begin` failed; a leaked one would fill this pool of one.
    expect(await seconds(() => db.execute(sql`select 1`))).toMatchObject({ error: undefined })
    expect(pool.totalCount).toBe(1)
  })

  test('a statement past the statement timeout is cancelled by the server itself', async () => {
    const { db } = open()
    const { error, seconds: took } = await seconds(() => db.execute(sql`select pg_sleep(2)`))
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('57014')
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(took).toBeLessThan(1.5)
    expect(await seconds(() => db.execute(sql`select 1`))).toMatchObject({ error: undefined })
  })

  test('a start waits for the server, and gives up in time naming DATABASE_URL but not the password', async () => {
    const secret = new URL(proxy.url(url))
    secret.password = 'not-a-real-password'
    proxy.blackHole()
    const silent = await seconds(() => waitForPostgres(secret.toString(), 2_000))
    expect(silent.error).toBeInstanceOf(DatabaseUnreachableError)
    expect(silent.seconds).toBeLessThan(3)
    const message = (silent.error as Error).message
    expect(message).toContain(`DATABASE_URL (127.0.0.1:${proxy.port}${target.pathname})`)
    expect(message).not.toContain('not-a-real-password')

    await proxy.refuse()
    const refused = await seconds(() => waitForPostgres(secret.toString(), 2_000))
    expect((refused.error as Error).message).toMatch(
      /did not answer within 2 s \(\d+ attempts; the last: .*ECONNREFUSED/,
    )

    // The server coming up while the start waits is found on a later attempt.
    setTimeout(() => void proxy.restore(), 1_500)
    expect(await seconds(() => waitForPostgres(proxy.url(url), 10_000))).toMatchObject({ error: undefined })
  })

  /** A wait that never ends fails the test with a sentence, not at the test's own timeout. */
  async function settles<T>(what: string, run: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} is still waiting after 20 s`)), 20_000)
    })
    return Promise.race([run, limit]).finally(() => clearTimeout(timer))
  }

  test('a server that never closes the start-up probe does not hold the start', async () => {
    proxy.holdGoodbyes()
    await settles('waitForPostgres', waitForPostgres(proxy.url(url), 2_000))
  })

  test('a goodbye the server never answers ends with the socket destroyed', async () => {
    const client = new pg.Client({ connectionString: proxy.url(url) })
    await client.connect()
    proxy.holdGoodbyes()
    await settles('endClient', endClient(client, 500))
    expect((client as unknown as { connection: { stream: net.Socket } }).connection.stream.destroyed).toBe(
      true,
    )
  })

  test('nor does the migration client, when the server never closes it after migrating', async () => {
    const name = `hoa_held_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const fresh = new URL(proxy.url(url))
    fresh.pathname = `/${name}`
    proxy.holdGoodbyes()
    const handle = await settles('openPostgres', openPostgres(fresh.toString(), { max: 1 }))
    try {
      await settles('the migration', handle.migrate(MIGRATIONS))
      const applied = (await handle.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as { rows: Array<{ n: number }> }
      expect(applied.rows[0]!.n).toBeGreaterThan(0)
    } finally {
      await handle.close()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  }, 60_000)

  test('a start with a wrong database name stops at once', async () => {
    const wrong = new URL(proxy.url(url))
    wrong.pathname = '/no_such_database_here'
    const { error, seconds: took } = await seconds(() => waitForPostgres(wrong.toString(), 10_000))
    expect((error as Error).message).toMatch(
      /did not accept the connection: database "no_such_database_here" does not exist/,
    )
    expect(took).toBeLessThan(2)
  })
})
