import { asc, eq } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { electionTieResolutions } from '~/db/schema'
import type { TieRecord } from './types'

// How ties were resolved, as the results, the console and the certified report show them. Recording one
// (with its checks and audit event) is ties.server.ts.

export async function tieResolutionsOf(db: DbOrTransaction, electionId: string): Promise<TieRecord[]> {
  const rows = await db
    .select()
    .from(electionTieResolutions)
    .where(eq(electionTieResolutions.electionId, electionId))
    .orderBy(asc(electionTieResolutions.recordedAt))
  return rows.map((row) => ({
    contestId: row.contestId,
    resolution: row.resolution,
    winnerOptionIds: row.winnerOptionIds,
    note: row.note,
    runoffElectionId: row.runoffElectionId,
    recordedByName: row.recordedByName,
    recordedAt: row.recordedAt.toISOString(),
  }))
}
