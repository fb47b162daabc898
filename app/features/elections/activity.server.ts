import { and, count, eq, gt, inArray, or, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { electionBallots, elections } from '~/db/schema'
import { utahToday } from '~/lib/dates'

export type ElectionActivity = { open: number; ballotsToday: number }

/**
 * How many elections are open, and how many ballots were cast on the Utah date `today` (the day each cast
 * writes on its ballot), in one statement. Rows are counted; no ballot's sealed content is read. Only the
 * elections that can hold a ballot cast today are searched, through the ballots' election index: those
 * open, and those that closed (or are due to) within the last day. Casting needs an open election.
 */
export async function electionActivity(db: Database, today = utahToday()): Promise<ElectionActivity> {
  const castableToday = db
    .select({ id: elections.id })
    .from(elections)
    .where(or(eq(elections.status, 'open'), gt(elections.closesAt, sql`now() - interval '1 day'`)))
  const ballotsToday = db.$count(
    electionBallots,
    and(inArray(electionBallots.electionId, castableToday), eq(electionBallots.castOn, today)),
  )
  const [row] = await db
    .select({ open: count(), ballotsToday })
    .from(elections)
    .where(eq(elections.status, 'open'))
  return { open: row?.open ?? 0, ballotsToday: Number(row?.ballotsToday ?? 0) }
}
