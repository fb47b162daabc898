import { randomBytes } from 'node:crypto'
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

/** Sets the security headers of every response and leaves the nonce in res.locals.cspNonce. */
export function securityHeaders(options: CspOptions): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(18).toString('base64')
    res.locals.cspNonce = nonce
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, options))
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
