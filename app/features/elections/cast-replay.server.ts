import { createHmac } from 'node:crypto'
import type { Database, DbOrTransaction } from '~/db/client.server'
import {
  claimIdempotencyKey,
  findIdempotentAnswer,
  idempotencyScope,
  requestFingerprint,
  saveIdempotentAnswer,
} from '~/features/idempotency/idempotency.server'
import { AppError } from '~/lib/errors'
import { sealWithKey, unsealWithKey } from '~/lib/keyring.server'
import type { BallotSubmission } from './schemas'

// A cast sent again with the same key (an answer lost on a phone's network, a double tap, a browser that
// posts the form again) gets the first cast's answer, receipt and all, instead of "already voted" with no
// receipt. The key is the voter's own random value; what is kept under it says nothing to anyone without
// it: the scope is a hash of the key, the request's fingerprint is keyed by it, and the answer (the receipt)
// is sealed with AES-256-GCM under a key derived from it. A database reader or staff member holding a unit's
// printed link can neither find that unit's row nor try choices against its fingerprint.

export type CastAnswer = { receipt: string; replaced: boolean }
export type CastKey = { scope: string; requestHash: string; secret: Buffer }

const ENDPOINT = 'elections/ballot'

export function castKey(key: string, token: string, submission: BallotSubmission): CastKey {
  const secret = createHmac('sha256', key).update('cast-answer').digest()
  const requestHash = createHmac('sha256', key)
    .update(requestFingerprint({ token, submission }))
    .digest('base64url')
  return { scope: idempotencyScope(ENDPOINT, key), requestHash, secret }
}

const ANSWER_CONTEXT = 'elections/ballot answer'

const sealAnswer = (key: CastKey, answer: CastAnswer) => ({
  sealed: sealWithKey(key.secret, Buffer.from(JSON.stringify(answer)), ANSWER_CONTEXT).toString('base64'),
})

function openAnswer(key: CastKey, body: unknown): CastAnswer | null {
  const sealed = Buffer.from((body as { sealed?: string } | null)?.sealed ?? '', 'base64')
  const plain = unsealWithKey(key.secret, sealed, ANSWER_CONTEXT)
  return plain ? (JSON.parse(plain.toString('utf8')) as CastAnswer) : null
}

/** Takes the key with the answer the cast will give; false when an earlier cast holds it. */
export const claimCastKey = (tx: DbOrTransaction, key: CastKey, answer: CastAnswer) =>
  claimIdempotencyKey(tx, key.scope, key.requestHash, { status: 201, body: sealAnswer(key, answer) })

/** Puts the answer the cast gave in place of the one claimed (a changed vote has another receipt). */
export const keepCastAnswer = (tx: DbOrTransaction, key: CastKey, answer: CastAnswer) =>
  saveIdempotentAnswer(tx, key.scope, { status: 201, body: sealAnswer(key, answer) })

/** An earlier cast's answer for this key; a 422 when the key was used for another ballot. */
export async function replayCast(db: Database, key: CastKey): Promise<CastAnswer | null> {
  const earlier = await findIdempotentAnswer(db, key.scope)
  if (!earlier) return null
  const answer = earlier.requestHash === key.requestHash ? openAnswer(key, earlier.body) : null
  if (!answer)
    throw new AppError(
      'idempotency_key_reused',
      422,
      'This Idempotency-Key was already used for a different ballot: send a new key with each new ballot.',
    )
  return answer
}
