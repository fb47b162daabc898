import { inflateSync } from 'node:zlib'

/** WinAnsi (Windows-1252) bytes 0x80-0x9F that differ from Latin-1: the curly quotes, dashes and bullet. */
const WIN_ANSI: Record<number, string> = {
  0x85: '\u2026',
  0x91: '\u2018',
  0x92: '\u2019',
  0x93: '\u201c',
  0x94: '\u201d',
  0x95: '\u2022',
  0x96: '\u2013',
  0x97: '\u2014',
}
const winAnsi = (bytes: Buffer) => [...bytes].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('')

/**
 * The text a PDF from lib/pdf.server.ts draws, in drawing order, one string per text operation: content
 * streams are inflated and the hex strings of each TJ operator (pdfkit's WinAnsi standard fonts) decoded.
 * Enough to check what a document says; not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string[] {
  return pdfStreams(pdf).flat()
}

/** The text of each content stream: pdfkit writes one per page, in page order. */
export function pdfStreams(pdf: Buffer): string[][] {
  const raw = pdf.toString('latin1')
  const pages: string[][] = []
  // Each stream is read by the /Length its dictionary gives: compressed bytes may themselves hold a line
  // break next to where "endstream" follows, so searching for that word could cut a stream short.
  const streams = /\/Length (\d+)[^>]*>>\s*stream\r?\n/g
  for (const match of raw.matchAll(streams)) {
    const start = match.index + match[0].length
    const bytes = pdf.subarray(start, start + Number(match[1]))
    let content: string
    try {
      content = inflateSync(bytes).toString('latin1')
    } catch {
      content = bytes.toString('latin1')
    }
    const texts: string[] = []
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      texts.push(
        [...op[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => winAnsi(Buffer.from(hex[1]!, 'hex'))).join(''),
      )
    pages.push(texts)
  }
  return pages
}

/** The PDF's text as one string, lines joined by spaces, for `toContain`. */
export const pdfWords = (pdf: Buffer) => pdfText(pdf).join(' ').replace(/\s+/g, ' ')

/** How many pages the PDF has. */
export const pdfPageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0
