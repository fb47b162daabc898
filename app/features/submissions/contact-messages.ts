import { translator } from '~/i18n/catalogues.server'
import type { Locale } from '~/i18n/locales'
import type { Contact } from './form-schemas'
import { languageFields, referenceField, type SubmissionMessages } from './messages'
import type { Stored } from './store.server'

export function contactMessages(input: Contact, stored: Stored, locale: Locale = 'en'): SubmissionMessages {
  const say = translator(locale, 'forms')
  const fields = [
    { label: 'Name', value: input.name },
    { label: 'Email', value: input.email },
    { label: 'Phone', value: input.phone },
    { label: 'Community', value: input.community },
    ...languageFields(locale),
    { label: 'Message', value: input.message },
  ]
  return {
    notification: {
      subject: `Contact message from ${input.name}`,
      heading: 'New message from the website contact form',
      fields: [referenceField(stored), ...fields],
      replyTo: input.email,
    },
    confirmation: {
      to: input.email,
      subject: say('mail.contactSubject', { reference: stored.reference }),
      heading: say('mail.contactHeading'),
      intro: [say('mail.contactIntro', { reference: stored.reference })],
      locale,
    },
  }
}
