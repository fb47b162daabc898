import { CsvReader, type CsvReadResult } from '~/lib/csv-read'
import { AppError } from '~/lib/errors'
import { spreadsheetDecoder } from '~/lib/text-decode'
import { MAX_ROLL_ROWS, MAX_ROWS_SENTENCE } from './roll-parse'

// A roll file read as its bytes arrive. A file of short rows within the body limit is over a million rows,
// more than the server's heap holds once read: the read stops at the row limit instead, however much of
// the file is still to come.

/** Bytes are read this many at a time, so even one large piece is never read past the limit whole. */
const SLICE = 64 * 1024

const tooManyRows = () =>
  new AppError(
    'too_many_rows',
    413,
    `${MAX_ROWS_SENTENCE} This file has more, so it was not read further and nothing was saved.`,
  )

export function rollFileReader() {
  const decoder = spreadsheetDecoder()
  const csv = new CsvReader()
  const push = (text: string) => {
    csv.push(text)
    // The header, then at most MAX_ROLL_ROWS rows.
    if (csv.records.length > MAX_ROLL_ROWS + 1) throw tooManyRows()
  }
  return {
    /** Throws the 413 once the rows read pass the limit. */
    write(bytes: Uint8Array) {
      for (let at = 0; at < bytes.length; at += SLICE) push(decoder.decode(bytes.subarray(at, at + SLICE)))
    },
    end(): CsvReadResult {
      push(decoder.end())
      return csv.end()
    },
  }
}

/** A whole roll file's records (a file already in memory, or a test's). */
export function readRollFile(bytes: Uint8Array): CsvReadResult {
  const reader = rollFileReader()
  reader.write(bytes)
  return reader.end()
}
