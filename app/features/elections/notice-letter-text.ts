import { company, emails, offices, phones } from '~/content/company'
import { formatUtahDateTime } from '~/lib/dates'

// The words of a unit's printed notice, for the print page (components/detail-notice-letter.tsx) and the
// PDF (notices-pdf.server.ts) alike.

/** One unit's printed notice, as printNotices (outreach.server.ts) issues it. */
export type Notice = {
  unitId: string
  unitLabel: string
  owners: string[]
  mailingAddress: string | null
  /** The voter code, grouped ("7KQ2-M9XD-4TRB-P3WA"), typed at /vote. */
  code: string
  /** /vote with the code: what the QR code holds. */
  codeLink: string
  /** The long link, for the mail-house CSV (an email merge may want it). */
  link: string
}

export type NoticeElection = { title: string; communityName: string; closesAt: string; notice: string }

/** "https://hoa.example.com/vote?code=…" -> "hoa.example.com/vote", the address a person types. */
export const shortVoteAddress = (codeLink: string) => {
  const url = new URL(codeLink)
  return `${url.host}${url.pathname}`
}

/** "2026-07-04" -> "July 4, 2026": the letter's date line, from Utah's calendar day. */
export const letterDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })

export function noticeLetterText(notice: Notice, election: NoticeElection, issuedOn: string) {
  const office = offices[0]!
  return {
    from: company.fullName,
    fromLines: [office.address.fullAddress, `${phones.northern.display} · ${emails.customerService}`],
    issuedOn,
    addressee: notice.owners,
    addressLines: notice.mailingAddress
      ? notice.mailingAddress.split('\n')
      : [`${notice.unitLabel}, ${election.communityName}`],
    heading: `Notice of vote: ${election.title}`,
    about: `${election.communityName} · ${notice.unitLabel}`,
    deadline: `Voting closes ${formatUtahDateTime(election.closesAt)}.`,
    notice: election.notice,
    codeHeading: 'Your unit’s voting code',
    code: notice.code,
    steps: [
      `Go to ${shortVoteAddress(notice.codeLink)} and type the code (capital letters and dashes do not matter), or scan the QR code with your phone’s camera.`,
      'Mark your choices, review them, and confirm.',
      'Keep the receipt code shown at the end: it lets you find your ballot in the published results.',
    ],
    qrLabel: `QR code that opens the ballot of ${notice.unitLabel}`,
    closing: [
      'This code is your unit’s ballot: anyone who has it can vote for the unit, so keep this letter private. The unit has one vote; if it has several owners, the first to use the code casts it. Any code or link printed for your unit before this letter no longer works.',
      'Prefer paper? The mail ballot that comes with this letter carries the same code: mark it, sign it and mail it back. Vote one way only: once the unit has voted, the other ballot is not counted.',
      `If you cannot vote online, or have a question, call ${phones.northern.display} or write to ${emails.customerService} before voting closes.`,
    ],
  }
}

export type NoticeLetterText = ReturnType<typeof noticeLetterText>
