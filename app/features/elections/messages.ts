import { translator } from '~/i18n/catalogues.server'
import { DEFAULT_LOCALE, pathInLocale, type Locale } from '~/i18n/locales'
import type { Translations } from '~/i18n/translations'
import { formatUtahDateTime } from '~/lib/dates'
import { textIn } from './localized'

// The emails an election sends, each in its recipient's language (the owner's `language` on the
// roll, owner-languages.server.ts). Each is a layout the mail feature turns into text and HTML; the voting
// link appears in them and goes only to the recipient: the outbox keeps a placeholder in its place and the
// link sealed until it is sent (decision 0018). A Spanish owner's link opens the ballot's Spanish page.

export type ElectionMail = {
  kind: 'invitation' | 'reminder' | 'record' | 'vote_confirmation'
  to: string[]
  subject: string
  heading: string
  intro: string[]
  fields: Array<{ label: string; value: string }>
  outro: string[]
  electionId: string
  /** The voting link the message carries (also among the fields); none in the board's record at close. */
  link?: string
  /** The language it is written in; English when not given. */
  locale?: Locale
}

export type MailAbout = {
  electionId: string
  electionTitle: string
  communityName: string
  closesAt: Date
  unitLabel: string
  /** The election's own words in other languages (its title), where staff wrote them. */
  translations?: Translations
}

/** Sends messages in the caller's transaction (the route hands in the mail feature's outbox). */
export type Mailer = (tx: unknown, messages: ElectionMail[]) => Promise<void>

/** The election's title in the language: staff's translation, else the English. */
const titleIn = (about: MailAbout, locale: Locale) =>
  textIn({ title: about.electionTitle, translations: about.translations }, 'title', locale).text

function fields(about: MailAbout, link: string, locale: Locale) {
  const t = translator(locale, 'voteMail')
  return [
    { label: t('field.community'), value: about.communityName },
    { label: t('field.unit'), value: about.unitLabel },
    { label: t('field.closes'), value: formatUtahDateTime(about.closesAt, locale) },
    { label: t('field.link'), value: link },
  ]
}

export function invitationMail(
  about: MailAbout,
  to: string[],
  link: string,
  /** For a proxy holder's invitation: the unit whose owner named them. */
  proxyFor?: string,
  locale: Locale = DEFAULT_LOCALE,
): ElectionMail {
  const t = translator(locale, 'voteMail')
  const title = titleIn(about, locale)
  const intro = proxyFor
    ? [
        t('invitation.proxy', {
          grantor: t('invitation.proxyGrantor', { unit: proxyFor }),
          unit: about.unitLabel,
        }),
      ]
    : [t('invitation.intro', { title })]
  return {
    kind: 'invitation',
    to,
    subject: t('invitation.subject', { title }),
    heading: title,
    intro,
    fields: fields(about, link, locale),
    outro: [t('keepPrivate'), t('invitation.receipt')],
    electionId: about.electionId,
    link,
    locale,
  }
}

export function reminderMail(
  about: MailAbout,
  to: string[],
  link: string,
  locale: Locale = DEFAULT_LOCALE,
): ElectionMail {
  const t = translator(locale, 'voteMail')
  return {
    kind: 'reminder',
    to,
    subject: t('reminder.subject', { closes: formatUtahDateTime(about.closesAt, locale) }),
    heading: t('reminder.heading', { unit: about.unitLabel }),
    intro: [t('reminder.intro', { title: titleIn(about, locale) })],
    fields: fields(about, link, locale),
    outro: [t('keepPrivate')],
    electionId: about.electionId,
    link,
    locale,
  }
}

export function reissuedMail(
  about: MailAbout,
  to: string[],
  link: string,
  locale: Locale = DEFAULT_LOCALE,
): ElectionMail {
  const t = translator(locale, 'voteMail')
  const title = titleIn(about, locale)
  return {
    kind: 'invitation',
    to,
    subject: t('reissued.subject', { title }),
    heading: title,
    intro: [t('reissued.intro'), t('reissued.ignore')],
    fields: fields(about, link, locale),
    outro: [t('keepPrivate')],
    electionId: about.electionId,
    link,
    locale,
  }
}

/** The ballot's address, on the page in the recipient's language. */
export const voteLink = (origin: string, token: string, locale: Locale = DEFAULT_LOCALE) =>
  `${origin}${pathInLocale(`/vote/${token}`, locale)}`
/** The short address printed on paper, and what a mail ballot's QR code opens: /vote with the voter code. */
export const voteCodeLink = (origin: string, code: string, locale: Locale = DEFAULT_LOCALE) =>
  `${origin}${pathInLocale('/vote', locale)}?code=${code}`
