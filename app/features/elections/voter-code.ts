// Voter codes: the short form of a voting link, for owners on paper. 16 characters of Crockford's base32
// (80 random bits) printed in groups of four, "7KQ2-M9XD-4TRB-P3WA". Typing is forgiving: any letter case,
// spaces and dashes anywhere, O read as 0, and I or L read as 1. The code is not stored: the link's token is
// a keyed hash of it (credentials.server.ts), so the code opens exactly what the link opens.

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const VOTER_CODE_LENGTH = 16

/** The code's 16 canonical characters, or null when what was typed cannot be a voter code. */
export function normalizeVoterCode(entered: string): string | null {
  const text = entered
    .toUpperCase()
    .replace(/[\s\-–—_.]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1')
  if (text.length !== VOTER_CODE_LENGTH) return null
  for (const char of text) if (!ALPHABET.includes(char)) return null
  return text
}

/** "7KQ2M9XD4TRBP3WA" -> "7KQ2-M9XD-4TRB-P3WA". */
export const formatVoterCode = (code: string) => code.match(/.{1,4}/g)!.join('-')

/** 10 random bytes as 16 base32 characters (5 bits each). */
export function voterCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== 10) throw new Error('voterCodeFromBytes: 10 bytes make one code')
  let bits = 0n
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte)
  let code = ''
  for (let i = VOTER_CODE_LENGTH - 1; i >= 0; i--) code += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)]
  return code
}

// What the "Have a voting code?" box and staff keying a mail ballot take: the voter code as typed, the whole
// link from an invitation email (perhaps broken over two lines), or the /vote?code= link a mail ballot's QR
// code holds (a scanner types it).

/** A link token is 43 letters, digits, "-" or "_" (base64url of 32 bytes). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

export type EnteredCode = { kind: 'link'; token: string } | { kind: 'code'; code: string }

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

/** What was entered, read as a link's token or a voter code; null when it is neither. */
export function readEnteredCode(entered: string): EnteredCode | null {
  const text = entered.replace(/\s+/g, '')
  const inQuery = /[?&]code=([^&#]+)/.exec(text)
  if (inQuery) {
    const code = normalizeVoterCode(decoded(inQuery[1]!) ?? '')
    return code ? { kind: 'code', code } : null
  }
  const path = /\/vote\/([^/?#]+)/.exec(text)
  const token = decoded(path ? path[1]! : text)
  if (token !== null && TOKEN.test(token)) return { kind: 'link', token }
  if (path) return null
  const code = normalizeVoterCode(text)
  return code ? { kind: 'code', code } : null
}
