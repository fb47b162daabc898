// CSV for spreadsheets: RFC 4180 quoting and CRLF line ends, a UTF-8 byte order mark so Excel reads
// accents and curly quotes correctly, and protection against formula injection (OWASP "CSV Injection"):
// a visitor's text that starts like a formula is shown as text, never run by the spreadsheet.

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/**
 * The inverse of csvCell's formula guard, for a file we exported coming back: `'=SUM(A1)` reads as
 * `=SUM(A1)`, so an export imported again is the same roll. Other leading apostrophes are kept.
 */
export function fromCsvCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value
}
