import { inflateSync } from 'node:zlib'

/**
 * The text a PDF from lib/pdf.server.ts draws, in drawing order, one string per text operation: content
 * streams are inflated and the hex strings of each TJ operator (pdfkit's WinAnsi standard fonts) decoded.
 * Enough to check what a document says; not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1')
  const texts: string[] = []
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g
  for (const match of raw.matchAll(streams)) {
    const bytes = Buffer.from(match[1]!, 'latin1')
    let content: string
    try {
      content = inflateSync(bytes).toString('latin1')
    } catch {
      content = bytes.toString('latin1')
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      texts.push(
        [...op[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
          .join(''),
      )
  }
  return texts
}

/** The PDF's text as one string, lines joined by spaces, for `toContain`. */
export const pdfWords = (pdf: Buffer) => pdfText(pdf).join(' ').replace(/\s+/g, ' ')

/** How many pages the PDF has. */
export const pdfPageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0
