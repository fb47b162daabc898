import { DEFAULT_LOCALE, pathInLocale, type Locale } from '~/i18n/locales'
import { formatUtahDateTime } from '~/lib/dates'
import type { SurveyT } from './words'

// The emails a survey sends (issue 13): an invitation with a single-use link, and reminders to those who
// have not answered, each in the owner's language with a link to the survey page in it. The link appears
// in them and goes only to the recipient (only its hash is stored; the outbox keeps a placeholder and the
// link sealed until it is sent, decision 0018).

export type SurveyMail = {
  kind: 'invitation' | 'reminder'
  to: string[]
  subject: string
  heading: string
  intro: string[]
  fields: Array<{ label: string; value: string }>
  outro: string[]
  surveyId: string
  /** The language the message is written in (the mail frame's words and `lang` follow it). */
  locale: Locale
  /**
   * The single-use link the message carries (also among the fields), kept sealed in the outbox; absent when
   * the message carries only the survey's open address, which is no secret.
   */
  link?: string
}

/** Sends messages in the caller's transaction (the route hands in the mail feature's outbox). */
export type Mailer = (tx: unknown, messages: SurveyMail[]) => Promise<void>

export type MailContext = { mailer: Mailer; origin: string }

export type MailAbout = {
  surveyId: string
  /** The survey's title in the recipient's language (the English one where none was written). */
  surveyTitle: string
  communityName: string
  closesAt: Date | null
  anonymous: boolean
  /** The unit's label, or the owner's name for a link per owner. */
  recipient: string
  /** The survey's words in the recipient's language (words.server.ts `surveyWords`). */
  t: SurveyT
}

/** A personal link to the survey page in the recipient's language (`/es/survey/...` for Spanish). */
export const surveyLink = (
  origin: string,
  slugOrId: string,
  token: string,
  locale: Locale = DEFAULT_LOCALE,
) => `${origin}${pathInLocale(`/survey/${encodeURIComponent(slugOrId)}`, locale)}?token=${token}`

function fields(about: MailAbout, link: string) {
  const { t } = about
  const rows = [
    { label: t('mail.community'), value: about.communityName },
    { label: t('mail.for'), value: about.recipient },
  ]
  if (about.closesAt)
    rows.push({ label: t('mail.answerBy'), value: formatUtahDateTime(about.closesAt, t.locale) })
  rows.push({ label: t('mail.yourLink'), value: link })
  return rows
}

const privacy = (about: MailAbout) => about.t(about.anonymous ? 'mail.anonymous' : 'mail.named')

export function invitationMail(about: MailAbout, to: string[], link: string): SurveyMail {
  const { t } = about
  return {
    kind: 'invitation',
    to,
    subject: t('mail.subject', { title: about.surveyTitle }),
    heading: about.surveyTitle,
    intro: [t('mail.intro', { community: about.communityName }), privacy(about)],
    fields: fields(about, link),
    outro: [t('mail.keepPrivate')],
    surveyId: about.surveyId,
    locale: t.locale,
    link,
  }
}

/** The survey's open address (no token) in a language: the same for everyone, so nothing in it is private. */
export const openSurveyLink = (origin: string, slugOrId: string, locale: Locale = DEFAULT_LOCALE) =>
  `${origin}${pathInLocale(`/survey/${encodeURIComponent(slugOrId)}`, locale)}`

/**
 * An open-link survey of one community, emailed to its owners: the first round invites, later ones remind.
 * An open link cannot tell who has answered, so every round says those who have need not answer again.
 */
export function openLinkMail(about: MailAbout, to: string[], link: string, first: boolean): SurveyMail {
  const { t } = about
  return {
    kind: first ? 'invitation' : 'reminder',
    to,
    subject: t(first ? 'mail.subject' : 'mail.reminderSubject', { title: about.surveyTitle }),
    heading: about.surveyTitle,
    intro: [
      first
        ? t('mail.intro', { community: about.communityName })
        : t('mail.stillTime', { title: about.surveyTitle }),
      t('mail.answeredAlready'),
      t(about.anonymous ? 'mail.openAnonymous' : 'mail.openNamed'),
    ],
    fields: [
      { label: t('mail.community'), value: about.communityName },
      ...(about.closesAt
        ? [{ label: t('mail.answerBy'), value: formatUtahDateTime(about.closesAt, t.locale) }]
        : []),
      { label: t('mail.link'), value: link },
    ],
    outro: [t('mail.sameLink', { community: about.communityName })],
    surveyId: about.surveyId,
    locale: t.locale,
  }
}

export function reminderMail(about: MailAbout, to: string[], link: string): SurveyMail {
  const { t } = about
  return {
    kind: 'reminder',
    to,
    subject: t('mail.reminderSubject', { title: about.surveyTitle }),
    heading: t('mail.reminderHeading'),
    intro: [t('mail.replaces', { title: about.surveyTitle }), privacy(about)],
    fields: fields(about, link),
    outro: [t('mail.keepPrivate')],
    surveyId: about.surveyId,
    locale: t.locale,
    link,
  }
}
