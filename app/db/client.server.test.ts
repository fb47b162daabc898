import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { setupTestDatabase } from '../../tests/setup/test-database'
import { createPool } from './postgres-pool.server'
import { isDatabaseUnavailable } from './unavailable.server'

const t = setupTestDatabase()

describe('failed statements', () => {
  test('each one reaches the listeners once, in a transaction too; a statement that works does not', async () => {
    const heard: unknown[] = []
    const stop = t.handle.onQueryError((error) => heard.push(error))
    try {
      await t.db.execute(sql`select 1`)
      expect(heard).toEqual([])
      await expect(t.db.execute(sql`select * from no_such_table`)).rejects.toThrow()
      expect(heard).toHaveLength(1)
      expect(String(heard[0])).toMatch(/no_such_table/)
      await expect(
        t.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`)
          await tx.execute(sql`select 1/0`)
        }),
      ).rejects.toThrow()
      expect(heard).toHaveLength(2)
      expect(String(heard[1])).toMatch(/division by zero/)
    } finally {
      stop()
    }
    await expect(t.db.execute(sql`select * from no_such_table`)).rejects.toThrow()
    expect(heard).toHaveLength(2)
  })

  test('the connections: PGlite its one, PostgreSQL the pool’s open, idle and waiting', async () => {
    await t.db.execute(sql`select 1`)
    const counts = t.handle.connections()
    if (t.handle.driver === 'pglite') expect(counts).toEqual({ open: 1 })
    else {
      expect(counts.open).toBeGreaterThanOrEqual(1)
      expect(counts.idle).toBe(counts.open)
      expect(counts.waiting).toBe(0)
    }
  })
})

test('a PostgreSQL pool reports a connection it could not open', async () => {
  const heard: unknown[] = []
  // Nothing listens on port 1: the connection is refused at once.
  const pool = createPool('postgres://nobody@127.0.0.1:1/none', 1, undefined, (error) => heard.push(error))
  try {
    await expect(pool.query('select 1')).rejects.toThrow()
    await expect(pool.connect()).rejects.toThrow()
    expect(heard).toHaveLength(2)
    expect(heard.every(isDatabaseUnavailable)).toBe(true)
  } finally {
    await pool.end()
  }
})
