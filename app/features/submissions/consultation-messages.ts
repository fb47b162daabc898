import { referenceField, type SubmissionMessages } from './messages'
import type { ManagementProposal } from './schemas'
import type { Stored } from './store.server'

// Spec section 8 "Consultation success": the confirmation repeats the promise the toast makes.
export const CONSULTATION_PROMISE = 'We’ll contact you within 24 hours to discuss your HOA management needs.'

export function consultationMessages(input: ManagementProposal, stored: Stored): SubmissionMessages {
  const fields = [
    { label: 'Name', value: input.name },
    { label: 'Email', value: input.email },
    { label: 'Community and location', value: input.city },
    { label: 'Units', value: input.units > 0 ? input.units : 'Not given' },
    { label: 'Current management company', value: input.age },
    // Spec section 3: `goals` carries the phone number and the main concerns.
    { label: 'Phone and concerns', value: input.goals },
  ]
  return {
    notification: {
      subject: `Consultation request: ${input.city}`,
      heading: 'New consultation request from the website',
      intro: ['Please call or email within 24 hours: the website promised a follow-up by then.'],
      fields: [referenceField(stored), ...fields],
      replyTo: input.email,
    },
    confirmation: {
      to: input.email,
      subject: 'We received your consultation request',
      heading: 'Thank you for your consultation request',
      intro: [CONSULTATION_PROMISE, `Your reference number is ${stored.reference}.`],
    },
  }
}
