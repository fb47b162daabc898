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
    config: { reviewUrl: 'https://maps.example.com/review', chatwoot: null },
    hashKey: 'test-hash-key-that-is-long-enough-123',
    formRateLimitPerHour: 10,
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
