import { referenceField, type MessageField, type SubmissionMessages } from './messages'
import { QUOTE_QUESTIONS, quoteAnswerLabel } from './quote-questions'
import type { QuoteRequest } from './schemas'
import type { Stored } from './store.server'

// The two emails about a quote request: the notification gives staff everything needed to price the
// community (contact, all twenty answers by their labels, the attached files); the confirmation gives
// the sender the spec's promise and the reference, and nothing they typed (SubmissionMessages).

/** Spec section 8, "Quote success": the same promise the wizard shows. */
export const QUOTE_SUCCESS_TEXT =
  "Thank you! We'll review your information and contact you within 24 hours with a detailed proposal."

export type AttachedFile = { fileName: string; bytes: { length: number } }

export type QuoteMessageInput = Omit<QuoteRequest, 'budget_file' | 'reserve_study_file'> & {
  budget_file?: AttachedFile | null
  reserve_study_file?: AttachedFile | null
}

function size(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`
}

const fileValue = (file: AttachedFile | null | undefined) =>
  file ? `${file.fileName} (${size(file.bytes.length)})` : 'None attached'

function quoteFields(input: QuoteMessageInput): MessageField[] {
  const answers = QUOTE_QUESTIONS.map((q) => ({
    label: q.label,
    value: quoteAnswerLabel(q.id, input[q.id]),
  }))
  return [
    { label: 'Name', value: input.name },
    { label: 'Board position', value: input.board_position },
    { label: 'Phone', value: input.phone },
    { label: 'Email', value: input.email },
    { label: 'Community name', value: input.community_name },
    { label: 'Total units', value: input.total_units },
    ...answers,
    { label: 'Budget file', value: fileValue(input.budget_file) },
    { label: 'Reserve study file', value: fileValue(input.reserve_study_file) },
  ]
}

export function quoteMessages(input: QuoteMessageInput, stored: Stored): SubmissionMessages {
  const attached = [input.budget_file, input.reserve_study_file].filter(Boolean).length
  const units = input.total_units === undefined ? '' : ` (${input.total_units} units)`
  return {
    notification: {
      subject: `Quote request: ${input.community_name}${units}`,
      heading: 'New quote request from the website',
      intro: [
        `${input.name}, ${input.board_position} of ${input.community_name}, asked for a detailed management proposal.`,
        attached > 0
          ? `${attached === 1 ? 'One file came with the request; it' : 'Two files came with the request; they'} can be downloaded in the back office.`
          : 'No files were attached.',
      ],
      fields: [referenceField(stored), ...quoteFields(input)],
      replyTo: input.email,
    },
    confirmation: {
      to: input.email,
      subject: 'We received your quote request',
      heading: 'We received your quote request',
      intro: [QUOTE_SUCCESS_TEXT, `Your reference number is ${stored.reference}.`],
    },
  }
}
