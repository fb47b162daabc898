import { company, emails, offices, phones } from '~/content/company'
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from '~/i18n/locales'
import type { Translations } from '~/i18n/translations'
import { formatUtahDateTime } from '~/lib/dates'
import { textIn } from './localized'
import { paperWords } from './paper-words'

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
  /** The language the unit's owner reads: the letter and the mail ballot are printed in it. */
  language?: Locale
}

export type NoticeElection = {
  title: string
  communityName: string
  closesAt: string
  notice: string
  /** The title and notice in other languages, where staff wrote them. */
  translations?: Translations
}

/** "https://hoa.example.com/vote?code=…" -> "hoa.example.com/vote", the address a person types. */
export const shortVoteAddress = (codeLink: string) => {
  const url = new URL(codeLink)
  return `${url.host}${url.pathname}`
}

/** "2026-07-04" -> "July 4, 2026": the letter's date line, from Utah's calendar day. */
export const letterDate = (day: string, locale: Locale = DEFAULT_LOCALE) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(INTL_LOCALES[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  })

export function noticeLetterText(notice: Notice, election: NoticeElection, issuedOn: string) {
  const office = offices[0]!
  const locale = notice.language ?? DEFAULT_LOCALE
  const t = paperWords(locale)
  const phone = phones.northern.display
  const email = emails.customerService
  return {
    from: company.fullName,
    fromLines: [office.address.fullAddress, `${phone} · ${email}`],
    issuedOn,
    addressee: notice.owners,
    addressLines: notice.mailingAddress
      ? notice.mailingAddress.split('\n')
      : [`${notice.unitLabel}, ${election.communityName}`],
    heading: t('notice.heading', { title: textIn(election, 'title', locale).text }),
    about: `${election.communityName} · ${notice.unitLabel}`,
    deadline: t('notice.deadline', { closes: formatUtahDateTime(election.closesAt, locale) }),
    notice: textIn(election, 'notice', locale).text,
    codeHeading: t('notice.codeHeading'),
    code: notice.code,
    steps: [
      t('notice.step1', { address: shortVoteAddress(notice.codeLink) }),
      t('notice.step2'),
      t('notice.step3'),
    ],
    qrLabel: t('notice.qr', { unit: notice.unitLabel }),
    closing: [t('notice.private'), t('notice.paper'), t('notice.help', { phone, email })],
  }
}

export type NoticeLetterText = ReturnType<typeof noticeLetterText>
