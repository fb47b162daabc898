// Reads CSV as spreadsheets write it (RFC 4180 and its common variations): an optional UTF-8 byte order
// mark, CRLF, LF or CR line ends, quoted cells holding commas, quotes ("") and line breaks, and a comma,
// semicolon or tab separator (European Excel writes semicolons), found from the header line.

export type CsvRecord = {
  /** The 1-based line the record starts on, as a spreadsheet numbers it. */ line: number
  cells: string[]
}
export type CsvReadResult = { ok: true; records: CsvRecord[] } | { ok: false; line: number; message: string }

const SEPARATORS = [',', ';', '\t'] as const

function sniffSeparator(text: string): string {
  // The header is the first line with something on it: blank lines before it are skipped like any other.
  const rest = text.replace(/^(?:[^\S\r\n]*(?:\r\n?|\n))*/, '')
  const firstLine = rest.slice(0, rest.search(/\r|\n|$/))
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
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input
  const separator = sniffSeparator(text)
  const records: CsvRecord[] = []
  let cells: string[] = []
  let cell = ''
  let line = 1
  let recordLine = 1
  let quoted = false
  let quoteLine = 0
  let i = 0
  const endRecord = () => {
    cells.push(cell)
    // A row of empty cells (",,,", as Excel writes a formatted but empty row) is as blank as an empty line.
    if (cells.some((value) => value.trim() !== '')) records.push({ line: recordLine, cells })
    cells = []
    cell = ''
  }
  while (i < text.length) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"'
          i += 2
          continue
        }
        quoted = false
        i += 1
        continue
      }
      if (ch === '\r' || ch === '\n') {
        // A line break inside quotes is part of the cell; CRLF becomes one LF.
        cell += '\n'
        i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1
        line += 1
        continue
      }
      cell += ch
      i += 1
      continue
    }
    if (ch === '"' && cell.trim() === '') {
      quoted = true
      quoteLine = line
      cell = ''
      i += 1
    } else if (ch === separator) {
      cells.push(cell)
      cell = ''
      i += 1
    } else if (ch === '\r' || ch === '\n') {
      endRecord()
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1
      line += 1
      recordLine = line
    } else {
      cell += ch
      i += 1
    }
  }
  if (quoted)
    return { ok: false, line: quoteLine, message: 'A quoted cell is never closed (a " is missing).' }
  if (cell !== '' || cells.length > 0) endRecord()
  return { ok: true, records }
}
