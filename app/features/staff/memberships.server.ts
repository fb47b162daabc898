import { asc, eq, inArray } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { communities, communityMemberships } from '~/db/schema'
import { AppError } from '~/lib/errors'

// A board account's communities (decision 0010). Company staff have none: they see every community.

const MISSING = 'A chosen community does not exist (any more). Reload the page and choose again.'

/** Replaces the account's communities with these; an id that names no community is a 422. */
export async function setMemberships(db: DbOrTransaction, userId: string, communityIds: readonly string[]) {
  if (communityIds.length) {
    const found = await db
      .select({ id: communities.id })
      .from(communities)
      .where(inArray(communities.id, [...communityIds]))
    if (found.length !== communityIds.length)
      throw new AppError('invalid_input', 422, MISSING, { fieldErrors: { communityIds: [MISSING] } })
  }
  await db.delete(communityMemberships).where(eq(communityMemberships.userId, userId))
  if (communityIds.length)
    await db.insert(communityMemberships).values(communityIds.map((communityId) => ({ userId, communityId })))
}

/** Each listed account's community ids, in community-name order. */
export async function membershipsOf(
  db: DbOrTransaction,
  userIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>(userIds.map((id) => [id, []]))
  if (!userIds.length) return byUser
  const rows = await db
    .select({ userId: communityMemberships.userId, communityId: communityMemberships.communityId })
    .from(communityMemberships)
    .innerJoin(communities, eq(communities.id, communityMemberships.communityId))
    .where(inArray(communityMemberships.userId, [...userIds]))
    .orderBy(asc(communities.name))
  for (const row of rows) byUser.get(row.userId)?.push(row.communityId)
  return byUser
}
