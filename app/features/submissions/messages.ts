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
  /** Only when the sender gave an email address. */
  confirmation?: { to: string; subject: string; heading: string; intro: string[]; fields?: MessageField[] }
}

export const referenceField = (stored: Stored): MessageField => ({
  label: 'Reference',
  value: stored.reference,
})
