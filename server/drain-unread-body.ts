import type { RequestHandler } from 'express'

/** How much of an unread request body is read and dropped after its answer. */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024
/** How long the client may send nothing before the connection is cut. */
export const DRAIN_IDLE_MS = 10_000

/**
 * A lingering close for answers sent before the request's body was read (a 429 before an upload). Closing the
 * connection while the client is still sending makes the kernel reset it, and the client then sees
 * "connection reset" instead of the answer. So the rest of the body is read and dropped, chunk by chunk,
 * never kept: memory stays flat. A client that sends more than `maxBytes`, or pauses for longer than `idleMs`,
 * is cut off. The limit is on silence, not on the whole upload: a 20 MB file on a slow home connection takes
 * longer than any fixed time, and its sender must still read why it was refused. Node's own `requestTimeout`
 * (300 s by default) bounds the whole request.
 */
export function drainUnreadBodyWith({
  maxBytes = DRAIN_MAX_BYTES,
  idleMs = DRAIN_IDLE_MS,
} = {}): RequestHandler {
  return (req, res, next) => {
    res.once('finish', () => {
      if (req.complete || req.destroyed) return
      // The app's body stream (if it made one) stops receiving: nothing of the rest is queued.
      req.removeAllListeners('data')
      let dropped = 0
      const cutOff = () => req.socket.destroy()
      const timer = setTimeout(cutOff, idleMs)
      timer.unref()
      req.on('data', (chunk: Buffer) => {
        dropped += chunk.length
        if (dropped > maxBytes) cutOff()
        else timer.refresh()
      })
      req.once('close', () => clearTimeout(timer))
      req.resume()
    })
    next()
  }
}

export const drainUnreadBody = drainUnreadBodyWith()
