import { and, asc, eq, sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { electionRoll } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { isUuid } from '~/lib/ids'
import { canonicalJson, sha256 } from './chain.server'

// Opening freezes the roll (issue 12): units, weights and owners are copied in one statement, and the
// copy's hash goes into the audit chain, so anyone can later show which roll the election used.

export type SnapshotOwner = { name: string; email: string | null; mailingAddress: string | null }
export type SnapshotUnit = { unitId: string; label: string; weight: string; owners: SnapshotOwner[] }

export async function freezeRoll(tx: DbOrTransaction, electionId: string, communityId: string) {
  // A join grouped once, not a subquery per unit: right after an import (and always on PGlite) there are
  // no table statistics, and the per-unit subquery read every owner for every unit (10,000 units: 12 s).
  await tx.execute(sql`
    insert into election_roll (election_id, unit_id, label, sort_key, weight, owners)
    select ${electionId}::uuid, u.id, u.label, u.sort_key, u.weight, coalesce(o.owners, '[]'::jsonb)
    from community_units u
    left join (
      select uo.unit_id,
        jsonb_agg(jsonb_build_object('name', ow.name, 'email', ow.email, 'mailingAddress', ow.mailing_address)
          order by uo.position, ow.id) as owners
      from unit_owners uo
      join community_owners ow on ow.id = uo.owner_id
      join community_units cu on cu.id = uo.unit_id and cu.community_id = ${communityId}::uuid
      group by uo.unit_id) o on o.unit_id = u.id
    where u.community_id = ${communityId}::uuid`)
  const units = await loadSnapshot(tx, electionId)
  const hash = sha256(canonicalJson(units.map((u) => [u.unitId, u.label, u.weight, u.owners])))
  const [totals] = await tx
    .select({
      units: sql<number>`count(*)::int`,
      weight: sql<string>`coalesce(sum(${electionRoll.weight}), 0)::text`,
    })
    .from(electionRoll)
    .where(eq(electionRoll.electionId, electionId))
  return { units, hash, totals: totals! }
}

export async function loadSnapshot(db: DbOrTransaction, electionId: string): Promise<SnapshotUnit[]> {
  const rows = await db
    .select({
      unitId: electionRoll.unitId,
      label: electionRoll.label,
      weight: electionRoll.weight,
      owners: electionRoll.owners,
    })
    .from(electionRoll)
    .where(eq(electionRoll.electionId, electionId))
    .orderBy(asc(electionRoll.sortKey), asc(electionRoll.unitId))
  return rows.map((row) => ({ ...row, owners: row.owners as SnapshotOwner[] }))
}

/** Each distinct owner email of a unit, in roll order. */
export function emailsOf(unit: Pick<SnapshotUnit, 'owners'>): string[] {
  const seen = new Set<string>()
  for (const owner of unit.owners) if (owner.email) seen.add(owner.email.toLowerCase())
  return [...seen]
}

const NOT_ON_ROLL = 'Choose a unit on this election’s roll.'

/** A unit of the frozen roll that staff named (a proxy, a paper ballot), or a 422 on `unitId`. */
export async function requireRollUnit(db: DbOrTransaction, electionId: string, unitId: string) {
  const refuse = () =>
    new AppError('invalid_input', 422, NOT_ON_ROLL, { fieldErrors: { unitId: [NOT_ON_ROLL] } })
  if (!isUuid(unitId)) throw refuse()
  const [unit] = await db
    .select({ label: electionRoll.label })
    .from(electionRoll)
    .where(and(eq(electionRoll.electionId, electionId), eq(electionRoll.unitId, unitId)))
  if (!unit) throw refuse()
  return unit
}
