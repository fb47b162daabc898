import { CHAT_MESSAGE_PREFIX } from '~/features/chat/constants'
import { contactSchema } from '~/features/submissions/form-schemas'
import { translator } from '~/i18n/catalogues.server'
import { AppError } from '~/lib/errors'
import { appErrorResponse } from '~/lib/http.server'
import { takeContactMessage } from './contact-intake.server'
import type { Route } from './+types/chat-message'

// "Leave a message for our team" in the chat assistant: a contact message like /api/contact's, marked as
// coming from the chat so staff see where it started. { name, email, phone?, message } -> { reference }.
// The chat page is English only.
const ChatContactSchema = contactSchema(translator('en', 'forms')).transform((input) => ({
  ...input,
  message: `${CHAT_MESSAGE_PREFIX}\n${input.message}`,
}))

export async function action({ request, context }: Route.ActionArgs) {
  return takeContactMessage(request, context, '/api/chat/message', ChatContactSchema)
}

export function loader() {
  return appErrorResponse(new AppError('method_not_allowed', 405, 'Send a message with a POST request.'))
}
