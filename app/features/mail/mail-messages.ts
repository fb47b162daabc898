import { emails } from '~/content/company'
import { translator } from '~/i18n/catalogues.server'
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales'
import { composeMail, type MailField } from './mail-template'
import type { NewMail } from './schemas'

// The two messages every submission sends (DESIGN.md "Submissions"): one to the company's notification
// list, one to the sender when an email was given. Pass the result to enqueueMail in the submission's
// own transaction.

type About = { subjectType: string; subjectId: string | number }

export type CompanyNotificationInput = About & {
  subject: string
  heading: string
  intro?: string[]
  fields: MailField[]
  /** The sender's address, so staff can answer with Reply. */
  replyTo?: string
}

/** To `emails.notifications` in app/content/company.ts. */
export function companyNotification(input: CompanyNotificationInput): NewMail {
  const content = composeMail(input)
  return {
    kind: 'notification',
    to: [...emails.notifications],
    replyTo: input.replyTo,
    subject: content.subject,
    text: content.text,
    html: content.html,
    subjectType: input.subjectType,
    subjectId: input.subjectId,
  }
}

/** Fixed wording only: the address is whatever the sender typed, so the text must not be (issue 14). */
export type SenderConfirmationInput = About & {
  to: string
  subject: string
  heading: string
  intro: string[]
  /** The language it is written in, the page's the sender used (English when not given). */
  locale?: Locale
}

/**
 * To the person who sent the form; answers go to customer service, not the no-reply sender. Submissions
 * enqueue it through enqueueSubmissionMail, which rations confirmations per mailbox, per sending client
 * and per hour.
 */
export function senderConfirmation(input: SenderConfirmationInput): NewMail {
  const locale = input.locale ?? DEFAULT_LOCALE
  const content = composeMail({
    ...input,
    locale,
    outro: [translator(locale, 'forms')('mail.responsePromise')],
  })
  return {
    kind: 'confirmation',
    to: [input.to],
    replyTo: emails.customerService,
    subject: content.subject,
    text: content.text,
    html: content.html,
    subjectType: input.subjectType,
    subjectId: input.subjectId,
  }
}
