import type { RequestHandler } from 'express'

/** How much of an unread request body is read and dropped after its answer, and for how long. */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024
export const DRAIN_MAX_MS = 10_000

/**
 * A lingering close for answers sent before the request's body was read (a 429 before an upload, issue 14
 * item 5). Closing the connection while the client is still sending makes the kernel reset it, and the
 * client then sees "connection reset" instead of the answer. So the rest of the body is read and dropped,
 * chunk by chunk, never kept: memory stays flat, and a client that sends more than DRAIN_MAX_BYTES or for
 * longer than DRAIN_MAX_MS is cut off.
 */
export const drainUnreadBody: RequestHandler = (req, res, next) => {
  res.once('finish', () => {
    if (req.complete || req.destroyed) return
    // The app's body stream (if it made one) stops receiving: nothing of the rest is queued.
    req.removeAllListeners('data')
    let dropped = 0
    const cutOff = () => req.socket.destroy()
    const timer = setTimeout(cutOff, DRAIN_MAX_MS)
    timer.unref()
    req.on('data', (chunk: Buffer) => {
      dropped += chunk.length
      if (dropped > DRAIN_MAX_BYTES) cutOff()
    })
    req.once('close', () => clearTimeout(timer))
    req.resume()
  })
  next()
}
