import { referenceField, type SubmissionMessages } from './messages'
import type { Feedback } from './schemas'
import type { Stored } from './store.server'

const stars = (rating: number) => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)} (${rating} of 5)`

export function feedbackMessages(input: Feedback, stored: Stored): SubmissionMessages {
  const fields = [
    { label: 'Rating', value: stars(input.rating) },
    { label: 'Comments', value: input.comments },
    { label: 'Email', value: input.email },
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
          subject: 'Thank you for your feedback',
          heading: 'Thank you for your feedback',
          intro: [
            'Your feedback has been sent to our team. We’ll use it to improve our services.',
            `Your reference number is ${stored.reference}.`,
          ],
        }
      : undefined,
  }
}
