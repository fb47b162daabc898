import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database, DbOrTransaction } from '~/db/client.server'
import { communityOwners, communityUnits, unitOwners } from '~/db/schema'
import { toCsv } from '~/lib/csv'
import type { CsvReadResult } from '~/lib/csv-read'
import type { Locale } from '~/i18n/locales'
import { sameDecimal } from '~/lib/decimal'
import { requireCommunity } from './access.server'
import { totalNotAcknowledged } from './communities.server'
import { recordEvents, type NewRollEvent } from './history.server'
import { settleLanguages } from './owner-language'
import { linkOwners, pruneOwners, recordset, upsertOwners } from './owners.server'
import { diffRoll, ownerLine, rollTotals, totalNeedsAcknowledgement } from './roll-diff'
import { parseRoll, ROLL_COLUMNS, type ParsedRoll, type RollOwner, type RollUnit } from './roll-parse'
import type { Actor, Owner, RollPreview } from './types'

// Importing a whole roll (issue 11): a preview that writes nothing, then a commit that replaces the roll
// in one transaction. Units are matched by label, so a unit keeps its id and its history across imports.

type CurrentUnit = {
  id: string
  label: string
  labelKey: string
  address: string | null
  weight: string
  owners: Array<Owner & { key: string }>
}

/** A unit of the file with every owner's language settled (owner-language.ts). */
type NextUnit = Omit<RollUnit, 'owners'> & { owners: Array<RollOwner & { language: Locale }> }

/** The roll as stored, in label order, with each unit's owners in roll order (one query). */
export async function loadRoll(db: DbOrTransaction, communityId: string): Promise<CurrentUnit[]> {
  const rows = await db
    .select({
      id: communityUnits.id,
      label: communityUnits.label,
      labelKey: communityUnits.labelKey,
      address: communityUnits.address,
      weight: communityUnits.weight,
      ownerId: communityOwners.id,
      ownerKey: communityOwners.ownerKey,
      name: communityOwners.name,
      email: communityOwners.email,
      phone: communityOwners.phone,
      mailingAddress: communityOwners.mailingAddress,
      language: communityOwners.language,
    })
    .from(communityUnits)
    .leftJoin(unitOwners, eq(unitOwners.unitId, communityUnits.id))
    .leftJoin(communityOwners, eq(communityOwners.id, unitOwners.ownerId))
    .where(eq(communityUnits.communityId, communityId))
    .orderBy(asc(communityUnits.sortKey), asc(communityUnits.id), asc(unitOwners.position))
  const units: CurrentUnit[] = []
  for (const row of rows) {
    let unit = units.at(-1)
    if (unit?.id !== row.id) {
      unit = {
        id: row.id,
        label: row.label,
        labelKey: row.labelKey,
        address: row.address,
        weight: row.weight,
        owners: [],
      }
      units.push(unit)
    }
    if (row.ownerId)
      unit.owners.push({
        id: row.ownerId,
        key: row.ownerKey!,
        name: row.name!,
        email: row.email,
        phone: row.phone,
        mailingAddress: row.mailingAddress,
        language: row.language!,
      })
  }
  return units
}

/** The file's units, each owner given the language stored for them where the file names none. */
function settled(parsed: ParsedRoll, current: readonly CurrentUnit[]): NextUnit[] {
  const storedByKey = new Map(current.flatMap((unit) => unit.owners.map((o) => [o.key, o.language] as const)))
  const before = new Map(current.map((unit) => [unit.labelKey, unit.owners]))
  return parsed.units.map((unit) => ({
    ...unit,
    owners: settleLanguages(unit.owners, storedByKey, before.get(unit.labelKey) ?? []),
  }))
}

function previewOf(
  parsed: ParsedRoll,
  next: NextUnit[],
  current: CurrentUnit[],
  basis: Parameters<typeof rollTotals>[1],
): RollPreview {
  const totals = rollTotals(next, basis)
  // A unit whose rows all failed is not "removed": it is in the file, waiting for a fix.
  const compared = current.filter((unit) => !parsed.failedLabelKeys.has(unit.labelKey))
  const diff = diffRoll(compared, next)
  return {
    counts: { rows: parsed.rows, ...totals },
    diff,
    errors: parsed.errors,
    needsAcknowledgement: totalNeedsAcknowledgement(totals),
  }
}

/** A roll's CSV: its text, or the records of an upload read as it arrived (roll-file.ts). */
type RollCsv = string | CsvReadResult

/** What importing this CSV would do. Nothing is written. */
export async function previewRoll(db: Database, actor: Actor, communityId: string | undefined, csv: RollCsv) {
  const community = await requireCommunity(db, actor, communityId, { write: true })
  const parsed = parseRoll(csv, community.weightBasis)
  const current = await loadRoll(db, community.id)
  return previewOf(parsed, settled(parsed, current), current, community.weightBasis)
}

export type RollCommit =
  { ok: true; preview: RollPreview } | { ok: false; status: 409 | 422; message: string; preview: RollPreview }

/** Replaces the roll with the CSV's, all or nothing: any row error, or an unaccepted total, saves nothing. */
export async function commitRoll(
  db: Database,
  actor: Actor,
  communityId: string | undefined,
  csv: RollCsv,
  acknowledgeTotal: boolean,
): Promise<RollCommit> {
  return db.transaction(async (tx) => {
    const community = await requireCommunity(tx, actor, communityId, { write: true, lock: true })
    const parsed = parseRoll(csv, community.weightBasis)
    const current = await loadRoll(tx, community.id)
    const next = settled(parsed, current)
    const preview = previewOf(parsed, next, current, community.weightBasis)
    if (parsed.errors.length) {
      const n = parsed.errors.length
      return {
        ok: false,
        status: 422,
        preview,
        message: `The roll has ${n} ${n === 1 ? 'error' : 'errors'}; nothing was saved. Fix the file and upload it again.`,
      }
    }
    if (preview.needsAcknowledgement && !acknowledgeTotal)
      return {
        ok: false,
        status: 409,
        preview,
        message: totalNotAcknowledged(preview.counts).message,
      }
    await replaceRoll(tx, actor, community.id, current, next, {
      kind: 'roll_imported',
      changes: {
        counts: preview.counts,
        added: preview.diff.added.length,
        removed: preview.diff.removed.length,
        weightChanged: preview.diff.weightChanged.length,
        ownersChanged: preview.diff.ownersChanged.length,
        addressChanged: preview.diff.addressChanged.length,
        languageChanged: preview.diff.languageChanged.length,
      },
      acknowledgedTotal: preview.needsAcknowledgement ? preview.counts.totalWeight : null,
    })
    return { ok: true, preview }
  })
}

const CHUNK = 1000
// With phone and mailing address, so a change to either alone is in the unit's history too.
const ownerNames = (owners: ReadonlyArray<Omit<Owner, 'id'>>) => owners.map(ownerLine)

async function replaceRoll(
  tx: DbOrTransaction,
  actor: Actor,
  communityId: string,
  current: CurrentUnit[],
  next: NextUnit[],
  importEvent: NewRollEvent,
) {
  const before = new Map(current.map((unit) => [unit.labelKey, unit]))
  const nextKeys = new Set(next.map((unit) => unit.labelKey))
  const removed = current.filter((unit) => !nextKeys.has(unit.labelKey))
  for (let i = 0; i < removed.length; i += CHUNK)
    await tx.delete(communityUnits).where(
      inArray(
        communityUnits.id,
        removed.slice(i, i + CHUNK).map((u) => u.id),
      ),
    )

  const unitIds = new Map<string, string>()
  const events: NewRollEvent[] = [importEvent]
  const written: NextUnit[] = []
  for (const unit of next) {
    const old = before.get(unit.labelKey)
    if (
      old &&
      old.label === unit.label &&
      old.address === unit.address &&
      sameDecimal(old.weight, unit.weight)
    )
      unitIds.set(unit.labelKey, old.id)
    else written.push(unit)
  }
  for (let i = 0; i < written.length; i += CHUNK) {
    const rows = written.slice(i, i + CHUNK).map((unit) => ({
      label: unit.label,
      label_key: unit.labelKey,
      sort_key: unit.sortKey,
      address: unit.address,
      weight: unit.weight,
    }))
    // The weight goes from text to numeric as written, so "1.50" keeps its two places.
    const result = (await tx.execute(sql`
      insert into community_units (community_id, label, label_key, sort_key, address, weight)
      select ${communityId}::uuid, r.label, r.label_key, r.sort_key, r.address, r.weight::numeric
      from ${recordset(rows, 'label text, label_key text, sort_key text, address text, weight text')}
      on conflict (community_id, label_key) do update set label = excluded.label,
        sort_key = excluded.sort_key, address = excluded.address, weight = excluded.weight,
        updated_at = now()
      returning id, label_key`)) as { rows: Array<{ id: string; label_key: string }> }
    for (const row of result.rows) unitIds.set(row.label_key, row.id)
  }

  await tx
    .delete(unitOwners)
    .where(
      inArray(
        unitOwners.unitId,
        tx
          .select({ id: communityUnits.id })
          .from(communityUnits)
          .where(eq(communityUnits.communityId, communityId)),
      ),
    )
  const ownerIds = await upsertOwners(
    tx,
    communityId,
    next.flatMap((unit) => unit.owners),
  )
  await linkOwners(
    tx,
    next.flatMap((unit) =>
      unit.owners.map((o, position) => ({
        unitId: unitIds.get(unit.labelKey)!,
        ownerId: ownerIds.get(o.key)!,
        position,
      })),
    ),
  )
  await pruneOwners(tx, communityId)

  for (const unit of removed)
    events.push({
      kind: 'unit_deleted',
      unitId: unit.id,
      unitLabel: unit.label,
      changes: { label: unit.label, weight: unit.weight, owners: ownerNames(unit.owners), byImport: true },
    })
  for (const unit of next) {
    const old = before.get(unit.labelKey)
    const unitId = unitIds.get(unit.labelKey)!
    if (!old) {
      events.push({
        kind: 'unit_created',
        unitId,
        unitLabel: unit.label,
        changes: {
          label: unit.label,
          address: unit.address,
          weight: unit.weight,
          owners: ownerNames(unit.owners),
          byImport: true,
        },
      })
      continue
    }
    const changes: Record<string, unknown> = {}
    if (!sameDecimal(old.weight, unit.weight)) changes.weight = { from: old.weight, to: unit.weight }
    if (old.address !== unit.address) changes.address = { from: old.address, to: unit.address }
    if (old.label !== unit.label) changes.label = { from: old.label, to: unit.label }
    const [from, to] = [ownerNames(old.owners), ownerNames(unit.owners)]
    if (from.join('\n') !== to.join('\n')) changes.owners = { from, to }
    if (Object.keys(changes).length)
      events.push({
        kind: 'unit_updated',
        unitId,
        unitLabel: unit.label,
        changes: { ...changes, byImport: true },
      })
  }
  await recordEvents(tx, communityId, actor, events)
}

/** The roll as a CSV in the import's own format, so an export imported again changes nothing. */
export async function exportRoll(db: Database, actor: Actor, communityId: string | undefined) {
  const community = await requireCommunity(db, actor, communityId)
  const units = await loadRoll(db, community.id)
  const rows = units.flatMap((unit) =>
    unit.owners.map((owner) => {
      const cells: Record<(typeof ROLL_COLUMNS)[number], string> = {
        unit: unit.label,
        owner_name: owner.name,
        owner_email: owner.email ?? '',
        weight: unit.weight,
        address: unit.address ?? '',
        owner_phone: owner.phone ?? '',
        mailing_address: owner.mailingAddress ?? '',
        language: owner.language,
      }
      return ROLL_COLUMNS.map((column) => cells[column])
    }),
  )
  return { community, csv: toCsv(ROLL_COLUMNS, rows) }
}
