import { emails } from '~/content/company'
import type { DbOrTransaction } from '~/db/client.server'
import { composeMail, type MailLayout } from '~/features/mail/mail-template'
import { enqueueMails } from '~/features/mail/outbox.server'

type FeatureMail = MailLayout & { kind: string; to: string[] }

/**
 * The mailer the election and survey services are given: their invitations and reminders go through the
 * outbox in the service's own transaction, answered to customer service, filed under what they are about.
 */
export function outboxMailer<M extends FeatureMail>(subjectType: string, subjectId: (message: M) => string) {
  return async (tx: unknown, messages: M[]) => {
    await enqueueMails(
      tx as DbOrTransaction,
      messages.map((message) => {
        const content = composeMail(message)
        return {
          kind: message.kind,
          to: message.to,
          replyTo: emails.customerService,
          subject: content.subject,
          text: content.text,
          html: content.html,
          subjectType,
          subjectId: subjectId(message),
        }
      }),
    )
  }
}
