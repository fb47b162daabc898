// CSV for spreadsheets: RFC 4180 quoting and CRLF line ends, a UTF-8 byte order mark so Excel reads
// accents and curly quotes correctly, and protection against formula injection (OWASP "CSV Injection"):
// a visitor's text that starts like a formula is shown as text, never run by the spreadsheet.

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** What a CSV file starts with: the byte order mark. */
export const CSV_START = '\uFEFF'

/** One row, with its line end. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return CSV_START + [header, ...rows].map(csvLine).join('')
}

/**
 * The inverse of csvCell's formula guard, for a file we exported coming back: `'=SUM(A1)` reads as
 * `=SUM(A1)`, so an export imported again is the same roll. Other leading apostrophes are kept.
 */
export function fromCsvCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value
}
