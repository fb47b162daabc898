import type { Database } from '~/db/client.server'
import { utahToday } from '~/lib/dates'
import { AppError } from '~/lib/errors'
import {
  contentWidth,
  createPdf,
  drawQr,
  FONT,
  INK,
  MUTED,
  numberPages,
  paragraph,
  pdfBuffer,
  rule,
  type Pdf,
} from '~/lib/pdf.server'
import { pageLabel } from '~/lib/print-blocks'
import { requireElection, type Actor } from './access.server'
import { electionView } from './elections.server'
import { drawMailBallot } from './mail-ballot-pdf.server'
import { mailBallotText } from './mail-ballot-text'
import { letterDate, noticeLetterText, type NoticeLetterText } from './notice-letter-text'
import { printNotices } from './outreach.server'

// The printed notices as one PDF: for each unit without an owner email, its letter and then its mail ballot,
// in the words of the print page. Like the print page and the CSV, it issues new voter codes (audited).

export const NO_NOTICES_MESSAGE =
  'Every unit on this election’s roll has an owner email, so there are no notices to print.'

function drawLetter(doc: Pdf, text: NoticeLetterText, codeLink: string) {
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  const top = doc.y
  doc
    .font(FONT.heading)
    .fontSize(15)
    .fillColor(INK)
    .text(text.from, left, top, { width: width * 0.7 })
  doc.font(FONT.text).fontSize(9).fillColor(MUTED)
  for (const line of text.fromLines) doc.text(line, { width: width * 0.7 })
  doc
    .font(FONT.text)
    .fontSize(10)
    .fillColor(INK)
    .text(text.issuedOn, left, top + 2, { width, align: 'right' })
  doc.y = Math.max(doc.y, top + 44) + 6
  rule(doc)
  doc.y += 16
  doc.x = left
  doc.font(FONT.bold).fontSize(10.5)
  for (const owner of text.addressee) doc.text(owner)
  doc.font(FONT.text)
  for (const line of text.addressLines) doc.text(line)
  doc.moveDown(1.4)
  doc.font(FONT.heading).fontSize(16).text(text.heading, { width })
  doc.font(FONT.text).fontSize(10.5).text(text.about)
  doc.font(FONT.bold).text(text.deadline)
  doc.moveDown(0.6)
  if (text.notice) paragraph(doc, text.notice, { size: 10.5 })
  // The code box: the code, how to use it, and the QR code at its right.
  const boxTop = doc.y + 6
  const qr = 118
  const inner = width - qr - 36
  doc.y = boxTop + 12
  doc
    .font(FONT.bold)
    .fontSize(10.5)
    .text(text.codeHeading, left + 14, doc.y, { width: inner })
  doc.font(FONT.monoBold).fontSize(18).text(text.code, { width: inner })
  doc.moveDown(0.3)
  text.steps.forEach((step, i) =>
    doc
      .font(FONT.text)
      .fontSize(9.5)
      .text(`${i + 1}.  ${step}`, left + 14, doc.y, { width: inner, lineGap: 1 }),
  )
  const boxBottom = Math.max(doc.y, boxTop + qr + 12) + 10
  drawQr(doc, codeLink, left + width - qr - 12, boxTop + (boxBottom - boxTop - qr) / 2, qr)
  doc
    .roundedRect(left, boxTop, width, boxBottom - boxTop, 6)
    .lineWidth(0.9)
    .strokeColor('#666666')
    .stroke()
  doc.y = boxBottom + 14
  doc.x = left
  for (const line of text.closing) paragraph(doc, line, { size: 9.5, gap: 0.5 })
}

/** Issues the notices (printNotices) and draws each unit's letter and mail ballot, numbered per unit. */
export async function noticesPdf(
  db: Database,
  actor: Actor,
  id: string | undefined,
  origin: string,
  options: { compress?: boolean; now?: Date } = {},
) {
  const notices = await printNotices(db, actor, id, origin)
  if (notices.length === 0) throw new AppError('no_notices', 409, NO_NOTICES_MESSAGE)
  const election = await electionView(db, await requireElection(db, actor, id))
  const doc = createPdf({
    title: `Notices: ${election.title}`,
    author: 'Wasatch Crest HOA Management',
    compress: options.compress,
  })
  const today = utahToday(options.now)
  const parts: Array<{ first: number; count: number; unit: string }> = []
  for (const [i, notice] of notices.entries()) {
    if (i > 0) doc.addPage()
    const first = doc.bufferedPageRange().count - 1
    const issuedOn = letterDate(today, notice.language)
    drawLetter(doc, noticeLetterText(notice, election, issuedOn), notice.codeLink)
    drawMailBallot(doc, mailBallotText(notice, election))
    parts.push({ first, count: doc.bufferedPageRange().count - first, unit: notice.unitLabel })
  }
  numberPages(doc, (index) => {
    const part = parts.find((p) => index >= p.first && index < p.first + p.count)!
    return { left: `${part.unit} · ${election.title}`, right: pageLabel(index - part.first + 1, part.count) }
  })
  return { pdf: await pdfBuffer(doc), notices, election }
}
