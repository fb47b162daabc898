import { translator } from '~/i18n/catalogues.server'
import type { Locale } from '~/i18n/locales'
import type { Feedback } from './form-schemas'
import { languageFields, referenceField, type SubmissionMessages } from './messages'
import type { Stored } from './store.server'

const stars = (rating: number) => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)} (${rating} of 5)`

export function feedbackMessages(input: Feedback, stored: Stored, locale: Locale = 'en'): SubmissionMessages {
  const say = translator(locale, 'forms')
  const fields = [
    { label: 'Rating', value: stars(input.rating) },
    { label: 'Comments', value: input.comments },
    { label: 'Email', value: input.email },
    ...languageFields(locale),
  ]
  return {
    notification: {
      subject: `Feedback: ${input.rating} of 5 stars`,
      heading: 'New feedback from the website',
      fields: [referenceField(stored), ...fields],
      replyTo: input.email,
    },
    confirmation: input.email
      ? {
          to: input.email,
          subject: say('mail.feedbackSubject'),
          heading: say('mail.feedbackSubject'),
          intro: [say('mail.feedbackIntro1'), say('mail.feedbackIntro2', { reference: stored.reference })],
          locale,
        }
      : undefined,
  }
}
