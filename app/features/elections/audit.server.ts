import { asc, desc, eq } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { electionAudit, elections } from '~/db/schema'
import type { Actor } from './access.server'
import { chainHash, GENESIS_HASH, verifyChain, type ChainCheck } from './chain.server'
import type { AuditEvent } from './types'

// The election's administrative record as a hash chain (issue 12). Appending locks the election row, so
// two events never take the same place; ballots are not chained one by one (close seals their digest).

export type AuditKind =
  | 'created'
  | 'edited'
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
  | 'certified'
  | 'published'
  | 'cancelled'

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
  const fields = { seq: (last?.seq ?? 0) + 1, kind, actorName: actor.name, details, at: at.toISOString() }
  const hash = chainHash(prevHash, fields)
  await tx.insert(electionAudit).values({
    electionId,
    seq: fields.seq,
    kind,
    actorId: actor.id,
    actorName: actor.name,
    details,
    at,
    prevHash,
    hash,
  })
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
    actorName: row.actorName,
    details: row.details as Record<string, unknown>,
    at: row.at.toISOString(),
    prevHash: row.prevHash,
    hash: row.hash,
  }))
}

/** The log and whether every link of its chain still holds. */
export async function checkedAudit(db: DbOrTransaction, electionId: string) {
  const events = await listAudit(db, electionId)
  const check: ChainCheck = verifyChain(events)
  return { events, check }
}
