import { describe, expect, test } from 'vitest'
import { contentSecurityPolicy } from './security-headers'

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

describe('contentSecurityPolicy and the chat', () => {
  test('without Chatwoot nothing outside our origin may run, frame or connect', () => {
    const csp = contentSecurityPolicy('abc', { dev: false })
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'nonce-abc'"])
    expect(directive(csp, 'frame-src')).toEqual(["'self'"])
    expect(directive(csp, 'connect-src')).toEqual(["'self'"])
  })

  test('with Chatwoot its origin may serve the SDK script, the widget frame and the connections', () => {
    const csp = contentSecurityPolicy('abc', { dev: false, chatwootOrigin: 'https://chat.example.com' })
    for (const name of ['script-src', 'frame-src', 'connect-src'])
      expect(directive(csp, name)).toContain('https://chat.example.com')
    expect(directive(csp, 'script-src')).toContain("'nonce-abc'")
  })
})
