import { randomFillSync } from 'node:crypto'
import type { RequestHandler } from 'express'

export type CspOptions = { dev: boolean; chatwootOrigin?: string }

/** The Content-Security-Policy for one response: scripts run only from our origin or with its nonce. */
export function contentSecurityPolicy(nonce: string, options: CspOptions): string {
  const chat = options.chatwootOrigin ? ` ${options.chatwootOrigin}` : ''
  const directives = [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}'${chat}`,
    `style-src 'self' 'unsafe-inline'${chat}`,
    `img-src 'self' data: blob:${chat}`,
    `font-src 'self'${chat}`,
    `connect-src 'self'${chat}${options.dev ? ' ws: wss:' : ''}`,
    `frame-src 'self'${chat}`,
    `frame-ancestors 'self'`,
    `form-action 'self'`,
    `base-uri 'self'`,
    `object-src 'none'`,
    `manifest-src 'self'`,
    `worker-src 'self' blob:`,
  ]
  return directives.join('; ')
}

const NONCE_BYTES = 18
const POOL_NONCES = 256

/**
 * Nonces of 18 random bytes, cut from a pool filled 256 at a time: the same randomness as one
 * randomBytes(18) per response, for a 256th of the calls into the system's generator (issue 16).
 */
function nonceSource(): () => string {
  const pool = Buffer.alloc(NONCE_BYTES * POOL_NONCES)
  let next = POOL_NONCES
  return () => {
    if (next === POOL_NONCES) {
      randomFillSync(pool)
      next = 0
    }
    const start = next++ * NONCE_BYTES
    return pool.toString('base64', start, start + NONCE_BYTES)
  }
}

/** Sets the security headers of every response and leaves the nonce in res.locals.cspNonce. */
export function securityHeaders(options: CspOptions): RequestHandler {
  const nextNonce = nonceSource()
  // The policy is the same for every response but its nonce: built once, around a marker.
  const [before, after] = contentSecurityPolicy('\u0000', options).split('\u0000') as [string, string]
  return (req, res, next) => {
    const nonce = nextNonce()
    res.locals.cspNonce = nonce
    res.setHeader('Content-Security-Policy', before + nonce + after)
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('X-Frame-Options', 'SAMEORIGIN')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()')
    res.removeHeader('X-Powered-By')
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    next()
  }
}
