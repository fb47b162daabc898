import { LOCALE_NAMES_IN_ENGLISH, type Locale } from '~/i18n/locales'
import type { Stored } from './store.server'

// What the emails about a submission say. The route hands these to the mail feature's
// companyNotification and senderConfirmation (a feature never imports another; STYLE.md rule 7).

export type MessageField = { label: string; value: string | number | null | undefined }

export type SubmissionMessages = {
  notification: {
    subject: string
    heading: string
    intro?: string[]
    fields: MessageField[]
    replyTo?: string
  }
  /**
   * Only when the sender gave an email address. Anyone can type any address into a form, so nothing the
   * sender typed goes in it (issue 14: no name, message or subject to carry their text to a stranger):
   * fixed wording, the form and the reference only. The mail feature also rations them per mailbox.
   */
  confirmation?: { to: string; subject: string; heading: string; intro: string[]; locale?: Locale }
}

export const referenceField = (stored: Stored): MessageField => ({
  label: 'Reference',
  value: stored.reference,
})

/** The office's mail says the sender's language: staff answer in it. Nothing for English, the default. */
export const languageFields = (locale: Locale): MessageField[] =>
  locale === 'en'
    ? []
    : [{ label: 'Language', value: `${LOCALE_NAMES_IN_ENGLISH[locale]} (please reply in it)` }]
