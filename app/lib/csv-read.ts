// Reads CSV as spreadsheets write it (RFC 4180 and its common variations): an optional UTF-8 byte order
// mark, CRLF, LF or CR line ends, quoted cells holding commas, quotes ("") and line breaks, and a comma,
// semicolon or tab separator (European Excel writes semicolons, its "Unicode text" tabs), found from the
// header line. Text may arrive in pieces (CsvReader), so an upload is read as it comes and can be stopped
// after so many records without the rest of it ever being held.

export type CsvRecord = {
  /** The 1-based line the record starts on, as a spreadsheet numbers it. */ line: number
  cells: string[]
}
export type CsvReadResult = { ok: true; records: CsvRecord[] } | { ok: false; line: number; message: string }

const SEPARATORS = [',', ';', '\t'] as const
// The header is the first line with something on it: blank lines before it are skipped like any other.
const LEADING_BLANK_LINES = /^(?:[^\S\r\n]*(?:\r\n?|\n))*/

function sniffSeparator(firstLine: string): string {
  let best = ','
  let bestCount = 0
  for (const separator of SEPARATORS) {
    const count = firstLine.split(separator).length - 1
    if (count > bestCount) [best, bestCount] = [separator, count]
  }
  return best
}

/** Every non-blank record of the text; a quote left open is an error naming the line it opened on. */
export function readCsv(input: string): CsvReadResult {
  const reader = new CsvReader()
  reader.push(input)
  return reader.end()
}

/**
 * CSV read piece by piece: `push` text as it arrives (a piece may end anywhere, even inside a quoted cell
 * or between CR and LF), watch `records` grow, and `end` once for the result.
 */
export class CsvReader {
  readonly records: CsvRecord[] = []
  private text = ''
  private started = false
  private separator: string | undefined
  private cells: string[] = []
  private cell = ''
  private line = 1
  private recordLine = 1
  private quoted = false
  private quoteLine = 0

  push(piece: string) {
    this.text += piece
    if (!this.started && this.text !== '') {
      this.started = true
      if (this.text.startsWith('\uFEFF')) this.text = this.text.slice(1)
    }
    if (this.separator === undefined) {
      // The separator is known once the header line is whole, which only a line break can tell.
      if (!/[\r\n]/.test(piece)) return
      const header = this.text.replace(LEADING_BLANK_LINES, '')
      const end = header.search(/\r|\n/)
      if (end < 0) return
      this.separator = sniffSeparator(header.slice(0, end))
    }
    this.read(false)
  }

  end(): CsvReadResult {
    this.separator ??= sniffSeparator(this.text.replace(LEADING_BLANK_LINES, ''))
    this.read(true)
    if (this.quoted)
      return { ok: false, line: this.quoteLine, message: 'A quoted cell is never closed (a " is missing).' }
    if (this.cell !== '' || this.cells.length > 0) this.endRecord()
    return { ok: true, records: this.records }
  }

  private endRecord() {
    this.cells.push(this.cell)
    // A row of empty cells (",,,", as Excel writes a formatted but empty row) is as blank as an empty line.
    if (this.cells.some((value) => value.trim() !== ''))
      this.records.push({ line: this.recordLine, cells: this.cells })
    this.cells = []
    this.cell = ''
  }

  /** Reads what it can; short of the end, a quote or CR that needs the next character waits for it. */
  private read(final: boolean) {
    const text = this.text
    const separator = this.separator!
    let i = 0
    while (i < text.length) {
      const ch = text[i]!
      const next = text[i + 1]
      if (!final && next === undefined && (ch === '\r' || (ch === '"' && this.quoted))) break
      if (this.quoted) {
        if (ch === '"') {
          if (next === '"') {
            this.cell += '"'
            i += 2
            continue
          }
          this.quoted = false
          i += 1
          continue
        }
        if (ch === '\r' || ch === '\n') {
          // A line break inside quotes is part of the cell; CRLF becomes one LF.
          this.cell += '\n'
          i += ch === '\r' && next === '\n' ? 2 : 1
          this.line += 1
          continue
        }
        this.cell += ch
        i += 1
        continue
      }
      if (ch === '"' && this.cell.trim() === '') {
        this.quoted = true
        this.quoteLine = this.line
        this.cell = ''
        i += 1
      } else if (ch === separator) {
        this.cells.push(this.cell)
        this.cell = ''
        i += 1
      } else if (ch === '\r' || ch === '\n') {
        this.endRecord()
        i += ch === '\r' && next === '\n' ? 2 : 1
        this.line += 1
        this.recordLine = this.line
      } else {
        this.cell += ch
        i += 1
      }
    }
    this.text = text.slice(i)
  }
}
