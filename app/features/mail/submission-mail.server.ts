import type { DbOrTransaction } from '~/db/client.server'
import {
  CONFIRMATION_LIMITS,
  queueConfirmation,
  type ConfirmationLimits,
  type ConfirmationResult,
  type SourceRation,
} from './confirmation-limit.server'
import type { SenderConfirmationInput } from './mail-messages'
import { lockMailRations } from './mail-rations.server'
import {
  NOTIFICATION_LIMITS,
  queueNotification,
  type NotificationInput,
  type NotificationLimits,
  type NotificationResult,
} from './notification-digest.server'

export type SubmissionMail = { notification: NotificationInput; confirmation?: SenderConfirmationInput }

export type SubmissionMailResult = { notification: NotificationResult; confirmation?: ConfirmationResult }

/**
 * The office's notification of one submission and the sender's confirmation, each within its ration, in
 * the submission's own transaction ("stored first, then emailed"): under one lock and one read of the
 * last hour for both.
 */
export async function enqueueSubmissionMail(
  tx: DbOrTransaction,
  mail: SubmissionMail,
  options: {
    sourceRation?: SourceRation
    limits?: { notifications?: NotificationLimits; confirmations?: ConfirmationLimits }
  } = {},
): Promise<SubmissionMailResult> {
  const recent = await lockMailRations(tx)
  const notificationLimits = options.limits?.notifications ?? NOTIFICATION_LIMITS
  const notification = await queueNotification(tx, mail.notification, recent, notificationLimits)
  if (!mail.confirmation) return { notification }
  const confirmation = await queueConfirmation(tx, mail.confirmation, recent, {
    sourceRation: options.sourceRation,
    limits: options.limits?.confirmations ?? CONFIRMATION_LIMITS,
  })
  return { notification, confirmation }
}
