import { Transform } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { NonceContext } from '~/components/nonce'
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
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
          const body = lowPriorityModulePreloads()
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
  if (request.signal.aborted) return
  const logger = (context as AppLoadContext | undefined)?.logger
  if (logger) logger.error({ err: error, url: request.url }, 'unhandled error in a loader, action or render')
  else console.error(error)
}

/**
 * The script preloads React Router writes into <head> ask for the hydration code at high priority, ahead of the
 * stylesheet and fonts the first paint waits for. The page is server-rendered and readable without them, so they
 * are marked `fetchpriority="low"`: on a slow phone connection the first paint comes first, hydration right after.
 * The head is rewritten once, when it is complete; the rest of the document streams through untouched.
 */
function lowPriorityModulePreloads(): Transform {
  let head: Buffer = Buffer.alloc(0)
  let done = false
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk)
      head = Buffer.concat([head, chunk])
      const end = head.indexOf('</head>')
      if (end === -1) return callback()
      done = true
      const rewritten = head
        .subarray(0, end)
        .toString('utf8')
        .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')
      callback(null, Buffer.concat([Buffer.from(rewritten), head.subarray(end)]))
    },
    flush(callback) {
      callback(null, done ? undefined : head)
    },
  })
}
