import type { AppLoadContext } from 'react-router'
import type { z } from 'zod'
import type { DbOrTransaction } from '~/db/client.server'
import {
  findIdempotentAnswer,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyScope,
  readIdempotencyKey,
  requestFingerprint,
  type IdempotentAnswer,
} from '~/features/idempotency/idempotency.server'
import type { SubmissionMessages } from '~/features/submissions/messages'
import type { Stored } from '~/features/submissions/store.server'
import { localeOfRequest, type Locale } from '~/i18n/locales'
import { apiError } from '~/lib/api-error.server'
import { handleApi } from '~/lib/http.server'
import { isMultipart } from '~/lib/multipart.server'
import { uploadSlots } from '~/lib/upload-slots.server'
import {
  IdempotencyKeyTaken,
  type Intake,
  refundFormLimit,
  refuseIfFormLimited,
  requirePost,
  takeSubmission,
} from './submission-intake.server'

// One public form post from the request to the answer (issue 14 items 5 and 8): the Idempotency-Key, the
// form's limit checked before a byte of the body is read, one of a few upload slots for a multipart body,
// then the submission; a repeat of an answered key gets that answer again.

export type FormPost<R, S extends z.ZodType> = Omit<Intake<S>, 'messages' | 'afterSave'> & {
  /** The endpoint's path: a key counts per endpoint (the contact form and the chat's message apart). */
  endpoint: string
  /** Reads the body; what it returns is what a repeat with the same key must match. */
  read: (request: Request) => Promise<R>
  /** What the schema reads, out of what was read; by default all of it. */
  body?: (read: R) => unknown
  messages: (input: z.output<S>, stored: Stored, read: R, locale: Locale) => SubmissionMessages
  afterSave?: (tx: DbOrTransaction, stored: Stored, input: z.output<S>, read: R) => Promise<void>
}

const NO_STORE = { 'Cache-Control': 'no-store' }

export async function answerFormPost<R, S extends z.ZodType>(
  request: Request,
  context: AppLoadContext,
  form: FormPost<R, S>,
): Promise<Response> {
  return handleApi(async () => {
    requirePost(request)
    const key = readIdempotencyKey(request)
    const scope = key === null ? null : idempotencyScope(form.endpoint, key)
    const earlier = scope === null ? null : await findIdempotentAnswer(context.db, scope)
    // A repeat of an answered post is not counted, and is answered even once the limit is used up. An
    // upload is refused before its body is read; a JSON body (64 KB at most) is read first and counted once.
    // An upload refused here is answered unread; the server drops the rest (server/drain-unread-body.ts).
    const multipart = isMultipart(request)
    if (!earlier && multipart) await refuseIfFormLimited(context, form.type)
    const release = multipart ? uploadSlots.take() : undefined
    try {
      const read = await form.read(request)
      const requestHash = requestFingerprint(read)
      if (earlier) return repeat(context, form, earlier, requestHash)
      const { afterSave, messages } = form
      const locale = localeOfRequest(request)
      const intake: Intake<S> = {
        ...form,
        locale,
        messages: (input, stored) => messages(input, stored, read, locale),
        afterSave: afterSave && ((tx, stored, input) => afterSave(tx, stored, input, read)),
      }
      const body = form.body ? form.body(read) : read
      try {
        const answer = await takeSubmission(context, body, intake, scope ? { scope, requestHash } : undefined)
        return Response.json(answer.body, { status: answer.status, headers: NO_STORE })
      } catch (error) {
        if (!(error instanceof IdempotencyKeyTaken) || scope === null) throw error
        // The same post twice at once: the other one stored it. This one is its repeat, and not counted.
        await refundFormLimit(context, form.type)
        const first = await findIdempotentAnswer(context.db, scope)
        if (!first) throw error
        return repeat(context, form, first, requestHash)
      }
    } finally {
      release?.()
    }
  }, request)
}

function repeat(
  context: AppLoadContext,
  form: { endpoint: string },
  earlier: IdempotentAnswer,
  requestHash: string,
): Response {
  if (earlier.requestHash !== requestHash) throw apiError('idempotency_key_reused', 422, 'keyReused')
  context.logger.info({ endpoint: form.endpoint }, 'repeated form post answered with its first answer')
  return Response.json(earlier.body, {
    status: earlier.status,
    headers: { ...NO_STORE, [IDEMPOTENT_REPLAYED_HEADER]: 'true' },
  })
}
