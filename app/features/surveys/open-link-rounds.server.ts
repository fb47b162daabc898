import { count, eq } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { surveyReminderRuns } from '~/db/schema'
import type { SurveyRow } from './access.server'
import { openLinkMail, openSurveyLink, type MailContext, type SurveyMail } from './messages'
import { aboutOf, rollRecipients } from './roll-recipients.server'
import { claimRound, recordRound } from './rounds.server'

// An open-link survey for one community reaches its owners by email when staff send a round: the
// survey's one public address to every owner with an email on the roll, each address once. The first
// round invites and later ones remind; none knows who answered (an open link records no one).

export async function emailOpenLink(
  tx: DbOrTransaction,
  survey: SurveyRow,
  round: string,
  mail: MailContext,
) {
  const [earlier] = await tx
    .select({ rounds: count() })
    .from(surveyReminderRuns)
    .where(eq(surveyReminderRuns.surveyId, survey.id))
  if (!(await claimRound(tx, survey.id, round))) return { reminded: 0, messages: 0 }
  const owners = await rollRecipients(tx, { ...survey, invitePer: 'owner' })
  const about = await aboutOf(tx, survey)
  const first = (earlier?.rounds ?? 0) === 0
  const seen = new Set<string>()
  const messages: SurveyMail[] = []
  for (const owner of owners) {
    const to = owner.emails.filter((email) => !seen.has(email.toLowerCase()))
    for (const email of to) seen.add(email.toLowerCase())
    const link = openSurveyLink(mail.origin, survey.slug ?? survey.id, owner.language)
    if (to.length) messages.push(openLinkMail(about(owner.recipient, owner.language), to, link, first))
  }
  if (messages.length) await mail.mailer(tx, messages)
  await recordRound(tx, survey.id, round, messages.length)
  return { reminded: messages.length, messages: messages.length }
}
