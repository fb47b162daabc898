import { randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'

export type ScryptParams = { N: number; r: number; p: number }

/**
 * OWASP's scrypt floor is N=2^17, r=8, p=1; N=2^15, r=8, p=3 is one of its listed equivalents in work
 * and needs a quarter of the memory (32 MiB a hash), which matters next to the embedded database.
 * Raising these later is safe: older hashes still verify and are rehashed at the next sign-in.
 */
export const PASSWORD_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 3 }

const KEY_LENGTH = 32
const SALT_LENGTH = 16
// A hash string comes from our own database, but a tampered one must not make one check take minutes
// or gigabytes: at most 256 MiB and about twenty times today's work.
const MAX_MEMORY = 256 * 1024 * 1024
const MAX_WORK = 2 ** 24 // N * r * p

function scrypt(password: string, salt: Buffer, params: ScryptParams, length: number): Promise<Buffer> {
  const maxmem = 128 * params.N * params.r * 2 + 1024 * 1024
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, length, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url: the parameters travel with the hash. */
export async function hashPassword(
  password: string,
  params: ScryptParams = PASSWORD_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const key = await scrypt(password, salt, params, KEY_LENGTH)
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  )
}

type ParsedHash = { params: ScryptParams; salt: Buffer; key: Buffer }

const POSITIVE_INT = /^[1-9]\d{0,9}$/
const BASE64URL = /^[\w-]+$/

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null
  const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string]
  if (![n, r, p].every((v) => POSITIVE_INT.test(v))) return null
  if (!BASE64URL.test(salt) || !BASE64URL.test(key)) return null
  const params = { N: Number(n), r: Number(r), p: Number(p) }
  const powerOfTwo = (params.N & (params.N - 1)) === 0
  if (params.N < 2 || !powerOfTwo) return null
  if (128 * params.N * params.r > MAX_MEMORY || params.N * params.r * params.p > MAX_WORK) return null
  const keyBytes = Buffer.from(key, 'base64url')
  const saltBytes = Buffer.from(salt, 'base64url')
  if (keyBytes.length < 16 || saltBytes.length < 8) return null
  return { params, salt: saltBytes, key: keyBytes }
}

export type PasswordCheck = { ok: boolean; needsRehash: boolean }

/**
 * Compares in constant time. A malformed or tampered hash string is a failed check, never an exception,
 * so a damaged row cannot be told apart from a wrong password.
 */
export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  const parsed = parseHash(stored)
  if (!parsed) {
    await burnEqualWork(password)
    return { ok: false, needsRehash: false }
  }
  const key = await scrypt(password, parsed.salt, parsed.params, parsed.key.length)
  const ok = timingSafeEqual(key, parsed.key)
  const current = PASSWORD_PARAMS
  const needsRehash =
    ok &&
    (parsed.params.N !== current.N ||
      parsed.params.r !== current.r ||
      parsed.params.p !== current.p ||
      parsed.key.length !== KEY_LENGTH)
  return { ok, needsRehash }
}

const DUMMY_SALT = randomBytes(SALT_LENGTH)

/**
 * Derives a key at today's parameters and throws it away, so a sign-in for an unknown email costs what
 * one for a known email costs (no user enumeration by timing).
 */
export async function burnEqualWork(password: string): Promise<void> {
  await scrypt(password, DUMMY_SALT, PASSWORD_PARAMS, KEY_LENGTH)
}

// No 0/O, 1/l/I: the password is read off a terminal or a log and typed by a person.
const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A strong password a person can type: four groups of six (about 140 bits), e.g. `aB3kPq-…`. */
export function generatePassword(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  )
  return groups.join('-')
}
