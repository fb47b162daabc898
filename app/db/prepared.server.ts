import type { SQL } from 'drizzle-orm'
import type { DbOrTransaction } from './client.server'

// A hot statement run by name: node-postgres parses and plans it once per connection and after that sends
// only its parameters; PGlite, in this process, runs it as any other query. Drizzle's own `.prepare(name)`
// covers its query builder only, and the statements that need this (the cast, app/features/elections/
// link-cast.server.ts) are plain SQL: so this hands the SQL to the same prepared query Drizzle builds.

type Internals = {
  dialect: { sqlToQuery: (query: SQL) => unknown }
  session: {
    prepareQuery: (
      query: unknown,
      fields: undefined,
      name: string,
      arrayMode: false,
    ) => { execute: () => Promise<unknown> }
  }
}

/** Runs `query` as the prepared statement `name`: one name for one SQL text, whatever its parameters. */
export async function executePrepared<Row>(
  db: DbOrTransaction,
  name: string,
  query: SQL,
): Promise<{ rows: Row[] }> {
  const { dialect, session } = db as unknown as Internals
  return (await session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute()) as {
    rows: Row[]
  }
}
