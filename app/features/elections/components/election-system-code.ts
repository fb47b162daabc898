// The "Have a voting code?" box takes whatever a homeowner pastes or types: the whole link from the email,
// the link as printed on a paper notice (perhaps broken over two lines), or only the code at its end.

/** A voting code is 43 letters, digits, "-" or "_" (32 random bytes, base64url). */
const CODE = /^[A-Za-z0-9_-]{43}$/

export const CODE_HELP =
  'Paste the whole link from your invitation or notice, or type the code that ends it (43 letters and digits).'

export const BAD_CODE_MESSAGE =
  'That is not a voting link or code. Check it against your invitation email or printed notice: the code is the 43 letters and digits after “/vote/”.'

/** The code inside what was entered, or null when there is none. */
export function votingCodeFrom(entered: string): string | null {
  const text = entered.replace(/\s+/g, '')
  const path = /\/vote\/([^/?#]+)/.exec(text)
  const code = path ? path[1]! : text
  let decoded: string
  try {
    decoded = decodeURIComponent(code)
  } catch {
    return null
  }
  return CODE.test(decoded) ? decoded : null
}
