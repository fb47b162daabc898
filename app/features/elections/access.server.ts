import { and, eq } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { communities, communityMemberships, elections } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { isUuid } from '~/lib/ids'
import type { Precision } from './types'

// Scope (decision 0010, extended by 0011): company staff run every election; a board account follows its
// own communities' elections, read-only. Another community's election is "not found" to it.

/** Whoever acts on an election: a signed-in staff or board account, or the server itself (scheduler). */
export type Actor = { id: string | null; name: string; role: 'admin' | 'manager' | 'board' | 'system' }

export const SYSTEM_ACTOR: Actor = { id: null, name: 'System (scheduled)', role: 'system' }

export type ElectionRow = typeof elections.$inferSelect

export const electionNotFound = () =>
  new AppError('election_not_found', 404, 'There is no election with that id.')

/**
 * How exactly a viewer sees a secret election's figures: company staff (and the server) exactly; board
 * accounts, voters and the public rounded, without who voted (decision 0011). Non-secret: exactly for all.
 */
export function precisionFor(actor: Actor | undefined, row: Pick<ElectionRow, 'secret'>): Precision {
  return isCompanyStaff(actor) || !row.secret ? 'exact' : 'rounded'
}

/** Company staff (and the server): who sees exact counts and, when a record fails verification, why. */
export const isCompanyStaff = (actor: Actor | undefined) => Boolean(actor && actor.role !== 'board')

/** A board account does not learn which units voted in a secret election, only how many. */
export const hidesVoters = (actor: Actor, row: Pick<ElectionRow, 'secret'>) =>
  actor.role === 'board' && row.secret

export const VOTERS_HIDDEN_MESSAGE =
  'In a secret ballot, board accounts see how many units voted, not which ones.'

export const BOARD_ELECTION_MESSAGE = 'Board accounts can follow an election but not run it.'

async function isMember(db: DbOrTransaction, actor: Actor, communityId: string): Promise<boolean> {
  if (!actor.id) return false
  const [row] = await db
    .select({ id: communityMemberships.communityId })
    .from(communityMemberships)
    .where(and(eq(communityMemberships.userId, actor.id), eq(communityMemberships.communityId, communityId)))
  return Boolean(row)
}

/**
 * The election when the actor may see it (404 otherwise) and, for a change, may change it (403 for a
 * board account). `lock` holds the row to the end of the transaction, so lifecycle steps never interleave.
 */
export async function requireElection(
  db: DbOrTransaction,
  actor: Actor,
  id: string | undefined,
  options: { write?: boolean; lock?: boolean } = {},
): Promise<ElectionRow> {
  if (!isUuid(id)) throw electionNotFound()
  const query = db.select().from(elections).where(eq(elections.id, id))
  const [row] = options.lock ? await query.for('update') : await query
  if (!row) throw electionNotFound()
  if (actor.role === 'board') {
    if (!(await isMember(db, actor, row.communityId))) throw electionNotFound()
    if (options.write) throw new AppError('forbidden', 403, BOARD_ELECTION_MESSAGE)
  }
  return row
}

/** The community an election is created in, under the same scope rules. */
export async function requireCommunityForElection(db: DbOrTransaction, actor: Actor, id: string) {
  const notFound = new AppError('community_not_found', 422, 'Choose a community that exists.', {
    fieldErrors: { communityId: ['Choose a community that exists.'] },
  })
  if (!isUuid(id)) throw notFound
  const [row] = await db.select().from(communities).where(eq(communities.id, id))
  if (!row) throw notFound
  if (actor.role === 'board') {
    if (!(await isMember(db, actor, id))) throw notFound
    throw new AppError('forbidden', 403, BOARD_ELECTION_MESSAGE)
  }
  return row
}

/** The communities a board account may see, or null for company staff, who see all. */
export async function visibleCommunities(db: DbOrTransaction, actor: Actor): Promise<string[] | null> {
  if (actor.role !== 'board') return null
  if (!actor.id) return []
  const rows = await db
    .select({ id: communityMemberships.communityId })
    .from(communityMemberships)
    .where(eq(communityMemberships.userId, actor.id))
  return rows.map((row) => row.id)
}
