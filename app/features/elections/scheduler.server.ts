import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { electionReminderRuns, elections } from '~/db/schema'
import { isAppError } from '~/lib/errors'
import { SYSTEM_ACTOR } from './access.server'
import { closeElection, type MailContext } from './lifecycle.server'
import { sendReminderRound } from './outreach.server'

// What happens on time with nobody signed in (issue 12): an election closes at closes_at, and reminder
// rounds go out the configured days before. Every instance runs this; the row lock on close and the
// reminder run's primary key make sure each thing happens once.

const DAY_MS = 24 * 60 * 60 * 1000

/** The reminder rounds due now: after the moment they are for, which fell after the election opened. */
export function dueRounds(
  election: { openedAt: Date | null; closesAt: Date; reminderDays: number[] },
  now = new Date(),
): string[] {
  if (!election.openedAt || now >= election.closesAt) return []
  return election.reminderDays
    .filter((days) => {
      const at = election.closesAt.getTime() - days * DAY_MS
      return now.getTime() >= at && election.openedAt!.getTime() < at
    })
    .map((days) => `${days}d`)
}

export async function runElectionSchedule(db: Database, mail: MailContext, now = new Date()) {
  const due = await db
    .select({ id: elections.id })
    .from(elections)
    .where(and(eq(elections.status, 'open'), lte(elections.closesAt, now)))
  let closed = 0
  for (const { id } of due) {
    try {
      await closeElection(db, SYSTEM_ACTOR, id, mail)
      closed += 1
    } catch (error) {
      if (!isAppError(error) || error.status !== 409) throw error // another instance closed it first
    }
  }
  const open = await db
    .select({
      id: elections.id,
      openedAt: elections.openedAt,
      closesAt: elections.closesAt,
      reminderDays: elections.reminderDays,
    })
    .from(elections)
    .where(and(eq(elections.status, 'open'), sql`${elections.closesAt} > ${now}`))
  const sent = new Set(
    (open.length
      ? await db
          .select({ electionId: electionReminderRuns.electionId, round: electionReminderRuns.round })
          .from(electionReminderRuns)
          .where(
            inArray(
              electionReminderRuns.electionId,
              open.map((e) => e.id),
            ),
          )
      : []
    ).map((run) => `${run.electionId}/${run.round}`),
  )
  let reminded = 0
  for (const election of open)
    for (const round of dueRounds(election, now).filter((r) => !sent.has(`${election.id}/${r}`))) {
      reminded += (await sendReminderRound(db, SYSTEM_ACTOR, election.id, round, mail)).messages
    }
  return { closed, reminded }
}
