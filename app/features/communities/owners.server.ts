import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { communityOwners, unitOwners } from '~/db/schema'
import type { Owner } from './types'

// Owners are kept once per community (one owner of several units is one row) and linked to units.

export type OwnerWithKey = Omit<Owner, 'id'> & { key: string }

const CHUNK = 1000

/** Inserts or refreshes owners by key; answers each key's id. */
export async function upsertOwners(
  db: DbOrTransaction,
  communityId: string,
  owners: readonly OwnerWithKey[],
): Promise<Map<string, string>> {
  const unique = [...new Map(owners.map((o) => [o.key, o])).values()]
  const ids = new Map<string, string>()
  for (let i = 0; i < unique.length; i += CHUNK) {
    const rows = await db
      .insert(communityOwners)
      .values(
        unique.slice(i, i + CHUNK).map((o) => ({
          communityId,
          ownerKey: o.key,
          name: o.name,
          email: o.email,
          phone: o.phone,
          mailingAddress: o.mailingAddress,
        })),
      )
      .onConflictDoUpdate({
        target: [communityOwners.communityId, communityOwners.ownerKey],
        set: {
          name: sql`excluded.name`,
          email: sql`excluded.email`,
          phone: sql`excluded.phone`,
          mailingAddress: sql`excluded.mailing_address`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: communityOwners.id, key: communityOwners.ownerKey })
    for (const row of rows) ids.set(row.key, row.id)
  }
  return ids
}

/** Links owners to units in the given order (the caller has removed the units' old links). */
export async function linkOwners(
  db: DbOrTransaction,
  links: ReadonlyArray<{ unitId: string; ownerId: string; position: number }>,
): Promise<void> {
  for (let i = 0; i < links.length; i += CHUNK) await db.insert(unitOwners).values(links.slice(i, i + CHUNK))
}

/** Owners who no longer own any unit of the community are removed: the roll is the list of owners. */
export async function pruneOwners(db: DbOrTransaction, communityId: string): Promise<void> {
  await db.delete(communityOwners).where(
    and(
      eq(communityOwners.communityId, communityId),
      notExists(
        db
          .select({ one: sql`1` })
          .from(unitOwners)
          .where(eq(unitOwners.ownerId, communityOwners.id)),
      ),
    ),
  )
}

/** Each unit's owners, in roll order. */
export async function ownersOfUnits(
  db: DbOrTransaction,
  unitIds: readonly string[],
): Promise<Map<string, Owner[]>> {
  const byUnit = new Map<string, Owner[]>(unitIds.map((id) => [id, []]))
  for (let i = 0; i < unitIds.length; i += CHUNK) {
    const rows = await db
      .select({
        unitId: unitOwners.unitId,
        id: communityOwners.id,
        name: communityOwners.name,
        email: communityOwners.email,
        phone: communityOwners.phone,
        mailingAddress: communityOwners.mailingAddress,
      })
      .from(unitOwners)
      .innerJoin(communityOwners, eq(communityOwners.id, unitOwners.ownerId))
      .where(inArray(unitOwners.unitId, unitIds.slice(i, i + CHUNK)))
      .orderBy(asc(unitOwners.unitId), asc(unitOwners.position))
    for (const { unitId, ...owner } of rows) byUnit.get(unitId)!.push(owner)
  }
  return byUnit
}
