import type { AppLoadContext } from 'react-router'
import type { z } from 'zod'
import type { DbOrTransaction } from '~/db/client.server'
import { CONFIRMATION_LIMITS } from '~/features/mail/confirmation-limit.server'
import { enqueueSubmissionMail } from '~/features/mail/submission-mail.server'
import { claimIdempotencyKey, saveIdempotentAnswer } from '~/features/idempotency/idempotency.server'
import {
  enforceRateLimit,
  hitRateLimit,
  ipSubject,
  refundRateLimitHit,
  refuseIfRateLimited,
} from '~/features/rate-limit/rate-limit.server'
import type { SubmissionType } from '~/features/submissions/kinds'
import type { SubmissionMessages } from '~/features/submissions/messages'
import { HONEYPOT_FIELD } from '~/features/submissions/schemas'
import type { Origin, Stored } from '~/features/submissions/store.server'
import { translator } from '~/i18n/catalogues.server'
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales'
import { apiError } from '~/lib/api-error.server'
import { validate } from '~/lib/http.server'

// What every public form endpoint does between reading the body and answering: the honeypot, the
// form's own per-IP limit, validation, then the submission and its emails in one transaction
// ("stored first, then emailed": the outbox rows commit with the submission or not at all).

export function requirePost(request: Request) {
  if (request.method !== 'POST') throw apiError('method_not_allowed', 405, 'postOnly')
}

/** A bot filled the hidden field: answer as if it worked, keep nothing. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD]
  return value !== undefined && value !== null && value !== ''
}

const formLimit = (context: AppLoadContext, type: SubmissionType) =>
  ({ name: `form-${type}`, limit: context.formRateLimitPerHour, windowMs: 60 * 60 * 1000 }) as const

/** The client as the limits know it: a keyed hash of its address (an IPv6 one by its /64). */
export const clientSubject = (context: AppLoadContext) => ipSubject(context.hashKey, context.clientIp)

const confirmationsPerSource = {
  name: 'confirmation-source',
  limit: CONFIRMATION_LIMITS.perSourcePerHour,
  windowMs: 60 * 60 * 1000,
} as const

/**
 * Spends one of this client's confirmations for the hour, in the submission's transaction (so a submission
 * that fails gives it back), across all forms: one client cannot use up the hour's confirmations.
 */
const confirmationRation = (context: AppLoadContext, tx: DbOrTransaction) => async () =>
  (await hitRateLimit(tx, confirmationsPerSource, clientSubject(context))).allowed

/** Counts one submission against the form's per-IP limit; 429 once it is used up. */
export async function enforceFormLimit(context: AppLoadContext, type: SubmissionType) {
  await enforceRateLimit(context.db, formLimit(context, type), clientSubject(context))
}

/** The 429 of a used-up form limit, without counting a submission: checked before reading a body. */
export async function refuseIfFormLimited(context: AppLoadContext, type: SubmissionType) {
  await refuseIfRateLimited(context.db, formLimit(context, type), clientSubject(context))
}

/** Gives back the count of a submission that turned out to be a repeat. */
export async function refundFormLimit(context: AppLoadContext, type: SubmissionType) {
  await refundRateLimitHit(context.db, formLimit(context, type), clientSubject(context))
}

export type Intake<S extends z.ZodType> = {
  type: SubmissionType
  schema: S
  /** The language of the page that sent it: stored with it; its confirmation and sentences are in it. */
  locale?: Locale
  save: (tx: DbOrTransaction, input: z.output<S>, origin: Origin) => Promise<Stored>
  messages: (input: z.output<S>, stored: Stored) => SubmissionMessages
  /** Runs in the same transaction after the save, e.g. to store uploaded files. */
  afterSave?: (tx: DbOrTransaction, stored: Stored, input: z.output<S>) => Promise<void>
  /** The JSON of the 201 answer, for a dropped bot submission too (which must not tell it apart). */
  answer: (result: IntakeResult<z.output<S>>) => unknown
}

export type IntakeResult<T> = { honeypot: true } | { honeypot: false; input: T; stored: Stored }

export type Answer = { status: number; body: unknown }

/** A request's Idempotency-Key, kept with the submission it answered. */
export type IdempotencyClaim = { scope: string; requestHash: string }

/** Another request holds the key: thrown inside the transaction, so this one stores nothing. */
export class IdempotencyKeyTaken extends Error {}

/** Checks, stores and enqueues one submission whose body has already been read. */
export async function takeSubmission<S extends z.ZodType>(
  context: AppLoadContext,
  body: unknown,
  intake: Intake<S>,
  idempotency?: IdempotencyClaim,
): Promise<Answer> {
  await enforceFormLimit(context, intake.type)
  if (isHoneypotFilled(body)) {
    context.logger.warn({ form: intake.type }, 'honeypot field filled; submission dropped')
    return { status: 201, body: intake.answer({ honeypot: true }) }
  }
  const language = intake.locale ?? DEFAULT_LOCALE
  const input = validate(intake.schema, body, translator(language, 'forms')('v.invalidInput'))
  const origin = { ipHash: clientSubject(context), language }
  const { stored, confirmation, notified, answer } = await context.db.transaction(async (tx) => {
    // First, so that a second request with the same key waits here (PostgreSQL) and then stores nothing.
    if (idempotency && !(await claimIdempotencyKey(tx, idempotency.scope, idempotency.requestHash)))
      throw new IdempotencyKeyTaken()
    const saved = await intake.save(tx, input, origin)
    await intake.afterSave?.(tx, saved, input)
    const about = { subjectType: intake.type, subjectId: saved.id }
    const messages = intake.messages(input, saved)
    const mail = await enqueueSubmissionMail(
      tx,
      {
        notification: { ...about, ...messages.notification, reference: saved.reference },
        confirmation: messages.confirmation && { ...about, ...messages.confirmation },
      },
      { sourceRation: confirmationRation(context, tx) },
    )
    const reply = { status: 201, body: intake.answer({ honeypot: false, input, stored: saved }) }
    if (idempotency) await saveIdempotentAnswer(tx, idempotency.scope, reply)
    return { stored: saved, confirmation: mail.confirmation, notified: mail.notification, answer: reply }
  })
  const log = { form: intake.type, submissionId: stored.id, reference: stored.reference }
  context.logger.info(log, 'submission stored')
  if (notified.held)
    context.logger.info({ ...log, digestId: notified.digestId }, 'staff notification held for the digest')
  // The address stays out of the log: it is the sender's personal data, and may not even be theirs.
  if (confirmation && !confirmation.queued)
    context.logger.info({ ...log, limit: confirmation.reason }, 'confirmation email withheld: limit reached')
  return answer
}
