import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import { pageLabel } from './print-blocks'

// Letter-sized PDFs drawn on the server with pdfkit's built-in standard fonts (no font files to ship):
// Times for headings, Helvetica for text, Courier for hashes and codes a person reads character by character.

export type Pdf = PDFKit.PDFDocument

export const FONT = {
  heading: 'Times-Bold',
  text: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  mono: 'Courier',
  monoBold: 'Courier-Bold',
} as const

export const INK = '#111111'
export const MUTED = '#4a4a4a'
export const RULE = '#1c4572'
export const ALERT = '#86361a'

/** 0.75 in at the sides and top; the foot leaves room for the page numbers. */
const MARGINS = { top: 54, left: 54, right: 54, bottom: 66 }

/** A Letter document with its pages kept until the end, so each can be numbered "Page 2 of 5". */
export function createPdf(info: { title: string; author: string; compress?: boolean }): Pdf {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: MARGINS,
    bufferPages: true,
    compress: info.compress ?? true,
    info: { Title: info.title, Author: info.author, Creator: info.author },
  })
  doc.font(FONT.text).fontSize(10).fillColor(INK)
  return doc
}

export const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right
const bottomOf = (doc: Pdf) => doc.page.height - doc.page.margins.bottom

/** Starts a new page unless `height` points still fit on this one. */
export function ensureRoom(doc: Pdf, height: number) {
  if (doc.y + height > bottomOf(doc)) doc.addPage()
}

/** A section heading, moved to the next page unless `keep` points of what follows fit under it. */
export function heading(doc: Pdf, text: string, size = 13, keep = 110) {
  doc.font(FONT.heading).fontSize(size)
  ensureRoom(doc, doc.heightOfString(text, { width: contentWidth(doc) }) + keep)
  doc.moveDown(0.6)
  doc.fillColor(INK).text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) })
  doc.moveDown(0.25)
  doc.font(FONT.text).fontSize(10)
}

type TextStyle = { font?: string; size?: number; color?: string; gap?: number }

/** A wrapped paragraph in the full width, kept whole on one page when it can be. */
export function paragraph(doc: Pdf, text: string, style: TextStyle = {}) {
  doc.font(style.font ?? FONT.text).fontSize(style.size ?? 10)
  const width = contentWidth(doc)
  ensureRoom(doc, Math.min(doc.heightOfString(text, { width }), 200))
  doc.fillColor(style.color ?? INK).text(text, doc.page.margins.left, doc.y, { width, lineGap: 1.5 })
  doc.moveDown(style.gap ?? 0.4)
  doc.font(FONT.text).fontSize(10).fillColor(INK)
}

/** A horizontal rule across the width. */
export function rule(doc: Pdf, color = RULE, weight = 0.75) {
  const y = doc.y
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(weight)
    .strokeColor(color)
    .stroke()
}

export type Cell = { text: string; align?: 'left' | 'right'; font?: string }

/**
 * One row of a table: `widths` are shares of the content width; every cell wraps in its column and the row
 * is as tall as its tallest cell, with a hairline beneath. A row never splits across pages.
 */
export function tableRow(doc: Pdf, cells: Cell[], widths: number[], options: { size?: number } = {}) {
  const size = options.size ?? 9.5
  const total = contentWidth(doc)
  const pad = 4
  const columns = widths.map((share) => share * total)
  const heightOf = (cell: Cell, i: number) =>
    doc
      .font(cell.font ?? FONT.text)
      .fontSize(size)
      .heightOfString(cell.text || ' ', { width: columns[i]! - 2 * pad })
  const height = Math.max(...cells.map(heightOf)) + 2 * pad
  ensureRoom(doc, height)
  const top = doc.y
  let x = doc.page.margins.left
  cells.forEach((cell, i) => {
    doc
      .font(cell.font ?? FONT.text)
      .fontSize(size)
      .fillColor(INK)
      .text(cell.text, x + pad, top + pad, { width: columns[i]! - 2 * pad, align: cell.align ?? 'left' })
    x += columns[i]!
  })
  doc.y = top + height
  rule(doc, '#b9b9b9', 0.5)
  doc.x = doc.page.margins.left
  doc.font(FONT.text).fontSize(10)
}

/** Side by side, one block per role: a signature line, then lines for the printed name and the date. */
export function signatureLines(doc: Pdf, roles: string[], lines: readonly string[]) {
  const gap = 24
  const width = (contentWidth(doc) - gap * (roles.length - 1)) / roles.length
  const step = 34
  ensureRoom(doc, 24 + step * lines.length)
  const top = doc.y + 14
  roles.forEach((role, r) => {
    const x = doc.page.margins.left + r * (width + gap)
    doc.font(FONT.bold).fontSize(10).fillColor(INK).text(role, x, top, { width })
    lines.forEach((line, l) => {
      const y = top + 38 + l * step
      doc
        .moveTo(x, y)
        .lineTo(x + width, y)
        .lineWidth(0.75)
        .strokeColor(INK)
        .stroke()
      doc
        .font(FONT.text)
        .fontSize(8)
        .fillColor(MUTED)
        .text(line, x, y + 3, { width })
    })
  })
  doc.y = top + 38 + (lines.length - 1) * step + 20
  doc.x = doc.page.margins.left
  doc.font(FONT.text).fontSize(10).fillColor(INK)
}

/**
 * A QR code as vector squares, `size` points wide with its quiet zone. Error correction M, as on the printed
 * notice: it survives a fold or a smudge.
 */
export function drawQr(doc: Pdf, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const quiet = 4
  const cell = size / (modules.size + 2 * quiet)
  doc.save().rect(x, y, size, size).fill('#ffffff')
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell)
  doc.fill('#000000').restore()
}

export type PageFoot = { left: string; right: string }

/**
 * Writes a line at the foot of every page: by default "Page 2 of 5"; `foot` can number pages within parts of
 * the document (each unit's letter and ballot in a run of notices).
 */
export function numberPages(
  doc: Pdf,
  foot: (index: number, count: number) => PageFoot = (index, count) => ({
    left: '',
    right: pageLabel(index + 1, count),
  }),
) {
  const range = doc.bufferedPageRange()
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i)
    const { left, right, bottom } = doc.page.margins
    doc.page.margins.bottom = 0 // writing in the margin must not start a new page
    const y = doc.page.height - 42
    const width = doc.page.width - left - right
    const { left: note, right: number } = foot(i, range.count)
    doc.font(FONT.text).fontSize(8).fillColor(MUTED)
    doc.text(note, left, y, { width: width * 0.75, lineBreak: false })
    doc.text(number, left, y, { width, align: 'right', lineBreak: false })
    doc.page.margins.bottom = bottom
  }
}

/** Ends the document and answers its bytes. */
export function pdfBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}
