import pg from 'pg'
import { describe, expect, test } from 'vitest'
import { openPostgres } from './client.server'

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
