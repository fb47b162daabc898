import { asc, desc, eq } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { electionAudit, elections } from '~/db/schema'
import { hidesVoters, type Actor, type ElectionRow } from './access.server'
import { chainHash, chainSeal, GENESIS_HASH, verifyChain, type ChainCheck } from './chain.server'
import type { AuditEvent } from './types'

// The election's administrative record as a keyed hash chain (chain.server.ts). Appending locks the election
// row, so two events never take the same place, and writes the chain's new seal on that row in the same
// transaction. Ballots are not chained one by one (close seals their digest).

export type AuditKind =
  | 'created'
  | 'edited'
  | 'candidate_photo_saved'
  | 'candidate_photo_removed'
  | 'roll_snapshot'
  | 'opened'
  | 'invitations_sent'
  | 'notices_printed'
  | 'link_reissued'
  | 'reminders_sent'
  | 'proxy_recorded'
  | 'proxy_revoked'
  | 'paper_ballot_entered'
  | 'ballots_sealed'
  | 'closed'
  | 'tie_resolved'
  | 'certified'
  | 'published'
  | 'cancelled'
  | 'record_upgraded'

export async function appendAudit(
  tx: DbOrTransaction,
  electionId: string,
  actor: Actor,
  kind: AuditKind,
  details: Record<string, unknown> = {},
): Promise<AuditEvent> {
  await tx.select({ id: elections.id }).from(elections).where(eq(elections.id, electionId)).for('update')
  const [last] = await tx
    .select({ seq: electionAudit.seq, hash: electionAudit.hash })
    .from(electionAudit)
    .where(eq(electionAudit.electionId, electionId))
    .orderBy(desc(electionAudit.seq))
    .limit(1)
  const prevHash = last?.hash ?? GENESIS_HASH
  // Milliseconds, as the column keeps them, so the hash can be checked again from the stored row.
  const at = new Date()
  const fields = {
    seq: (last?.seq ?? 0) + 1,
    kind,
    actorId: actor.id,
    actorName: actor.name,
    details,
    at: at.toISOString(),
  }
  const hash = chainHash(electionId, prevHash, fields)
  await tx.insert(electionAudit).values({ electionId, ...fields, at, prevHash, hash })
  await tx
    .update(elections)
    .set({ auditSeal: chainSeal(electionId, fields.seq, hash) })
    .where(eq(elections.id, electionId))
  return { ...fields, prevHash, hash }
}

export async function listAudit(db: DbOrTransaction, electionId: string): Promise<AuditEvent[]> {
  const rows = await db
    .select()
    .from(electionAudit)
    .where(eq(electionAudit.electionId, electionId))
    .orderBy(asc(electionAudit.seq))
  return rows.map((row) => ({
    seq: row.seq,
    kind: row.kind,
    actorId: row.actorId,
    actorName: row.actorName,
    details: row.details as Record<string, unknown>,
    at: row.at.toISOString(),
    prevHash: row.prevHash,
    hash: row.hash,
  }))
}

/** The log and whether every link of its chain, and the seal on the election row, still hold. */
export async function checkedAudit(db: DbOrTransaction, electionId: string) {
  const events = await listAudit(db, electionId)
  const [row] = await db
    .select({ seal: elections.auditSeal })
    .from(elections)
    .where(eq(elections.id, electionId))
  const check: ChainCheck = verifyChain(electionId, events, row?.seal ?? null)
  return { events, check }
}

/**
 * The log as this viewer may read it. In a secret election a board account reads that a paper ballot was
 * entered, or links reissued, not for which units: links go only to units that have not voted, so the names
 * would tell who has (access.server.ts, hidesVoters). The chain is checked on the stored events.
 */
export async function auditFor(db: DbOrTransaction, actor: Actor, election: ElectionRow) {
  const { events, check } = await checkedAudit(db, election.id)
  if (!hidesVoters(actor, election)) return { events, check }
  return { check, events: events.map(withoutUnits) }
}

function withoutUnits(event: AuditEvent): AuditEvent {
  const { unit: _unit, units, ...details } = event.details
  if (event.kind === 'paper_ballot_entered') return { ...event, details }
  if (event.kind === 'link_reissued')
    return { ...event, details: { ...details, unitCount: Array.isArray(units) ? units.length : 0 } }
  return event
}
