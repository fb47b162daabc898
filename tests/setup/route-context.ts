import { sql } from 'drizzle-orm'
import { pino } from 'pino'
import type { AppLoadContext } from 'react-router'
import type { Database } from '~/db/client.server'

/** What the Express server hands a loader or action (app/load-context.ts), for calling routes directly. */
export function routeContext(db: Database, overrides: Partial<AppLoadContext> = {}): AppLoadContext {
  return {
    db,
    logger: pino({ level: 'silent' }),
    requestId: 'test-request',
    cspNonce: '',
    clientIp: '203.0.113.10',
    origin: 'http://127.0.0.1',
    publicOrigin: 'http://127.0.0.1',
    config: { reviewUrl: 'https://maps.example.com/review', chatwoot: null },
    hashKey: 'test-hash-key-that-is-long-enough-123',
    formRateLimitPerHour: 10,
    llm: null,
    backups: null,
    ...overrides,
  }
}

/** A route module's loader or action called as React Router would, with a real Request. */
export function callRoute<A extends { request: Request; context: AppLoadContext }>(
  handler: (args: A) => Response | Promise<Response>,
  request: Request,
  context: AppLoadContext,
): Promise<Response> {
  return Promise.resolve(handler({ request, context, params: {} } as unknown as A))
}

/**
 * A POST of JSON to one endpoint's action, as the browser sends it: an object is serialised, a string goes as
 * it is (to send broken JSON). Each call gets a fresh context with the given overrides.
 */
export function jsonPoster<A extends { request: Request; context: AppLoadContext }>(
  handler: (args: A) => Response | Promise<Response>,
  path: string,
  db: () => Database,
) {
  return (body: unknown, overrides: Partial<AppLoadContext> = {}) =>
    callRoute(
      handler,
      new Request(`http://127.0.0.1${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      routeContext(db(), overrides),
    )
}

/** How many rows a table holds now. */
export async function countRows(db: Database, table: string): Promise<number> {
  const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as {
    rows: Array<{ n: number }>
  }
  return Number(result.rows[0]!.n)
}

/** The rows a query answers, typed as the test expects them (either driver's result has `rows`). */
export async function queryRows<T = Record<string, unknown>>(
  db: Database,
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}
