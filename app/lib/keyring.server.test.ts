import { beforeEach, expect, test } from 'vitest'
import { derivedKey, installServerSecret, keyedHash, seal, secretFingerprint, unseal } from './keyring.server'

const SECRET = 'a-server-secret-that-is-long-enough-for-tests'

beforeEach(() => installServerSecret(SECRET))

test('a sealed value opens with the same purpose and context, and only then', () => {
  const sealed = seal('election-ballots:e1', Buffer.from('{"w":"1.5"}'), 'e1|RCPT')
  expect(sealed.toString('utf8')).not.toContain('1.5')
  expect(unseal('election-ballots:e1', sealed, 'e1|RCPT')?.toString()).toBe('{"w":"1.5"}')
  expect(unseal('election-ballots:e2', sealed, 'e1|RCPT')).toBeNull()
  expect(unseal('election-ballots:e1', sealed, 'e1|OTHER')).toBeNull()
  const flipped = Buffer.from(sealed)
  flipped[20] = flipped[20]! ^ 1
  expect(unseal('election-ballots:e1', flipped, 'e1|RCPT')).toBeNull()
  expect(unseal('election-ballots:e1', sealed.subarray(0, 10), 'e1|RCPT')).toBeNull()
})

test('the same plaintext sealed twice gives different bytes (a random nonce each time)', () => {
  const a = seal('p', Buffer.from('same'), 'c')
  const b = seal('p', Buffer.from('same'), 'c')
  expect(a.equals(b)).toBe(false)
})

test('another secret derives other keys, fingerprints and hashes, and cannot open what the first sealed', () => {
  const sealed = seal('p', Buffer.from('ballot'), 'c')
  const before = { key: derivedKey('p'), fingerprint: secretFingerprint(), hash: keyedHash('audit', 'x') }
  installServerSecret('another-server-secret-that-is-long-enough')
  expect(derivedKey('p').equals(before.key)).toBe(false)
  expect(secretFingerprint()).not.toBe(before.fingerprint)
  expect(keyedHash('audit', 'x')).not.toBe(before.hash)
  expect(unseal('p', sealed, 'c')).toBeNull()
  installServerSecret(SECRET)
  expect(secretFingerprint()).toBe(before.fingerprint)
  expect(unseal('p', sealed, 'c')?.toString()).toBe('ballot')
})

test('a short secret is refused', () => {
  expect(() => installServerSecret('short')).toThrow(/at least 32/)
})
