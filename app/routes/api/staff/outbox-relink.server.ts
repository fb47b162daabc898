import { reissueMailedLink as reissueVotingLink } from '~/features/elections/mailed-links.server'
import type { Relink } from '~/features/mail/outbox.server'
import type { StaffUser } from '~/features/staff/schemas'
import { reissueMailedLink as reissueSurveyLink } from '~/features/surveys/mailed-links.server'
import { AppError } from '~/lib/errors'

/**
 * Staff retry a message whose voting or survey link was erased when it failed (decision 0018): the
 * feature that issued the link gives the recipient a new one, with links in emails on the configured
 * origin, never the request's Host (decision 0011).
 */
export function relinkAs(user: StaffUser, origin: string): Relink {
  const actor = { id: user.id, name: user.name, role: user.role }
  return (tx, message) => {
    if (message.subjectType === 'election') return reissueVotingLink(tx, actor, message.linkRef, origin)
    if (message.subjectType === 'survey') return reissueSurveyLink(tx, actor, message.linkRef, origin)
    throw new AppError(
      'outbox_link_gone',
      409,
      `The ${message.linkLabel} in this message was erased when delivery failed, and no new one can be issued for it.`,
    )
  }
}
