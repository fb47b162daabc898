import { z } from '~/lib/zod'
import { CHAT_MESSAGE_MAX_LENGTH } from './constants'

// POST /api/chat: one line the visitor typed (or a quick reply they chose).
export const ChatQuestionSchema = z.object({
  message: z
    .string('Please type a message.')
    .trim()
    .min(1, 'Please type a message.')
    .max(CHAT_MESSAGE_MAX_LENGTH, `Please keep your message under ${CHAT_MESSAGE_MAX_LENGTH} characters.`),
})
export type ChatQuestion = z.infer<typeof ChatQuestionSchema>

export type ChatLink = { label: string; href: string }
/** The assistant's answer: plain text (never HTML), links to follow and quick replies to offer. */
export type ChatReply = {
  intent: string
  reply: string
  links?: ChatLink[]
  suggestions?: string[]
  /** The visitor may want a person: the page offers "leave a message for our team". */
  offerMessage?: boolean
}
