import { and, eq } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { electionCredentials, electionParticipation, electionProxies, electionRoll } from '~/db/schema'
import { utahToday } from '~/lib/dates'
import { AppError } from '~/lib/errors'
import { isUuid } from '~/lib/ids'
import { DEFAULT_LOCALE, isLocale, localeOfPath, type Locale } from '~/i18n/locales'
import { requireElection, type Actor } from './access.server'
import { appendAudit } from './audit.server'
import { hashToken, issueCredentials, looksLikeToken } from './credentials.server'
import { voteLink } from './messages'

// A voting link in the outbox is kept sealed only until its email is sent or finally fails (decision
// 0018). The outbox names the credential a message carried by its hash (already in election_credentials,
// so it reveals nothing); when staff retry a message that failed, the unit gets a new link of the same
// kind, and the ones it may already hold keep working.

export type MailedLinkRef = { election: string; credential: string; language?: Locale }

/**
 * What the outbox keeps about the link in an election email: the election, the credential's hash, and the
 * language of the page it opened when not English, so a retried email opens the ballot in that language too.
 */
export function mailedLinkRef(electionId: string, link: string): MailedLinkRef {
  const { pathname } = new URL(link)
  const token = pathname.split('/').pop()
  if (!looksLikeToken(token)) throw new Error('mailedLinkRef: not a voting link')
  const language = localeOfPath(pathname)
  return {
    election: electionId,
    credential: hashToken(token),
    ...(language !== DEFAULT_LOCALE && { language }),
  }
}

const cannotResend = (why: string) => new AppError('link_not_reissued', 409, why)

/**
 * A new voting link for the unit (and holder) a failed email was for, in the retry's transaction; staff
 * retrying is recorded in the audit log as a reissued link. Refused when voting is over, the unit has
 * voted, or the proxy it was for is no longer in force.
 */
export async function reissueMailedLink(
  tx: DbOrTransaction,
  actor: Actor,
  ref: Record<string, string>,
  origin: string,
): Promise<{ url: string; ref: MailedLinkRef }> {
  if (!isUuid(ref.election) || !ref.credential)
    throw cannotResend('This message does not say which voting link it carried, so none can be sent again.')
  const language = isLocale(ref.language) ? ref.language : DEFAULT_LOCALE
  const election = await requireElection(tx, actor, ref.election, { write: true, lock: true })
  if (election.status !== 'open' || election.closesAt.getTime() <= Date.now())
    throw cannotResend('Voting in this election is over, so no new voting link is sent.')
  const [credential] = await tx
    .select({
      unitId: electionCredentials.unitId,
      holder: electionCredentials.holder,
      proxyId: electionCredentials.proxyId,
      label: electionRoll.label,
    })
    .from(electionCredentials)
    .innerJoin(
      electionRoll,
      and(
        eq(electionRoll.electionId, electionCredentials.electionId),
        eq(electionRoll.unitId, electionCredentials.unitId),
      ),
    )
    .where(
      and(eq(electionCredentials.electionId, election.id), eq(electionCredentials.tokenHash, ref.credential)),
    )
  if (!credential)
    throw cannotResend('The voting link of this message is not on record, so none can be sent again.')
  const [voted] = await tx
    .select({ method: electionParticipation.method })
    .from(electionParticipation)
    .where(
      and(
        eq(electionParticipation.electionId, election.id),
        eq(electionParticipation.unitId, credential.unitId),
      ),
    )
  if (voted) throw cannotResend(`${credential.label} has already voted, so no new voting link is needed.`)
  if (credential.proxyId) {
    const [proxy] = await tx
      .select({ revokedAt: electionProxies.revokedAt, expiresOn: electionProxies.expiresOn })
      .from(electionProxies)
      .where(eq(electionProxies.id, credential.proxyId))
    // Utah Code 16-6a-712(3): a proxy ends on its expiry date or when revoked.
    if (!proxy || proxy.revokedAt || proxy.expiresOn < utahToday())
      throw cannotResend(`The proxy for ${credential.label} is no longer in force, so its link is not sent.`)
  }
  const [link] = await issueCredentials(tx, election.id, [credential.unitId], {
    holder: credential.holder,
    proxyId: credential.proxyId ?? undefined,
  })
  await appendAudit(tx, election.id, actor, 'link_reissued', {
    units: [credential.label],
    requestedBy: 'staff',
    reason: 'an email with the voting link failed and was retried',
  })
  return {
    url: voteLink(origin, link!.token, language),
    ref: mailedLinkRef(election.id, voteLink(origin, link!.token, language)),
  }
}
