import { randomInt } from 'node:crypto'
import type { AppLoadContext } from 'react-router'
import type { z } from 'zod'
import { contactMessages } from '~/features/submissions/contact-messages'
import { newReference } from '~/features/submissions/reference'
import type { ContactSchema } from '~/features/submissions/schemas'
import { saveContactMessage } from '~/features/submissions/store.server'
import { handleApi, readJson } from '~/lib/http.server'
import { requirePost, takeSubmission } from './submission-intake.server'

/**
 * A contact message from any door (the contact form, the chat's "leave a message"): stored with its mail,
 * answered 201 `{ reference }`. The schema may reshape the message, e.g. to say where it came from.
 */
export function takeContactMessage(
  request: Request,
  context: AppLoadContext,
  schema: z.ZodType<z.output<typeof ContactSchema>, unknown>,
) {
  return handleApi(async () => {
    requirePost(request)
    const body = await readJson(request)
    const result = await takeSubmission(context, body, {
      type: 'contact',
      schema,
      save: saveContactMessage,
      messages: contactMessages,
    })
    // A bot that filled the honeypot gets an answer shaped like a real one, with a reference kept nowhere.
    const reference = result.honeypot ? newReference('contact', randomInt) : result.stored.reference
    return Response.json({ reference }, { status: 201, headers: { 'Cache-Control': 'no-store' } })
  })
}
