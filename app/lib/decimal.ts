// Exact decimals for vote weights and percentages (STYLE.md rule 11): a decimal string is read into a
// bigint count of millionths, summed and compared exactly, and written back as a string. No binary float
// ever holds a weight.

/** Weights carry at most six decimal places (issue 11). */
export const DECIMAL_PLACES = 6
const SCALE = 10n ** BigInt(DECIMAL_PLACES)
const PATTERN = /^(\d*)(?:\.(\d*))?$/

export type DecimalProblem = 'not_a_number' | 'too_many_places' | 'too_large'

/**
 * Reads a non-negative decimal as written ("12", "0.5", "33.333334", ".5") into millionths, or the reason
 * it cannot be one. At most 12 digits before the point: no association has a trillion votes.
 */
export function readDecimal(
  text: string,
  maxWholeDigits = 12,
): { ok: true; value: bigint } | { ok: false; problem: DecimalProblem } {
  const match = PATTERN.exec(text.trim())
  const whole = match?.[1] ?? ''
  const fraction = match?.[2] ?? ''
  if (!match || (whole === '' && fraction === '')) return { ok: false, problem: 'not_a_number' }
  // Places as written, trailing zeros too: the weight is stored as written, and the database refuses a
  // scale above 6, so "1.0000000" accepted here would fail at the insert.
  if (fraction.length > DECIMAL_PLACES) return { ok: false, problem: 'too_many_places' }
  if (whole.replace(/^0+/, '').length > maxWholeDigits) return { ok: false, problem: 'too_large' }
  const padded = fraction.padEnd(DECIMAL_PLACES, '0')
  return { ok: true, value: BigInt(whole || '0') * SCALE + BigInt(padded) }
}

/**
 * Millionths of a decimal the caller knows is valid (from the database or a checked input). Any size:
 * the sum of many 12-digit weights has more than 12 digits.
 */
export function toMillionths(text: string): bigint {
  const read = readDecimal(text.startsWith('-') ? text.slice(1) : text, Infinity)
  if (!read.ok) throw new Error(`not a decimal: ${text}`)
  return text.startsWith('-') ? -read.value : read.value
}

/** Millionths written as the shortest exact decimal: 100000000n -> "100", 1500000n -> "1.5". */
export function formatMillionths(value: bigint, minPlaces = 0): string {
  const sign = value < 0n ? '-' : ''
  const abs = value < 0n ? -value : value
  const whole = abs / SCALE
  let fraction = (abs % SCALE).toString().padStart(DECIMAL_PLACES, '0').replace(/0+$/, '')
  if (fraction.length < minPlaces) fraction = fraction.padEnd(minPlaces, '0')
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`
}

/** The exact sum of decimal strings, written as the shortest decimal. */
export function sumDecimals(values: Iterable<string>): string {
  let total = 0n
  for (const value of values) total += toMillionths(value)
  return formatMillionths(total)
}

/** Two decimals compared by value, so "1.5" equals "1.500000". */
export function sameDecimal(a: string, b: string): boolean {
  return toMillionths(a) === toMillionths(b)
}

/** a - b, exactly. */
export function subtractDecimals(a: string, b: string): string {
  return formatMillionths(toMillionths(a) - toMillionths(b))
}
