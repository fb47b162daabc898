import { and, eq } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { surveyInvitations } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { isUuid } from '~/lib/ids'
import { DEFAULT_LOCALE, isLocale, localeOfPath, type Locale } from '~/i18n/locales'
import { requireSurvey, type Actor } from './access.server'
import { surveyAvailability } from './availability'
import { surveyLink } from './messages'
import { hashToken, looksLikeToken, newToken } from './tokens.server'

// A survey link in the outbox is kept sealed only until its email is sent or finally fails (decision
// 0018). The outbox names the invitation by its link's hash (the same hash survey_invitations keeps);
// when staff retry a failed email, the invitation gets a new link, as a reminder would give it.

export type MailedLinkRef = { survey: string; invitation: string; language?: Locale }

/** What the outbox keeps about the link in a survey email: the survey and the link's hash. */
export function mailedLinkRef(surveyId: string, link: string): MailedLinkRef {
  const url = new URL(link)
  const token = url.searchParams.get('token') ?? undefined
  if (!looksLikeToken(token)) throw new Error('mailedLinkRef: not a survey link')
  // The page's language, when not English, so a retried email opens the survey in that language too.
  const language = localeOfPath(url.pathname)
  return {
    survey: surveyId,
    invitation: hashToken(token),
    ...(language !== DEFAULT_LOCALE && { language }),
  }
}

const cannotResend = (why: string) => new AppError('link_not_reissued', 409, why)

/**
 * A new link for the invitation a failed email carried, in the retry's transaction. Its earlier link
 * stops working (an invitation has one live link, as with reminders). Refused when the survey takes no
 * more answers, the link was used, or a later reminder has replaced it.
 */
export async function reissueMailedLink(
  tx: DbOrTransaction,
  actor: Actor,
  ref: Record<string, string>,
  origin: string,
): Promise<{ url: string; ref: MailedLinkRef }> {
  if (!isUuid(ref.survey) || !ref.invitation)
    throw cannotResend('This message does not say which survey link it carried, so none can be sent again.')
  const survey = await requireSurvey(tx, actor, ref.survey, { write: true, lock: true })
  const availability = surveyAvailability(survey)
  if (survey.status !== 'published' || availability === 'closed' || availability === 'full')
    throw cannotResend('This survey takes no more answers, so no new link is sent.')
  const [invitation] = await tx
    .select({ id: surveyInvitations.id, usedOn: surveyInvitations.usedOn })
    .from(surveyInvitations)
    .where(and(eq(surveyInvitations.surveyId, survey.id), eq(surveyInvitations.tokenHash, ref.invitation)))
  if (!invitation)
    throw cannotResend(
      'A later reminder replaced the link in this message; that reminder carries the working link.',
    )
  if (invitation.usedOn) throw cannotResend('This link has already been used to answer the survey.')
  const token = newToken()
  await tx
    .update(surveyInvitations)
    .set({ tokenHash: hashToken(token) })
    .where(eq(surveyInvitations.id, invitation.id))
  const url = surveyLink(
    origin,
    survey.slug ?? survey.id,
    token,
    isLocale(ref.language) ? ref.language : undefined,
  )
  return { url, ref: mailedLinkRef(survey.id, url) }
}
