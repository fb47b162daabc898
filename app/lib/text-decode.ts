// The text of a file a spreadsheet saved, decoded as its bytes arrive. A byte order mark names the encoding:
// UTF-8, or UTF-16 little- or big-endian (Excel's "Unicode text" is UTF-16 LE). Without one the text is
// UTF-8, or Windows-1252 (Excel's "CSV" on Windows) from the first piece that is not valid UTF-8: in a
// Windows-1252 file that piece holds its first accented letter, and before it both encodings read alike.

export type TextDecoding = {
  /** The text of these bytes; a character split between two pieces comes out whole with the second. */
  decode: (bytes: Uint8Array) => string
  /** The rest, once the last piece is in. */
  end: () => string
}

type Decode = (bytes: Uint8Array, final: boolean) => string

const EMPTY: Uint8Array = new Uint8Array(0)
const BOMS: Array<[bytes: number[], encoding: string]> = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
]

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (!a.length) return b
  const joined = new Uint8Array(a.length + b.length)
  joined.set(a)
  joined.set(b, a.length)
  return joined
}

/** The stream's own decoder, for an encoding its byte order mark names (the mark itself is dropped). */
function streaming(encoding: string): Decode {
  const decoder = new TextDecoder(encoding)
  return (bytes, final) => decoder.decode(bytes, { stream: !final })
}

/** Where the bytes end without an unfinished UTF-8 character: a lead byte missing its continuation bytes. */
function wholeCharacters(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!
    if ((byte & 0xc0) === 0x80) continue // a continuation byte: look further back for its lead
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1
    return length > back ? bytes.length - back : bytes.length
  }
  return bytes.length
}

// Node's TextDecoder reads "windows-1252" as Latin-1, which has control characters where Windows-1252 has
// curly quotes, dashes and the euro sign (0x80-0x9F): "O’Brien" would come out with U+0092 in it.
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ'
const latin1 = new TextDecoder('latin1')
const windows1252 = (bytes: Uint8Array) =>
  latin1.decode(bytes).replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80]!)

function utf8OrWindows1252(): Decode {
  // Each piece is decoded whole (its unfinished last character kept for the next), so a piece that fails
  // is known exactly and can be read again as Windows-1252. The mark, if any, stays for the CSV reader.
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })
  let carried = EMPTY
  let fellBack = false
  return (bytes, final) => {
    if (fellBack) return windows1252(bytes)
    const all = concat(carried, bytes)
    const cut = final ? all.length : wholeCharacters(all)
    try {
      const text = utf8.decode(all.subarray(0, cut))
      carried = all.slice(cut)
      return text
    } catch {
      fellBack = true
      carried = EMPTY
      return windows1252(all)
    }
  }
}

export function spreadsheetDecoder(): TextDecoding {
  let head = EMPTY
  let decode: Decode | undefined
  const run = (bytes: Uint8Array, final: boolean) => {
    if (!decode) {
      // The first bytes wait until there are enough to tell a byte order mark.
      head = concat(head, bytes)
      if (head.length < 3 && !final) return ''
      const bom = BOMS.find(([mark]) => mark.every((byte, i) => head[i] === byte))
      decode = bom ? streaming(bom[1]) : utf8OrWindows1252()
      bytes = head
      head = EMPTY
    }
    return decode(bytes, final)
  }
  return { decode: (bytes) => run(bytes, false), end: () => run(EMPTY, true) }
}
