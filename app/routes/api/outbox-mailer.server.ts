import { emails } from '~/content/company'
import type { DbOrTransaction } from '~/db/client.server'
import { composeMail, type MailLayout } from '~/features/mail/mail-template'
import { enqueueMails } from '~/features/mail/outbox.server'
import type { LinkRef } from '~/features/mail/types'

type FeatureMail = MailLayout & { kind: string; to: string[]; link?: string }

/** How a feature's email keeps its link from staff: what the link is, and what it opens (decision 0018). */
export type LinkOf<M> = { label: string; ref: (message: M & { link: string }) => LinkRef }

/**
 * The mailer the election and survey services are given: their invitations and reminders go through the
 * outbox in the service's own transaction, answered to customer service, filed under what they are about.
 * A link in them is for its recipient only: the outbox stores a placeholder and keeps the link sealed
 * until it is sent.
 */
export function outboxMailer<M extends FeatureMail>(
  subjectType: string,
  subjectId: (message: M) => string,
  link: LinkOf<M>,
) {
  return async (tx: unknown, messages: M[]) => {
    await enqueueMails(
      tx as DbOrTransaction,
      messages.map((message) => {
        const content = composeMail(message)
        const url = message.link
        return {
          kind: message.kind,
          to: message.to,
          replyTo: emails.customerService,
          subject: content.subject,
          text: content.text,
          html: content.html,
          subjectType,
          subjectId: subjectId(message),
          hiddenLink: url ? { url, label: link.label, ref: link.ref({ ...message, link: url }) } : undefined,
        }
      }),
    )
  }
}
