import { and, eq } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { communities, communityMemberships } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { isUuid } from '~/lib/ids'
import type { Actor } from './types'

// Scope (docs/decisions/0010): company staff see every community; a board account sees only its own,
// read-only. Another community's data is "not found" to it, so its existence is not revealed.

export type CommunityRow = typeof communities.$inferSelect

export const communityNotFound = () =>
  new AppError('community_not_found', 404, 'There is no community with that id.')

export const BOARD_READ_ONLY_MESSAGE = 'Board accounts can view their community’s roll but not change it.'

/** The ids a board account may see, or null for company staff, who see all. */
export async function visibleCommunityIds(db: DbOrTransaction, actor: Actor): Promise<string[] | null> {
  if (actor.role !== 'board') return null
  const rows = await db
    .select({ id: communityMemberships.communityId })
    .from(communityMemberships)
    .where(eq(communityMemberships.userId, actor.id))
  return rows.map((row) => row.id)
}

/**
 * The community, when the actor may see it (404 otherwise) and, for a change, may change it (403 for a
 * board account). `lock` holds the row until the transaction ends, so roll changes never interleave.
 */
export async function requireCommunity(
  db: DbOrTransaction,
  actor: Actor,
  id: string | undefined,
  options: { write?: boolean; lock?: boolean } = {},
): Promise<CommunityRow> {
  if (!isUuid(id)) throw communityNotFound()
  const query = db.select().from(communities).where(eq(communities.id, id))
  const [row] = options.lock ? await query.for('update') : await query
  if (!row) throw communityNotFound()
  if (actor.role === 'board') {
    const [member] = await db
      .select({ id: communityMemberships.communityId })
      .from(communityMemberships)
      .where(and(eq(communityMemberships.userId, actor.id), eq(communityMemberships.communityId, id)))
    if (!member) throw communityNotFound()
    if (options.write) throw new AppError('forbidden', 403, BOARD_READ_ONLY_MESSAGE)
  }
  return row
}

/** Creating a community is company staff's work. */
export function assertCompanyStaff(actor: Actor): void {
  if (actor.role === 'board') throw new AppError('forbidden', 403, 'Only company staff can add communities.')
}
