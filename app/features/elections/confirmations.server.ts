import { sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { COMPANY_TIME_ZONE } from '~/lib/dates'
import { voteConfirmationMail } from './confirmation-mail'
import type { Mailer } from './messages'
import { emailsOf, type SnapshotOwner } from './snapshot.server'
import { languagesByEmail } from './owner-languages.server'
import type { Locale } from '~/i18n/locales'
import type { Translations } from '~/i18n/translations'
import type { ParticipationMethod } from './types'

// The owners' "your unit voted" emails (confirmation-mail.ts) leave the cast's transaction: a cast marks
// its participation row `confirmation_due`, and this sweep, run every few seconds by each instance, turns
// every due row into an outbox message in one transaction. The flag and the messages commit together, so
// a confirmation is queued once even with several instances sweeping (SKIP LOCKED splits the rows), and a
// crash between a cast and the sweep delays its email without losing it.

/** The most rows one sweep takes; the next sweep takes the rest. */
const SWEEP_BATCH = 500

type DueVote = {
  election_id: string
  method: ParticipationMethod
  day: string
  revotes: number
  label: string
  owners: SnapshotOwner[]
  title: string
  secret: boolean
  community_id: string
  translations: Translations
}

/** Queues up to SWEEP_BATCH due confirmations: how many rows it took, and how many emails that made. */
export async function queueDueConfirmations(
  db: Database,
  mailer: Mailer,
): Promise<{ taken: number; queued: number }> {
  return db.transaction(async (tx) => {
    // One statement clears the flags and reads what the emails say; the roll row and the election exist
    // for as long as the participation row does.
    const due = (await tx.execute(sql`
      update election_participation as p set confirmation_due = false
      from (
        select election_id, unit_id from election_participation
        where confirmation_due limit ${SWEEP_BATCH} for update skip locked
      ) as d, election_roll as r, elections as e
      where p.election_id = d.election_id and p.unit_id = d.unit_id
        and r.election_id = p.election_id and r.unit_id = p.unit_id and e.id = p.election_id
      returning p.election_id, p.method, p.revotes, r.label, r.owners, e.title, e.secret,
        e.community_id, e.translations,
        to_char(p.voted_at at time zone ${COMPANY_TIME_ZONE}, 'YYYY-MM-DD') as day`)) as {
      rows: DueVote[]
    }
    const languages = await languagesByEmail(
      tx,
      due.rows.flatMap((vote) => emailsOf({ owners: vote.owners })),
    )
    const messages = due.rows.flatMap((vote) => {
      const to = emailsOf({ owners: vote.owners })
      if (to.length === 0) return []
      const about = {
        electionId: vote.election_id,
        electionTitle: vote.title,
        translations: vote.translations,
        secret: vote.secret,
      }
      const what = { unitLabel: vote.label, day: vote.day, method: vote.method, replaced: vote.revotes > 0 }
      // One message per language, so each owner reads it in theirs.
      const byLanguage = new Map<Locale, string[]>()
      for (const email of to) {
        const locale = languages.of(vote.community_id, email)
        byLanguage.set(locale, [...(byLanguage.get(locale) ?? []), email])
      }
      return [...byLanguage].map(([locale, emails]) =>
        voteConfirmationMail({ ...about, ...what }, emails, locale),
      )
    })
    if (messages.length > 0) await mailer(tx, messages)
    return { taken: due.rows.length, queued: messages.length }
  })
}

/** One tick of the sweep: batch after batch until the due rows are queued; the emails it queued. */
export async function sweepDueConfirmations(db: Database, mailer: Mailer): Promise<number> {
  let queued = 0
  for (;;) {
    const batch = await queueDueConfirmations(db, mailer)
    queued += batch.queued
    if (batch.taken < SWEEP_BATCH) return queued
  }
}
