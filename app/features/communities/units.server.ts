import { and, asc, count, eq, exists, ilike, ne, or, sql } from 'drizzle-orm'
import type { Database, DbOrTransaction } from '~/db/client.server'
import { isUniqueViolation } from '~/db/errors'
import { communityOwners, communityUnits, unitOwners } from '~/db/schema'
import { formatMillionths, sameDecimal, toMillionths } from '~/lib/decimal'
import { AppError } from '~/lib/errors'
import { isUuid } from '~/lib/ids'
import { requireCommunity, type CommunityRow } from './access.server'
import { totalNotAcknowledged } from './communities.server'
import { listEvents, recordEvents } from './history.server'
import { settleLanguages } from './owner-language'
import { linkOwners, ownersOfUnits, pruneOwners, storedLanguages, upsertOwners } from './owners.server'
import { ownerLine } from './roll-diff'
import { labelKeyOf, ownerKeyOf, sortKeyOf, weightProblem } from './roll-rules'
import type { OwnerInput, UnitInput, UnitPatch } from './schemas'
import type { Actor, Owner, RollEvent, Unit, UnitPage } from './types'

type UnitRow = typeof communityUnits.$inferSelect

const unitNotFound = () =>
  new AppError('unit_not_found', 404, 'There is no unit with that id in this community.')
const labelTaken = () =>
  new AppError('unit_label_taken', 409, 'Another unit in this community already has this label.', {
    fieldErrors: { label: ['Another unit in this community already has this label.'] },
  })

const toUnit = (row: UnitRow, owners: Owner[]): Unit => ({
  id: row.id,
  label: row.label,
  address: row.address,
  weight: row.weight,
  owners,
  updatedAt: row.updatedAt.toISOString(),
})

const encodeCursor = (row: UnitRow) =>
  Buffer.from(JSON.stringify([row.sortKey, row.id])).toString('base64url')
function decodeCursor(cursor: string): [string, string] | null {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown
    // A sort key never holds U+0000, and PostgreSQL text cannot: such a cursor was made up.
    if (
      Array.isArray(value) &&
      typeof value[0] === 'string' &&
      !value[0].includes('\u0000') &&
      isUuid(value[1])
    )
      return [value[0], value[1]]
  } catch {
    // fall through: a cursor someone edited is simply a bad request
  }
  return null
}

/** A page of units in label order (natural: 2 before 10), optionally matching a search. */
export async function listUnits(
  db: Database,
  actor: Actor,
  communityId: string | undefined,
  query: { q?: string; cursor?: string; limit?: number },
): Promise<UnitPage> {
  const community = await requireCommunity(db, actor, communityId)
  const limit = query.limit ?? 50
  const after = query.cursor ? decodeCursor(query.cursor) : null
  if (query.cursor && !after)
    throw new AppError('bad_cursor', 400, 'That page link is not valid. Start from the first page.')
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const matches = pattern
    ? or(
        ilike(communityUnits.label, pattern),
        ilike(communityUnits.address, pattern),
        exists(
          db
            .select({ one: sql`1` })
            .from(unitOwners)
            .innerJoin(communityOwners, eq(communityOwners.id, unitOwners.ownerId))
            .where(
              and(
                eq(unitOwners.unitId, communityUnits.id),
                or(ilike(communityOwners.name, pattern), ilike(communityOwners.email, pattern)),
              ),
            ),
        ),
      )
    : undefined
  const scope = and(eq(communityUnits.communityId, community.id), matches)
  const rows = await db
    .select()
    .from(communityUnits)
    .where(
      and(
        scope,
        after
          ? sql`(${communityUnits.sortKey}, ${communityUnits.id}) > (${after[0]}, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(communityUnits.sortKey), asc(communityUnits.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const [{ matched }] = (await db.select({ matched: count() }).from(communityUnits).where(scope)) as [
    { matched: number },
  ]
  const owners = await ownersOfUnits(
    db,
    page.map((row) => row.id),
  )
  return {
    units: page.map((row) => toUnit(row, owners.get(row.id)!)),
    nextCursor: rows.length > limit ? encodeCursor(page.at(-1)!) : null,
    matched: Number(matched),
  }
}

async function findUnit(
  db: DbOrTransaction,
  community: CommunityRow,
  unitId: string | undefined,
  lock = false,
) {
  if (!isUuid(unitId)) throw unitNotFound()
  const query = db
    .select()
    .from(communityUnits)
    .where(and(eq(communityUnits.id, unitId), eq(communityUnits.communityId, community.id)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw unitNotFound()
  return row
}

export async function getUnit(
  db: Database,
  actor: Actor,
  communityId: string | undefined,
  unitId: string | undefined,
): Promise<{ unit: Unit; history: RollEvent[]; nextBefore: number | null }> {
  const community = await requireCommunity(db, actor, communityId)
  const row = await findUnit(db, community, unitId)
  const owners = await ownersOfUnits(db, [row.id])
  const { events, nextBefore } = await listEvents(db, community.id, { unitId: row.id })
  return { unit: toUnit(row, owners.get(row.id)!), history: events, nextBefore }
}

function checkWeight(weight: string, community: CommunityRow) {
  const problem = weightProblem(weight, community.weightBasis)
  if (problem) throw new AppError('invalid_input', 422, problem, { fieldErrors: { weight: [problem] } })
}

/**
 * For `percentage` communities: the total once this change is made. When it is not 100, the change
 * needs the acknowledgement, and the total is recorded with it.
 */
async function acknowledgedTotalAfter(
  tx: DbOrTransaction,
  community: CommunityRow,
  change: { exceptUnitId?: string; addWeight?: string },
  acknowledge: boolean | undefined,
): Promise<string | null> {
  if (community.weightBasis !== 'percentage') return null
  const [row] = await tx
    .select({ total: sql<string | null>`sum(${communityUnits.weight})::text`, units: count() })
    .from(communityUnits)
    .where(
      and(
        eq(communityUnits.communityId, community.id),
        change.exceptUnitId ? ne(communityUnits.id, change.exceptUnitId) : undefined,
      ),
    )
  const total = toMillionths(row?.total ?? '0') + (change.addWeight ? toMillionths(change.addWeight) : 0n)
  const units = Number(row?.units ?? 0) + (change.addWeight ? 1 : 0)
  if (total === 100_000_000n || units === 0) return null
  const totals = { totalWeight: formatMillionths(total), difference: formatMillionths(total - 100_000_000n) }
  if (!acknowledge) throw totalNotAcknowledged(totals)
  return totals.totalWeight
}

const ownerRecord = (o: OwnerInput) => ({ ...o, key: ownerKeyOf(o) })
// With phone and mailing address, so a change to either alone is in the unit's history too.
const ownerLines = (owners: readonly Owner[]) => owners.map(ownerLine)

/**
 * Makes these the unit's owners. An owner sent without a language keeps the one stored for them
 * (owner-language.ts); `before` is the unit's owners until now.
 */
async function replaceOwners(
  tx: DbOrTransaction,
  communityId: string,
  unitId: string,
  owners: readonly OwnerInput[],
  before: readonly Owner[] = [],
) {
  const keyed = owners.map(ownerRecord)
  if (new Set(keyed.map((o) => o.key)).size !== keyed.length)
    throw new AppError('invalid_input', 422, 'The same owner is listed twice.', {
      fieldErrors: { owners: ['The same owner is listed twice.'] },
    })
  const stored = await storedLanguages(
    tx,
    communityId,
    keyed.filter((o) => !o.language).map((o) => o.key),
  )
  const records = settleLanguages(keyed, stored, before)
  await tx.delete(unitOwners).where(eq(unitOwners.unitId, unitId))
  const ids = await upsertOwners(tx, communityId, records)
  await linkOwners(
    tx,
    records.map((o, position) => ({ unitId, ownerId: ids.get(o.key)!, position })),
  )
  await pruneOwners(tx, communityId)
}

async function saving<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw isUniqueViolation(error) ? labelTaken() : error
  }
}

export async function createUnit(
  db: Database,
  actor: Actor,
  communityId: string | undefined,
  input: UnitInput,
): Promise<Unit> {
  return saving(() =>
    db.transaction(async (tx) => {
      const community = await requireCommunity(tx, actor, communityId, { write: true, lock: true })
      checkWeight(input.weight, community)
      const acknowledgedTotal = await acknowledgedTotalAfter(
        tx,
        community,
        { addWeight: input.weight },
        input.acknowledgeTotal,
      )
      const [row] = await tx
        .insert(communityUnits)
        .values({
          communityId: community.id,
          label: input.label,
          labelKey: labelKeyOf(input.label),
          sortKey: sortKeyOf(input.label),
          address: input.address,
          weight: input.weight,
        })
        .returning()
      await replaceOwners(tx, community.id, row!.id, input.owners)
      const owners = (await ownersOfUnits(tx, [row!.id])).get(row!.id)!
      await recordEvents(tx, community.id, actor, [
        {
          kind: 'unit_created',
          unitId: row!.id,
          unitLabel: row!.label,
          changes: {
            label: row!.label,
            address: row!.address,
            weight: row!.weight,
            owners: ownerLines(owners),
          },
          acknowledgedTotal,
        },
      ])
      return toUnit(row!, owners)
    }),
  )
}

export async function updateUnit(
  db: Database,
  actor: Actor,
  communityId: string | undefined,
  unitId: string | undefined,
  patch: UnitPatch,
): Promise<Unit> {
  return saving(() =>
    db.transaction(async (tx) => {
      const community = await requireCommunity(tx, actor, communityId, { write: true, lock: true })
      const before = await findUnit(tx, community, unitId, true)
      const ownersBefore = (await ownersOfUnits(tx, [before.id])).get(before.id)!
      const changes: Record<string, { from: unknown; to: unknown }> = {}
      let acknowledgedTotal: string | null = null
      if (patch.weight !== undefined) {
        checkWeight(patch.weight, community)
        if (!sameDecimal(patch.weight, before.weight)) {
          changes.weight = { from: before.weight, to: patch.weight }
          acknowledgedTotal = await acknowledgedTotalAfter(
            tx,
            community,
            { exceptUnitId: before.id, addWeight: patch.weight },
            patch.acknowledgeTotal,
          )
        }
      }
      if (patch.label !== undefined && patch.label !== before.label)
        changes.label = { from: before.label, to: patch.label }
      if (patch.address !== undefined && patch.address !== before.address)
        changes.address = { from: before.address, to: patch.address }
      const [row] = await tx
        .update(communityUnits)
        .set({
          label: patch.label ?? before.label,
          labelKey: labelKeyOf(patch.label ?? before.label),
          sortKey: sortKeyOf(patch.label ?? before.label),
          address: patch.address === undefined ? before.address : patch.address,
          weight: changes.weight ? patch.weight : before.weight,
          updatedAt: sql`now()`,
        })
        .where(eq(communityUnits.id, before.id))
        .returning()
      let owners = ownersBefore
      if (patch.owners) {
        await replaceOwners(tx, community.id, before.id, patch.owners, ownersBefore)
        owners = (await ownersOfUnits(tx, [before.id])).get(before.id)!
        const [from, to] = [ownerLines(ownersBefore), ownerLines(owners)]
        if (from.join('\n') !== to.join('\n')) changes.owners = { from, to }
      }
      if (Object.keys(changes).length)
        await recordEvents(tx, community.id, actor, [
          { kind: 'unit_updated', unitId: before.id, unitLabel: row!.label, changes, acknowledgedTotal },
        ])
      return toUnit(row!, owners)
    }),
  )
}

export async function deleteUnit(
  db: Database,
  actor: Actor,
  communityId: string | undefined,
  unitId: string | undefined,
  acknowledgeTotal: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const community = await requireCommunity(tx, actor, communityId, { write: true, lock: true })
    const row = await findUnit(tx, community, unitId, true)
    const owners = (await ownersOfUnits(tx, [row.id])).get(row.id)!
    const acknowledgedTotal = await acknowledgedTotalAfter(
      tx,
      community,
      { exceptUnitId: row.id },
      acknowledgeTotal,
    )
    await tx.delete(communityUnits).where(eq(communityUnits.id, row.id))
    await pruneOwners(tx, community.id)
    await recordEvents(tx, community.id, actor, [
      {
        kind: 'unit_deleted',
        unitId: row.id,
        unitLabel: row.label,
        changes: { label: row.label, address: row.address, weight: row.weight, owners: ownerLines(owners) },
        acknowledgedTotal,
      },
    ])
  })
}
