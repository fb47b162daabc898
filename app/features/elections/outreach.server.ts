import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database, DbOrTransaction } from '~/db/client.server'
import { electionReminderRuns, elections } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { requireElection, SYSTEM_ACTOR, type Actor, type ElectionRow } from './access.server'
import { appendAudit } from './audit.server'
import { issueCredentials } from './credentials.server'
import { communityNameOf } from './elections.server'
import type { MailContext } from './lifecycle.server'
import type { Notice } from './notice-letter-text'
import { reissuedMail, reminderMail, voteCodeLink, voteLink, type MailAbout } from './messages'
import { emailsOf, loadSnapshot, type SnapshotUnit } from './snapshot.server'
import { languagesByEmail, languagesByUnit } from './owner-languages.server'
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales'

// Reaching voters after the invitations (issue 12): reminders to units that have not voted, printed
// notices for units without email, and one more link for an owner who lost theirs. Each mails or prints
// a fresh link, since only hashes of the earlier ones are kept.

async function aboutOf(tx: DbOrTransaction, election: ElectionRow) {
  const communityName = await communityNameOf(tx, election.communityId)
  return (unit: SnapshotUnit): MailAbout => ({
    electionId: election.id,
    electionTitle: election.title,
    communityName,
    closesAt: election.closesAt,
    unitLabel: unit.label,
    translations: election.translations,
  })
}

async function notVoted(tx: DbOrTransaction, electionId: string): Promise<SnapshotUnit[]> {
  const voted = (await tx.execute(sql`
    select unit_id from election_participation where election_id = ${electionId}::uuid`)) as {
    rows: Array<{ unit_id: string }>
  }
  const done = new Set(voted.rows.map((row) => row.unit_id))
  return (await loadSnapshot(tx, electionId)).filter((unit) => !done.has(unit.unitId))
}

/**
 * One reminder round to every owner email of units that have not voted. `round` names it ("7d", or
 * "manual-<hour>"): the primary key of election_reminder_runs lets only one instance send a round.
 */
export async function sendReminderRound(
  db: Database,
  actor: Actor,
  electionId: string,
  round: string,
  mail: MailContext,
) {
  return db.transaction(async (tx) => {
    const election = await requireElection(tx, actor, electionId, { write: true, lock: true })
    if (election.status !== 'open')
      throw new AppError('election_not_open', 409, 'Reminders go out while the election is open.')
    const claimed = await tx
      .insert(electionReminderRuns)
      .values({ electionId, round })
      .onConflictDoNothing()
      .returning()
    if (claimed.length === 0) return { units: 0, messages: 0, alreadySent: true }
    const units = (await notVoted(tx, electionId)).filter((unit) => emailsOf(unit).length > 0)
    // A reminder carries a new link; the invitation's link keeps working too.
    const links = await issueCredentials(
      tx,
      electionId,
      units.map((unit) => unit.unitId),
    )
    const about = await aboutOf(tx, election)
    const languages = await languagesByEmail(tx, units.flatMap(emailsOf))
    const messages = units.flatMap((unit, i) =>
      emailsOf(unit).map((email) => {
        const locale = languages.of(election.communityId, email)
        return reminderMail(about(unit), [email], voteLink(mail.origin, links[i]!.token, locale), locale)
      }),
    )
    await mail.mailer(tx, messages)
    await tx
      .update(electionReminderRuns)
      .set({ recipients: messages.length })
      .where(and(eq(electionReminderRuns.electionId, electionId), eq(electionReminderRuns.round, round)))
    await appendAudit(tx, electionId, actor, 'reminders_sent', {
      round,
      units: units.length,
      messages: messages.length,
    })
    return { units: units.length, messages: messages.length, alreadySent: false }
  })
}

/** Staff's "send reminders now": at most one manual round an hour. */
export async function sendRemindersNow(
  db: Database,
  actor: Actor,
  id: string | undefined,
  mail: MailContext,
) {
  const election = await requireElection(db, actor, id, { write: true })
  const [recent] = await db
    .select({ sentAt: electionReminderRuns.sentAt })
    .from(electionReminderRuns)
    .where(
      and(
        eq(electionReminderRuns.electionId, election.id),
        gt(electionReminderRuns.sentAt, sql`now() - interval '1 hour'`),
      ),
    )
    .limit(1)
  if (recent)
    throw new AppError(
      'reminder_too_soon',
      409,
      'Reminders went out less than an hour ago; please wait before sending more.',
    )
  return sendReminderRound(db, actor, election.id, `manual-${new Date().toISOString().slice(0, 13)}`, mail)
}

/**
 * Printed notices for units no owner email reaches. The link printed is new each time (only its hash is
 * kept), so printing again replaces the links of the earlier printout; the audit log records each run.
 */
export async function printNotices(
  db: Database,
  actor: Actor,
  id: string | undefined,
  origin: string,
): Promise<Notice[]> {
  return db.transaction(async (tx) => {
    const election = await requireElection(tx, actor, id, { write: true, lock: true })
    if (election.status !== 'open')
      throw new AppError('election_not_open', 409, 'Notices are printed while the election is open.')
    const units = (await loadSnapshot(tx, election.id)).filter((unit) => emailsOf(unit).length === 0)
    const links = await issueCredentials(
      tx,
      election.id,
      units.map((unit) => unit.unitId),
      { replace: true },
    )
    await appendAudit(tx, election.id, actor, 'notices_printed', { units: units.length })
    const languageOf = await languagesByUnit(
      tx,
      units.map((unit) => unit.unitId),
    )
    return units.map((unit, i) => {
      const language = languageOf(unit.unitId)
      return {
        unitId: unit.unitId,
        unitLabel: unit.label,
        owners: unit.owners.map((owner) => owner.name),
        mailingAddress: unit.owners.find((owner) => owner.mailingAddress)?.mailingAddress ?? null,
        code: links[i]!.code,
        codeLink: voteCodeLink(origin, links[i]!.code, language),
        link: voteLink(origin, links[i]!.token, language),
        language,
      }
    })
  })
}

export const LOST_LINK_MESSAGE =
  'If that email address is on the roll of an open election, a new voting link is on its way to it. A link you already had keeps working too, until one of them is used to vote.'

/**
 * "Lost your link?": for each open election whose frozen roll lists this email, the unit gets one more
 * link, sent to every owner email of the unit. Earlier links are not revoked here, so someone who knows an
 * owner's email cannot take their working link away; once a link votes, the unit's others are retired
 * (link-cast.server.ts). The endpoint runs this after answering (lib/background-work.server.ts), so neither
 * its answer nor its timing says whether the address is on a roll.
 */
export async function reissueLinks(
  db: Database,
  email: string,
  mail: MailContext,
  /** The language the owner asked in; the owner's own language wins when it is not English. */
  asked: Locale = DEFAULT_LOCALE,
): Promise<number> {
  const open = await db
    .select({ id: elections.id })
    .from(elections)
    .where(and(eq(elections.status, 'open'), gt(elections.closesAt, sql`now()`)))
  let sent = 0
  for (const { id } of open)
    sent += await db.transaction(async (tx) => {
      const election = await requireElection(tx, SYSTEM_ACTOR, id, { lock: true })
      const units = (await notVoted(tx, id)).filter((unit) => emailsOf(unit).includes(email))
      if (units.length === 0) return 0
      const links = await issueCredentials(
        tx,
        id,
        units.map((unit) => unit.unitId),
      )
      const about = await aboutOf(tx, election)
      const own = (await languagesByEmail(tx, [email])).of(election.communityId, email)
      const locale = own !== DEFAULT_LOCALE ? own : asked
      const messages = units.map((unit, i) =>
        reissuedMail(about(unit), emailsOf(unit), voteLink(mail.origin, links[i]!.token, locale), locale),
      )
      await mail.mailer(tx, messages)
      await appendAudit(tx, id, SYSTEM_ACTOR, 'link_reissued', {
        units: units.map((unit) => unit.label),
        requestedBy: 'owner',
      })
      return messages.length
    })
  return sent
}
