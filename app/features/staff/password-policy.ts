// NIST SP 800-63B 5.1.1.2: a length floor and a check against commonly used passwords, no composition
// rules. Pure so the back-office form can give the same hints the server enforces.
export const PASSWORD_MIN_LENGTH = 12
// scrypt takes any length; the cap keeps a request body from being hashed at a megabyte.
export const PASSWORD_MAX_LENGTH = 256

// Breach-list favourites long enough to pass the length floor.
const COMMON = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456789abc',
  '123qweasdzxc',
  '1q2w3e4r5t6y',
  '1q2w3e4r5t6y7u',
  '1qaz2wsx3edc',
  '1qazxsw23edc',
  'q1w2e3r4t5y6',
  'zaq12wsxcde3',
  'qazwsxedcrfv',
  'qwertyuiopasdf',
  'asdfghjkl123',
  'asdfghjklzxc',
  'zxcvbnm12345',
  'abcd12345678',
  'abc123abc123',
  'abcdefg12345',
  'iloveyou1234',
  'letmein12345',
  'password1234',
  'passw0rd1234',
  'qwerty123456',
  'trustno1trustno1',
])

// Words people build weak passwords on; "P@ssw0rd2025!" reduces to "password".
const BASE_WORDS = new Set([
  ...['password', 'passwd', 'pass', 'passphrase', 'secret', 'changeme', 'default', 'letmein', 'welcome'],
  ...['admin', 'administrator', 'root', 'login', 'user', 'guest', 'test', 'testing', 'staff', 'manager'],
  ...['qwerty', 'qwertyuiop', 'asdf', 'asdfgh', 'asdfghjkl', 'zxcvbn', 'zxcvbnm', 'qazwsx', 'abc', 'abcd'],
  ...['iloveyou', 'loveyou', 'love', 'hello', 'monkey', 'dragon', 'shadow', 'master', 'sunshine', 'princess'],
  ...['football', 'baseball', 'basketball', 'soccer', 'hockey', 'superman', 'batman', 'starwars', 'pokemon'],
  ...['whatever', 'freedom', 'trustno', 'computer', 'internet', 'blessed', 'jesus', 'family', 'summer'],
  ...['winter', 'spring', 'autumn', 'january', 'february', 'march', 'april', 'june', 'july', 'august'],
  ...['september', 'october', 'november', 'december', 'monday', 'friday', 'christmas', 'thanksgiving'],
  ...[
    'utah',
    'saltlake',
    'saltlakecity',
    'stgeorge',
    'provo',
    'ogden',
    'parkcity',
    'wasatch',
    'wasatchcrest',
  ],
  ...['hoa', 'homeowner', 'homeowners', 'association', 'community', 'management', 'company', 'election'],
])

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
}

function isSequence(value: string): boolean {
  const codes = [...value].map((c) => c.charCodeAt(0))
  const step = (codes[1] ?? 0) - (codes[0] ?? 0)
  if (Math.abs(step) !== 1) return false
  // Digits run on past the end: 7890123 and 3210987.
  const wraps = (from: number, to: number) =>
    step === 1 ? from === 57 && to === 48 : from === 48 && to === 57
  return codes.every((code, i) => i === 0 || code - codes[i - 1]! === step || wraps(codes[i - 1]!, code))
}

function tooCommon(lower: string): boolean {
  if (COMMON.has(lower) || isSequence(lower)) return true
  const repeated = /^(.+?)\1+$/.exec(lower)?.[1]
  if (repeated && (repeated.length <= 6 || BASE_WORDS.has(repeated))) return true
  // Strip the digits and symbols people add around a word, then undo letter-for-digit swaps.
  const core = lower
    .replace(/^[^a-z]+|[^a-z]+$/g, '')
    .replace(/[013457@$]/g, (c) => LEET[c] ?? c)
    .replace(/[^a-z]/g, '')
  return BASE_WORDS.has(core)
}

/** The words of a person's name and the part of their email before the @, which a password must not hold. */
export function personalWords(owner: { email: string; name: string }): string[] {
  return [owner.email.split('@')[0] ?? '', ...owner.name.split(/\s+/)]
}

function holdsPersonal(lower: string, personal: string[]): boolean {
  return personal
    .map((w) => w.toLowerCase().trim())
    .filter((w) => w.length >= 4)
    .some((word) => lower.includes(word))
}

/** Each rule, met or not, for the list beside the field that follows the typing. */
export function passwordChecks(
  password: string,
  personal: string[] = [],
): { length: boolean; uncommon: boolean; impersonal: boolean } {
  const lower = password.toLowerCase()
  return {
    length: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    uncommon: !tooCommon(lower),
    impersonal: !holdsPersonal(lower, personal),
  }
}

/** A reason a person can read when the password is too easy to guess, or null when it will do. */
export function passwordProblem(password: string, personal: string[] = []): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Use at least ${PASSWORD_MIN_LENGTH} characters; a short phrase of unrelated words is easy to remember.`
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`
  const checks = passwordChecks(password, personal)
  if (!checks.uncommon) return 'This password is too common. Please choose one that is harder to guess.'
  if (!checks.impersonal) return 'Please choose a password that does not contain your name or email.'
  return null
}
