import { and, asc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { electionParticipation, electionProxies, electionRoll } from '~/db/schema'
import { hidesVoters, requireElection, type Actor } from './access.server'
import { OWNER_VOTED_REASON } from './cast.server'
import type { SnapshotOwner } from './snapshot.server'
import type { RollEntry } from './types'

// The frozen roll as the console lists it: each unit with whether and how it voted and its live proxy.
// How a unit voted (its choices) is not here and cannot be: participation has no link to a ballot.

export async function listRollEntries(
  db: Database,
  actor: Actor,
  id: string | undefined,
  filter: { q?: string; voted?: 'yes' | 'no' } = {},
): Promise<RollEntry[]> {
  const election = await requireElection(db, actor, id)
  // A board account sees the roll of a secret election, not who on it voted (access.server.ts).
  const hidden = hidesVoters(actor, election)
  const q = (filter.q ?? '')
    .trim()
    // eslint-disable-next-line no-control-regex -- NUL cannot reach PostgreSQL text
    .replace(/[\\%_\u0000]/g, '')
    .slice(0, 100)
  const rows = await db
    .select({
      unitId: electionRoll.unitId,
      label: electionRoll.label,
      weight: electionRoll.weight,
      owners: electionRoll.owners,
      method: electionParticipation.method,
      holderName: electionProxies.holderName,
      proxyKind: electionProxies.kind,
    })
    .from(electionRoll)
    .leftJoin(
      electionParticipation,
      and(
        eq(electionParticipation.electionId, electionRoll.electionId),
        eq(electionParticipation.unitId, electionRoll.unitId),
      ),
    )
    .leftJoin(
      electionProxies,
      and(
        eq(electionProxies.electionId, electionRoll.electionId),
        eq(electionProxies.unitId, electionRoll.unitId),
        // A board account of a secret election still sees the proxy its owner's vote ended (cast.server.ts).
        hidden
          ? or(isNull(electionProxies.revokedAt), eq(electionProxies.revokedReason, OWNER_VOTED_REASON))
          : isNull(electionProxies.revokedAt),
      ),
    )
    .where(
      and(
        eq(electionRoll.electionId, election.id),
        q
          ? sql`(${ilike(electionRoll.label, `%${q}%`)} or ${electionRoll.owners}::text ilike ${`%${q}%`})`
          : undefined,
        filter.voted === 'yes' && !hidden ? isNotNull(electionParticipation.unitId) : undefined,
        filter.voted === 'no' && !hidden ? isNull(electionParticipation.unitId) : undefined,
      ),
    )
    .orderBy(asc(electionRoll.sortKey), asc(electionRoll.unitId))
  return rows.map((row) => ({
    unitId: row.unitId,
    label: row.label,
    weight: row.weight,
    owners: (row.owners as SnapshotOwner[]).map((owner) => ({ name: owner.name, email: owner.email })),
    voted: hidden ? ('hidden' as const) : row.method,
    proxy: row.holderName ? { holderName: row.holderName, kind: row.proxyKind! } : null,
  }))
}
