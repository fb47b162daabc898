import { and, desc, eq, lt, sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { rollEvents, type RollEventKind } from '~/db/schema'
import { recordset } from './owners.server'
import type { Actor, RollEvent } from './types'

// The roll's history: every change with who made it, when, and the values before and after.

export type NewRollEvent = {
  kind: RollEventKind
  unitId?: string | null
  unitLabel?: string | null
  changes: Record<string, unknown>
  acknowledgedTotal?: string | null
}

const CHUNK = 1000

export async function recordEvents(
  db: DbOrTransaction,
  communityId: string,
  actor: Actor,
  events: readonly NewRollEvent[],
): Promise<void> {
  // One JSON parameter a batch (see recordset): an import of 10,000 units writes as many events.
  for (let i = 0; i < events.length; i += CHUNK) {
    const rows = events.slice(i, i + CHUNK).map((event) => ({
      unit_id: event.unitId ?? null,
      unit_label: event.unitLabel ?? null,
      kind: event.kind,
      changes: event.changes,
      acknowledged_total: event.acknowledgedTotal ?? null,
    }))
    await db.execute(sql`
      insert into roll_events (community_id, unit_id, unit_label, kind, actor_id, actor_name, changes, acknowledged_total)
      select ${communityId}::uuid, r.unit_id, r.unit_label, r.kind, ${actor.id}::uuid, ${actor.name}, r.changes,
        r.acknowledged_total
      from ${recordset(rows, 'unit_id uuid, unit_label text, kind text, changes jsonb, acknowledged_total numeric')}`)
  }
}

type Row = typeof rollEvents.$inferSelect
const toEvent = (row: Row): RollEvent => ({
  id: row.id,
  kind: row.kind,
  unitId: row.unitId,
  unitLabel: row.unitLabel,
  actorName: row.actorName,
  changes: row.changes as Record<string, unknown>,
  acknowledgedTotal: row.acknowledgedTotal,
  createdAt: row.createdAt.toISOString(),
})

/**
 * Newest first; `before` (an event id) pages back. Unit events when `unitId` is given. Without
 * `importDetails`, an import is its one summary event, not also an event for each unit it touched.
 */
export async function listEvents(
  db: DbOrTransaction,
  communityId: string,
  options: { unitId?: string; before?: number; limit?: number; importDetails?: boolean } = {},
): Promise<{ events: RollEvent[]; nextBefore: number | null }> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 200)
  const rows = await db
    .select()
    .from(rollEvents)
    .where(
      and(
        eq(rollEvents.communityId, communityId),
        options.unitId ? eq(rollEvents.unitId, options.unitId) : undefined,
        options.before ? lt(rollEvents.id, options.before) : undefined,
        options.importDetails === false
          ? sql`not (${rollEvents.changes} @> '{"byImport": true}'::jsonb)`
          : undefined,
      ),
    )
    .orderBy(desc(rollEvents.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  return { events: page.map(toEvent), nextBefore: rows.length > limit ? page.at(-1)!.id : null }
}
