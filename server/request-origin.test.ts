import { describe, expect, test } from 'vitest'
import { requestOrigin } from './request-origin'

describe('the origin a request names', () => {
  test('a host name, an address or a bracketed IPv6 address, with a port or not', () => {
    expect(requestOrigin('https', 'Hoa.Example.com', 3000)).toBe('https://hoa.example.com')
    expect(requestOrigin('http', '127.0.0.1:3210', 3000)).toBe('http://127.0.0.1:3210')
    expect(requestOrigin('http', '[::1]:8080', 3000)).toBe('http://[::1]:8080')
  })

  test('anything else a client could send is not written into a page: localhost instead', () => {
    for (const host of [
      undefined,
      '',
      'evil.example"><script>alert(1)</script>',
      "a'b.example",
      'a b.example',
      'user@evil.example',
      'evil.example/path',
      'x'.repeat(300),
      '-leading.example',
    ])
      expect(requestOrigin('http', host, 3000)).toBe('http://localhost:3000')
  })
})
