import { and, eq } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { surveyReminderRuns } from '~/db/schema'

// A round of survey emails (a reminder, or an open link sent to a community's owners) is claimed by its
// key before anything is sent, so two instances never both send it, and its count is written after.

/** True when this caller claimed the round; false when another instance already has it. */
export async function claimRound(tx: DbOrTransaction, surveyId: string, round: string): Promise<boolean> {
  const inserted = await tx
    .insert(surveyReminderRuns)
    .values({ surveyId, round })
    .onConflictDoNothing()
    .returning({ round: surveyReminderRuns.round })
  return inserted.length > 0
}

export async function recordRound(tx: DbOrTransaction, surveyId: string, round: string, messages: number) {
  await tx
    .update(surveyReminderRuns)
    .set({ messages })
    .where(and(eq(surveyReminderRuns.surveyId, surveyId), eq(surveyReminderRuns.round, round)))
}
