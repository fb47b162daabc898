import { referenceField, type SubmissionMessages } from './messages'
import type { Contact } from './schemas'
import type { Stored } from './store.server'

export function contactMessages(input: Contact, stored: Stored): SubmissionMessages {
  const fields = [
    { label: 'Name', value: input.name },
    { label: 'Email', value: input.email },
    { label: 'Phone', value: input.phone },
    { label: 'Community', value: input.community },
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
      subject: `We received your message (${stored.reference})`,
      heading: 'Thank you for contacting us',
      intro: [
        `Your message has reached our team. Your reference number is ${stored.reference}; please quote it if you write or call about this message.`,
      ],
    },
  }
}
