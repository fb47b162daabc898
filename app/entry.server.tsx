import { createReadableStreamFromReadable } from '@react-router/node'
import { PassThrough } from 'node:stream'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { NonceContext } from '~/components/nonce'
import { databaseUnavailableError, isDatabaseUnavailable } from '~/db/unavailable.server'
import { CHAT_PAGE_PATH } from '~/features/chat/constants'
import { isBackOfficePath } from '~/lib/back-office'
import { deferHydration } from '~/lib/deferred-hydration.server'
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router'

export const streamTimeout = 5_000

/**
 * Requests (by their load context) whose loader or action failed because the database cannot be reached now.
 * handleError sees the driver's error; handleRequest gets only React Router's "Unexpected Server Error".
 */
const databaseUnavailable = new WeakSet<object>()
/** Marks the Response thrown for that second render, which handleError must not log as a bug. */
const RENDER_AGAIN = 'x-render-again'

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (databaseUnavailable.has(loadContext)) {
    const unavailable = databaseUnavailableError()
    // Throwing a Response makes React Router render again with it as a route error: a 503 page that says the
    // site is briefly unavailable, identical on the server and after hydration.
    if (responseStatusCode !== 503)
      throw Response.json(
        { message: unavailable.message },
        { status: 503, statusText: 'Service Unavailable', headers: { [RENDER_AGAIN]: '1' } },
      )
    responseHeaders.set('Retry-After', String(unavailable.extra.retryAfterSeconds))
    responseHeaders.set('Cache-Control', 'no-store')
  }
  const nonce = loadContext.cspNonce
  // Bots, prerendering and the page cache (server/page-cache.ts) wait for the whole document; people get
  // the shell as soon as it is ready.
  const waitForAll =
    isbot(request.headers.get('user-agent') ?? '') ||
    routerContext.isSpaMode ||
    request.headers.get('x-page-cache') === 'render'
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          const body = paintsBeforeHydration(request) ? deferHydration(nonce) : new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          // Pages may be personal or time-dependent: browsers revalidate, shared caches keep nothing.
          if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'private, no-cache')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) loadContext.logger.error({ err: error }, 'render error after the shell')
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (error instanceof Response && error.headers.has(RENDER_AGAIN)) return
  if (request.signal.aborted) return
  const logger = (context as AppLoadContext | undefined)?.logger
  // React Router's own answer to a request the client got wrong (a POST to a route without an action is
  // its 405): anyone can send one, so it is info, without a stack, like the server's other refusals.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger?.info({ status: error.status, reason: error.statusText }, 'request refused')
    return
  }
  if (context && isDatabaseUnavailable(error)) {
    databaseUnavailable.add(context)
    logger?.warn({ err: error, url: request.url }, 'database unavailable')
    return
  }
  if (logger) logger.error({ err: error, url: request.url }, 'unhandled error in a loader, action or render')
  else console.error(error)
}

/**
 * Pages whose content reads without JavaScript paint first and hydrate after (decision 0008). The back office
 * and the chat assistant's page (inside the chat dialog and widget) are applications: nothing on them works
 * before hydration, so they load their scripts at once, as React Router writes them.
 */
function paintsBeforeHydration(request: Request): boolean {
  const { pathname } = new URL(request.url)
  return !isBackOfficePath(pathname) && pathname !== CHAT_PAGE_PATH
}
