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
