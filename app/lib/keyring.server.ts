import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'
import { processWide } from './process-wide'

// Keys derived from the server secret (SESSION_SECRET, or DATA_DIR/session-secret), for what must stay
// unreadable to whoever holds only the database or a backup of it: secret ballots, the keyed audit chain
// of an election, voting links waiting in the outbox. The secret is installed once at start
// (server/start.ts; the test database installs a test secret); each purpose gets its own key through HKDF,
// so a key leaked for one purpose says nothing of another. Nothing derived here is ever stored.

// One secret per process (process-wide.ts): server/start.ts installs it in its copy of this module, and
// the routes read it from theirs.
type Keyring = { secret: Buffer | null; keys: Map<string, Buffer> }
const ring = processWide<Keyring>('keyring', () => ({ secret: null, keys: new Map() }))
const keys = ring.keys

export function installServerSecret(value: string) {
  if (value.length < 32) throw new Error('the server secret must be at least 32 characters')
  const next = Buffer.from(value, 'utf8')
  if (ring.secret && !ring.secret.equals(next)) keys.clear()
  ring.secret = next
}

/** A 32-byte key for one purpose, e.g. `election-ballots:<election id>`. */
export function derivedKey(purpose: string): Buffer {
  if (!ring.secret) throw new Error('the server secret is not installed (installServerSecret at start)')
  let key = keys.get(purpose)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', ring.secret, 'hoa-keyring-v1', purpose, 32))
    // Bounded: one entry per election and purpose; a long-running server forgets the oldest.
    if (keys.size >= 10_000) keys.delete(keys.keys().next().value!)
    keys.set(purpose, key)
  }
  return key
}

/** HMAC-SHA256 under a derived key, hex. */
export function keyedHash(purpose: string, text: string): string {
  return createHmac('sha256', derivedKey(purpose)).update(text).digest('hex')
}

/**
 * Which secret is installed, without revealing it: the same secret always gives the same 16 hex
 * characters. Stored beside what a key sealed, so a changed secret is named as such instead of
 * surfacing as data that no longer opens.
 */
export const secretFingerprint = () => keyedHash('fingerprint', 'server-secret').slice(0, 16)

const VERSION = 1
const IV_BYTES = 12
const TAG_BYTES = 16

/**
 * AES-256-GCM: a version byte, a random 96-bit nonce, the ciphertext and its tag. `context` is bound in as
 * associated data (an election and a receipt, say), so a sealed value moved to another row no longer opens.
 */
export function seal(purpose: string, plaintext: Uint8Array, context: string): Buffer {
  return sealWithKey(derivedKey(purpose), plaintext, context)
}

/** The plaintext, or null when the value was changed, moved, or sealed under another secret. */
export function unseal(purpose: string, sealed: Uint8Array, context: string): Buffer | null {
  return unsealWithKey(derivedKey(purpose), sealed, context)
}

/** seal under a 32-byte key the caller holds (one that is not the server's, e.g. derived from a client's). */
export function sealWithKey(key: Buffer, plaintext: Uint8Array, context: string): Buffer {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(context, 'utf8'))
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return Buffer.concat([Buffer.from([VERSION]), iv, body, cipher.getAuthTag()])
}

/** unseal under a key the caller holds. */
export function unsealWithKey(key: Buffer, sealed: Uint8Array, context: string): Buffer | null {
  const data = Buffer.from(sealed)
  if (data.length < 1 + IV_BYTES + TAG_BYTES || data[0] !== VERSION) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(1, 1 + IV_BYTES))
    decipher.setAAD(Buffer.from(context, 'utf8'))
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES))
    return Buffer.concat([
      decipher.update(data.subarray(1 + IV_BYTES, data.length - TAG_BYTES)),
      decipher.final(),
    ])
  } catch {
    return null
  }
}
