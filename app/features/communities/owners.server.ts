import { and, asc, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import type { Locale } from '~/i18n/locales'
import { communityOwners, unitOwners } from '~/db/schema'
import type { Owner } from './types'

// Owners are kept once per community (one owner of several units is one row) and linked to units.

export type OwnerWithKey = Omit<Owner, 'id'> & { key: string }

const CHUNK = 1000

// A lone UTF-16 surrogate, which jsonb refuses; the drivers' UTF-8 encoding turns it into U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * Rows for a bulk write as one JSON parameter, read back as a table by jsonb_to_recordset: `columns`
 * declares its columns (named as the rows' keys). Bound one parameter per value, 1,000 rows cost more to
 * build and bind than to write (scripts/bench/roll.ts); strings arrive exactly as they would as
 * parameters, a lone surrogate included.
 */
export function recordset(rows: readonly object[], columns: string): SQL {
  const json = JSON.stringify(rows, (_key, value: unknown) =>
    typeof value === 'string' ? value.replace(LONE_SURROGATE, '\uFFFD') : value,
  )
  return sql`jsonb_to_recordset(${json}::jsonb) as r(${sql.raw(columns)})`
}

/** Inserts or refreshes owners by key; answers each key's id. */
export async function upsertOwners(
  db: DbOrTransaction,
  communityId: string,
  owners: readonly OwnerWithKey[],
): Promise<Map<string, string>> {
  const unique = [...new Map(owners.map((o) => [o.key, o])).values()]
  const ids = new Map<string, string>()
  for (let i = 0; i < unique.length; i += CHUNK) {
    const rows = unique.slice(i, i + CHUNK).map((o) => ({
      owner_key: o.key,
      name: o.name,
      email: o.email,
      phone: o.phone,
      mailing_address: o.mailingAddress,
      language: o.language,
    }))
    const result = (await db.execute(sql`
      insert into community_owners (community_id, owner_key, name, email, phone, mailing_address, language)
      select ${communityId}::uuid, r.owner_key, r.name, r.email, r.phone, r.mailing_address, r.language
      from ${recordset(rows, 'owner_key text, name text, email text, phone text, mailing_address text, language text')}
      on conflict (community_id, owner_key) do update set name = excluded.name, email = excluded.email,
        phone = excluded.phone, mailing_address = excluded.mailing_address, language = excluded.language,
        updated_at = now()
      returning id, owner_key`)) as { rows: Array<{ id: string; owner_key: string }> }
    for (const row of result.rows) ids.set(row.owner_key, row.id)
  }
  return ids
}

/** Links owners to units in the given order (the caller has removed the units' old links). */
export async function linkOwners(
  db: DbOrTransaction,
  links: ReadonlyArray<{ unitId: string; ownerId: string; position: number }>,
): Promise<void> {
  for (let i = 0; i < links.length; i += CHUNK) {
    const rows = links.slice(i, i + CHUNK)
    await db.execute(sql`
      insert into unit_owners (unit_id, owner_id, position)
      select r."unitId", r."ownerId", r.position
      from ${recordset(rows, '"unitId" uuid, "ownerId" uuid, position integer')}`)
  }
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
        language: communityOwners.language,
      })
      .from(unitOwners)
      .innerJoin(communityOwners, eq(communityOwners.id, unitOwners.ownerId))
      .where(inArray(unitOwners.unitId, unitIds.slice(i, i + CHUNK)))
      .orderBy(asc(unitOwners.unitId), asc(unitOwners.position))
    for (const { unitId, ...owner } of rows) byUnit.get(unitId)!.push(owner)
  }
  return byUnit
}

/** The stored language of each of these owners (by owner key) that the community already has. */
export async function storedLanguages(
  db: DbOrTransaction,
  communityId: string,
  keys: readonly string[],
): Promise<Map<string, Locale>> {
  if (!keys.length) return new Map()
  const rows = await db
    .select({ key: communityOwners.ownerKey, language: communityOwners.language })
    .from(communityOwners)
    .where(and(eq(communityOwners.communityId, communityId), inArray(communityOwners.ownerKey, [...keys])))
  return new Map(rows.map((row) => [row.key, row.language]))
}
