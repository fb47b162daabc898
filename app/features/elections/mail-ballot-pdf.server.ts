import {
  contentWidth,
  drawQr,
  ensureRoom,
  FONT,
  INK,
  MUTED,
  paragraph,
  rule,
  RULE,
  type Pdf,
} from '~/lib/pdf.server'
import type { MailBallotContest, MailBallotText } from './mail-ballot-text'

// A unit's mail ballot on Letter pages. Every page carries the head band with the unit's voter code, large
// and as a QR code, so a page that comes back alone can still be keyed to its unit.

const QR_SIZE = 84
const BOX = 13

function band(doc: Pdf, text: MailBallotText, continued: boolean) {
  const left = doc.page.margins.left
  const top = doc.page.margins.top
  const width = contentWidth(doc) - QR_SIZE - 12
  drawQr(doc, text.codeLink, left + contentWidth(doc) - QR_SIZE, top - 6, QR_SIZE)
  doc.font(FONT.bold).fontSize(8.5).fillColor(RULE)
  doc.text(`${text.kicker.toUpperCase()}${continued ? ' (CONTINUED)' : ''}`, left, top, {
    width,
    characterSpacing: 1,
  })
  doc.font(FONT.heading).fontSize(16).fillColor(INK).text(text.title, { width })
  doc.font(FONT.text).fontSize(9.5).fillColor(MUTED).text(`${text.community} · ${text.unit}`, { width })
  doc.moveDown(0.3)
  doc.font(FONT.text).fontSize(8).fillColor(MUTED).text(text.codeLabel, { width })
  doc.font(FONT.monoBold).fontSize(17).fillColor(INK).text(text.code, { width })
  doc.y = Math.max(doc.y, top + QR_SIZE - 4) + 6
  rule(doc)
  doc.y += 12
  doc.x = left
}

function summary(doc: Pdf, text: MailBallotText) {
  const left = doc.page.margins.left
  const half = (contentWidth(doc) - 20) / 2
  const top = doc.y
  const column = (x: number, rows: Array<[string, string]>) => {
    doc.y = top
    for (const [label, value] of rows) {
      doc
        .font(FONT.bold)
        .fontSize(8)
        .fillColor(MUTED)
        .text(label.toUpperCase(), x, doc.y, { width: half, characterSpacing: 0.5 })
      doc.font(FONT.text).fontSize(10).fillColor(INK).text(value, x, doc.y, { width: half })
      doc.moveDown(0.4)
    }
    return doc.y
  }
  const a = column(left, [
    ['Unit', text.unit],
    ['Owners', text.owners],
    ['Deadline', text.deadline],
  ])
  const b = column(left + half + 20, [['Return by mail to', text.returnLines.join('\n')]])
  doc.y = Math.max(a, b) + 4
  doc.x = left
  doc.font(FONT.bold).fontSize(10).fillColor(INK).text('How to mark this ballot')
  doc.moveDown(0.2)
  text.instructions.forEach((line, i) => paragraph(doc, `${i + 1}.  ${line}`, { size: 9, gap: 0.15 }))
  doc.moveDown(0.3)
}

function markBox(doc: Pdf, contest: MailBallotContest, x: number, y: number) {
  const width = contest.mark === 'number' ? 30 : BOX
  const height = contest.mark === 'number' ? 18 : BOX
  doc.rect(x, y, width, height).lineWidth(1).strokeColor(INK).stroke()
  return width
}

function contestBlock(doc: Pdf, text: MailBallotText, contest: MailBallotContest) {
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  const row = contest.mark === 'number' ? 25 : 20
  // A contest that fits in a third of a page stays whole; a longer one keeps its title with two options.
  const rows = contest.options.length + contest.writeIns
  const whole = 60 + row * rows
  ensureRoom(doc, whole < doc.page.height / 3 ? whole : 60 + row * Math.min(2, rows))
  doc.rect(left, doc.y, width, 20).fill('#eef2f7')
  doc
    .font(FONT.heading)
    .fontSize(12)
    .fillColor(INK)
    .text(contest.title, left + 6, doc.y + 5, { width: width - 12 })
  doc.y += 4
  if (contest.description)
    doc.font(FONT.text).fontSize(9).fillColor(MUTED).text(contest.description, left, doc.y, { width })
  doc
    .font(FONT.bold)
    .fontSize(9.5)
    .fillColor(INK)
    .text(contest.instruction, left, doc.y + 2, { width })
  doc.y += 6
  for (const option of contest.options) {
    ensureRoom(doc, row)
    const y = doc.y
    const boxWidth = markBox(doc, contest, left + 4, y)
    doc
      .font(FONT.text)
      .fontSize(10.5)
      .fillColor(INK)
      .text(option, left + boxWidth + 14, y + (contest.mark === 'number' ? 4 : 2), {
        width: width - boxWidth - 20,
      })
    doc.y = Math.max(doc.y, y + row)
  }
  for (let i = 0; i < contest.writeIns; i++) {
    ensureRoom(doc, row + 4)
    const y = doc.y + 2
    const boxWidth = markBox(doc, contest, left + 4, y)
    const x = left + boxWidth + 14
    doc
      .font(FONT.text)
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${text.writeInLabel}:`, x, y + 2)
    doc
      .moveTo(x + 50, y + 12)
      .lineTo(left + width * 0.75, y + 12)
      .lineWidth(0.75)
      .strokeColor(INK)
      .stroke()
    doc.y = y + row
  }
  doc.x = left
  doc.moveDown(0.6)
}

function signature(doc: Pdf, text: MailBallotText) {
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  // The heading, the statement and the three lines: about 80 points.
  ensureRoom(doc, 84)
  doc.moveDown(0.5)
  doc.font(FONT.heading).fontSize(12).fillColor(INK).text(text.signatureHeading, left, doc.y)
  doc.font(FONT.text).fontSize(9.5).text(text.signatureStatement, { width })
  const y = doc.y + 34
  const widths = [width * 0.45, width * 0.33, width * 0.16]
  let x = left
  text.signatureLines.forEach((label, i) => {
    doc
      .moveTo(x, y)
      .lineTo(x + widths[i]!, y)
      .lineWidth(0.75)
      .strokeColor(INK)
      .stroke()
    doc
      .font(FONT.text)
      .fontSize(8)
      .fillColor(MUTED)
      .text(label, x, y + 3, { width: widths[i] })
    x += widths[i]! + width * 0.03
  })
  doc.y = y + 20
  doc.x = left
}

/** Draws the ballot from a new page on; answers the number of pages it took. */
export function drawMailBallot(doc: Pdf, text: MailBallotText): number {
  let pages = 1
  const onPage = () => {
    pages += 1
    band(doc, text, true)
  }
  doc.addPage()
  band(doc, text, false)
  doc.on('pageAdded', onPage)
  summary(doc, text)
  for (const contest of text.contests) contestBlock(doc, text, contest)
  signature(doc, text)
  doc.off('pageAdded', onPage)
  return pages
}
