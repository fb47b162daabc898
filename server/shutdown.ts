import type { Server } from 'node:http'
import type { Logger } from 'pino'

const DRAIN_TIMEOUT_MS = 10_000
/**
 * How long the listener stays open after the signal, answering /healthz with 503 (issue 14): a load balancer
 * that checks now sees an instance going away, not a refused connection. Requests that arrive meanwhile are
 * served, with `Connection: close`.
 */
const DRAIN_GRACE_MS = 1_000

/**
 * On SIGTERM or SIGINT: report draining at /healthz, stop accepting connections after a short grace, let
 * requests in flight finish (up to 10 s from the signal), then run the cleanups (close the database,
 * release DATA_DIR) and exit.
 */
export function handleShutdown(options: {
  server: Server
  logger: Logger
  onDrain: () => void
  cleanup: () => Promise<void>
}) {
  const { server, logger } = options
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down: finishing requests in flight')
    options.onDrain()
    const timer = setTimeout(() => {
      logger.warn('requests still open after the drain timeout; closing their connections')
      server.closeAllConnections()
    }, DRAIN_TIMEOUT_MS)
    await new Promise((resolve) => setTimeout(resolve, DRAIN_GRACE_MS))
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeIdleConnections()
    await closed
    clearTimeout(timer)
    try {
      await options.cleanup()
      logger.info('shut down cleanly')
      process.exitCode = 0
    } catch (error) {
      logger.error({ err: error }, 'error while shutting down')
      process.exitCode = 1
    }
    logger.flush()
    setImmediate(() => process.exit())
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}
