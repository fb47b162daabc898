import { randomInt } from 'node:crypto'
import type { AppLoadContext } from 'react-router'
import type { z } from 'zod'
import { contactMessages } from '~/features/submissions/contact-messages'
import { newReference } from '~/features/submissions/reference'
import type { contactSchema } from '~/features/submissions/form-schemas'
import { saveContactMessage } from '~/features/submissions/store.server'
import { readJson } from '~/lib/http.server'
import { answerFormPost } from './form-post.server'

/**
 * A contact message from any door (the contact form, the chat's "leave a message"): stored with its mail,
 * answered 201 `{ reference }`. The schema may reshape the message, e.g. to say where it came from.
 */
export function takeContactMessage(
  request: Request,
  context: AppLoadContext,
  endpoint: string,
  schema: z.ZodType<z.output<ReturnType<typeof contactSchema>>, unknown>,
) {
  return answerFormPost(request, context, {
    endpoint,
    type: 'contact',
    read: readJson,
    schema,
    save: saveContactMessage,
    messages: (input, stored, _read, locale) => contactMessages(input, stored, locale),
    // A bot that filled the honeypot gets an answer shaped like a real one, with a reference kept nowhere.
    answer: (result) => ({
      reference: result.honeypot ? newReference('contact', randomInt) : result.stored.reference,
    }),
  })
}
