import {
  ALERT,
  contentWidth,
  createPdf,
  ensureRoom,
  FONT,
  heading,
  INK,
  MUTED,
  numberPages,
  paragraph,
  pdfBuffer,
  rule,
  signatureLines,
  tableRow,
  type Pdf,
} from './pdf.server'
import {
  BAR_COLORS,
  pageLabel,
  SIGNATURE_LINES,
  WITHHELD_BAR,
  type PrintBlock,
  type PrintDocument,
} from './print-blocks'

// A PrintDocument (print-blocks.ts) as a PDF, block by block, in the order and words of its print page.

function letterhead(doc: Pdf, printed: PrintDocument) {
  doc.font(FONT.heading).fontSize(15).fillColor(INK).text(printed.letterhead.name)
  doc.font(FONT.text).fontSize(9).fillColor(MUTED)
  for (const line of printed.letterhead.lines) doc.text(line)
  doc.moveDown(0.5)
  rule(doc)
  doc.moveDown(1)
  doc.font(FONT.heading).fontSize(20).fillColor(INK).text(printed.title)
  doc.font(FONT.text).fontSize(11)
  for (const line of printed.subtitle) doc.text(line)
  doc.moveDown(0.4)
}

function facts(doc: Pdf, rows: Extract<PrintBlock, { kind: 'facts' }>['rows']) {
  const width = contentWidth(doc)
  const labelWidth = Math.min(150, width * 0.32)
  for (const row of rows) {
    const font = row.mono ? FONT.mono : FONT.text
    const size = row.mono ? 8.5 : 10
    const valueWidth = width - labelWidth
    const height = Math.max(
      doc
        .font(FONT.bold)
        .fontSize(9.5)
        .heightOfString(row.label, { width: labelWidth - 8 }),
      doc.font(font).fontSize(size).heightOfString(row.value, { width: valueWidth }),
    )
    ensureRoom(doc, height + 4)
    const top = doc.y
    const left = doc.page.margins.left
    doc
      .font(FONT.bold)
      .fontSize(9.5)
      .fillColor(INK)
      .text(row.label, left, top, { width: labelWidth - 8 })
    doc
      .font(font)
      .fontSize(size)
      .text(row.value, left + labelWidth, top + (row.mono ? 1 : 0), { width: valueWidth })
    doc.y = top + height + 4
  }
  doc.x = doc.page.margins.left
  doc.font(FONT.text).fontSize(10)
}

/** A swatch and a name per series, above bars that compare groups. */
function legend(doc: Pdf, series: string[]) {
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  doc.font(FONT.text).fontSize(8.5)
  const height = series.reduce((sum, name) => sum + doc.heightOfString(name, { width: width - 14 }) + 2, 0)
  ensureRoom(doc, height + 30)
  series.forEach((name, i) => {
    const top = doc.y
    doc.rect(left, top + 1, 8, 8).fill(BAR_COLORS[i % BAR_COLORS.length]!)
    doc.fillColor(INK).text(name, left + 14, top, { width: width - 14 })
    doc.y += 2
  })
  doc.moveDown(0.2)
}

/** Bars drawn as rectangles: the label at the left, one bar per series, its figure beside it. */
function bars(doc: Pdf, item: Extract<PrintBlock, { kind: 'bars' }>) {
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  const labelWidth = width * 0.36
  const barWidth = width * 0.44
  const line = 12
  if (item.series.length > 1) legend(doc, item.series)
  for (const row of item.rows) {
    doc.font(FONT.text).fontSize(9)
    const labelHeight = doc.heightOfString(row.label, { width: labelWidth - 8 })
    const height = Math.max(labelHeight, line * row.values.length) + 5
    ensureRoom(doc, height)
    const top = doc.y
    doc.fillColor(INK).text(row.label, left, top, { width: labelWidth - 8 })
    row.values.forEach((value, i) => {
      const y = top + i * line
      const x = left + labelWidth
      doc.rect(x, y + 1, barWidth, 8).fill('#ececec')
      if (value && value.share > 0)
        doc.rect(x, y + 1, Math.max(0.75, barWidth * Math.min(1, value.share)), 8).fill(BAR_COLORS[i % 2]!)
      doc
        .font(value ? FONT.text : FONT.italic)
        .fontSize(8.5)
        .fillColor(value ? INK : MUTED)
        .text(value?.text ?? WITHHELD_BAR, x + barWidth + 6, y, {
          width: width - labelWidth - barWidth - 6,
          lineBreak: false,
        })
    })
    doc.y = top + height
  }
  doc.x = left
  doc.font(FONT.text).fontSize(10).fillColor(INK)
  doc.moveDown(0.4)
}

function block(doc: Pdf, item: PrintBlock) {
  switch (item.kind) {
    case 'heading':
      return heading(doc, item.text)
    case 'paragraph':
      return paragraph(doc, item.text, {
        font: item.strong ? FONT.bold : item.tone === 'note' ? FONT.italic : FONT.text,
        color: item.tone === 'alert' ? ALERT : item.tone === 'note' ? MUTED : INK,
      })
    case 'list':
      for (const text of item.items)
        paragraph(doc, `•  ${text}`, { color: item.tone === 'alert' ? ALERT : INK, gap: 0.2 })
      return doc.moveDown(0.2)
    case 'facts':
      return facts(doc, item.rows)
    case 'table': {
      const widths = item.columns.map((column) => column.width)
      ensureRoom(doc, 60)
      tableRow(
        doc,
        item.columns.map((column) => ({ text: column.label, align: column.align, font: FONT.bold })),
        widths,
      )
      for (const row of item.rows)
        tableRow(
          doc,
          row.cells.map((text, i) => ({
            text,
            align: item.columns[i]?.align,
            font: row.strong ? FONT.bold : FONT.text,
          })),
          widths,
        )
      return doc.moveDown(0.5)
    }
    case 'signatures':
      return signatureLines(doc, item.roles, SIGNATURE_LINES)
    case 'bars':
      return bars(doc, item)
  }
}

export async function printDocumentPdf(
  printed: PrintDocument,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = createPdf({ title: printed.title, author: printed.letterhead.name, compress: options.compress })
  letterhead(doc, printed)
  for (const item of printed.blocks) block(doc, item)
  numberPages(doc, (index, count) => ({ left: printed.footer, right: pageLabel(index + 1, count) }))
  return pdfBuffer(doc)
}
