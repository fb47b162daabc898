import { normalizeVoterCode } from '../voter-code'

// The "Have a voting code?" box takes whatever a homeowner types or pastes: the 16-character voter code
// from a printed notice or mail ballot (any case, with or without dashes and spaces), the whole link from
// an invitation email (perhaps broken over two lines), or the link a mail ballot's QR code holds.

/** A link token is 43 letters, digits, "-" or "_" (base64url of 32 bytes). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

export const CODE_HELP =
  'Type the 16-character code from your printed notice or mail ballot (dashes and spaces do not matter), or paste the whole link from your invitation email.'

export const BAD_CODE_MESSAGE =
  'That is not a voting code or link. A voting code has 16 letters and digits, such as 7KQ2-M9XD-4TRB-P3WA; a link contains “/vote/”.'

export const EMPTY_CODE_MESSAGE = 'Type your voting code or paste your voting link.'

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
