import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database, DbOrTransaction } from '~/db/client.server'
import { isUniqueViolation } from '~/db/errors'
import { communities, communityUnits } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { AppError } from '~/lib/errors'
import { formatMillionths, toMillionths } from '~/lib/decimal'
import { assertCompanyStaff, requireCommunity, visibleCommunityIds, type CommunityRow } from './access.server'
import { recordEvents } from './history.server'
import { languageCounts, totalNeedsAcknowledgement } from './roll-diff'
import type { CommunityPatch, CommunitySettings } from './schemas'
import type { Actor, Community, CommunitySummary, RollTotals } from './types'

export function toCommunity(row: CommunityRow): Community {
  return {
    id: row.id,
    name: row.name,
    associationType: row.associationType as Community['associationType'],
    city: row.city,
    county: row.county,
    weightBasis: row.weightBasis,
    quorumPercent: formatMillionths(toMillionths(row.quorumPercent)),
    quorumBasis: row.quorumBasis,
    secretBallotDefault: row.secretBallotDefault,
    revoteAllowedDefault: row.revoteAllowedDefault,
    proxyValidityMonths: row.proxyValidityMonths,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

type TotalsRow = {
  community_id: string
  units: number
  total: string | null
  owners: number
  owners_without_email: number
  co_owned: number
  units_without_email: number
  languages: Partial<Record<Locale, number>> | null
}

/** The roll's totals for each community, computed in SQL with exact numeric sums. */
export async function rollTotalsOf(
  db: DbOrTransaction,
  rows: readonly CommunityRow[],
): Promise<Map<string, RollTotals>> {
  const ids = rows.map((row) => row.id)
  const totals = new Map<string, RollTotals>()
  if (!ids.length) return totals
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )
  const result = (await db.execute(sql`
    select c.id as community_id,
      (select count(*)::int from community_units u where u.community_id = c.id) as units,
      (select sum(u.weight)::text from community_units u where u.community_id = c.id) as total,
      (select count(*)::int from community_owners o where o.community_id = c.id) as owners,
      (select count(*)::int from community_owners o where o.community_id = c.id and o.email is null)
        as owners_without_email,
      (select count(*)::int from community_units u where u.community_id = c.id
        and (select count(*) from unit_owners uo where uo.unit_id = u.id) > 1) as co_owned,
      (select count(*)::int from community_units u where u.community_id = c.id and not exists (
        select 1 from unit_owners uo join community_owners o on o.id = uo.owner_id
        where uo.unit_id = u.id and o.email is not null)) as units_without_email,
      (select jsonb_object_agg(l.language, l.owners) from (select o.language, count(*)::int as owners
        from community_owners o where o.community_id = c.id group by o.language) l) as languages
    from communities c where c.id in (${list})`)) as { rows: TotalsRow[] }
  for (const row of result.rows) {
    const basis = rows.find((c) => c.id === row.community_id)!.weightBasis
    const total = toMillionths(row.total ?? '0')
    totals.set(row.community_id, {
      units: Number(row.units),
      owners: Number(row.owners),
      ownersWithoutEmail: Number(row.owners_without_email),
      unitsWithoutEmail: Number(row.units_without_email),
      coOwnedUnits: Number(row.co_owned),
      ownersByLanguage: { ...languageCounts([]), ...row.languages },
      totalWeight: formatMillionths(total),
      expectedTotal: basis === 'percentage' ? '100' : null,
      difference: basis === 'percentage' ? formatMillionths(total - 100_000_000n) : null,
    })
  }
  return totals
}

async function summarise(db: DbOrTransaction, rows: CommunityRow[]): Promise<CommunitySummary[]> {
  const totals = await rollTotalsOf(db, rows)
  return rows.map((row) => ({ ...toCommunity(row), totals: totals.get(row.id)! }))
}

export async function listCommunities(db: Database, actor: Actor): Promise<CommunitySummary[]> {
  const visible = await visibleCommunityIds(db, actor)
  if (visible && !visible.length) return []
  const rows = await db
    .select()
    .from(communities)
    .where(visible ? inArray(communities.id, visible) : undefined)
    .orderBy(asc(communities.name))
  return summarise(db, rows)
}

export async function getCommunity(
  db: Database,
  actor: Actor,
  id: string | undefined,
): Promise<CommunitySummary> {
  const row = await requireCommunity(db, actor, id)
  return (await summarise(db, [row]))[0]!
}

const nameTaken = () =>
  new AppError('community_name_taken', 409, 'A community with this name already exists.', {
    fieldErrors: { name: ['A community with this name already exists.'] },
  })

export async function createCommunity(
  db: Database,
  actor: Actor,
  input: CommunitySettings,
): Promise<CommunitySummary> {
  assertCompanyStaff(actor)
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(communities).values(input).onConflictDoNothing().returning()
    if (!row) throw nameTaken()
    await recordEvents(tx, row.id, actor, [
      { kind: 'community_created', changes: { settings: toSettings(row) } },
    ])
    return (await summarise(tx, [row]))[0]!
  })
}

const SETTING_KEYS = [
  'name',
  'associationType',
  'city',
  'county',
  'weightBasis',
  'quorumPercent',
  'quorumBasis',
  'secretBallotDefault',
  'revoteAllowedDefault',
  'proxyValidityMonths',
] as const

const toSettings = (row: CommunityRow) => {
  const community = toCommunity(row)
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, community[key]]))
}

/**
 * Changes the settings. Switching to one vote per unit sets every weight to 1 (recorded); switching to
 * percentage interests with a roll that does not total 100 needs the acknowledgement.
 */
export async function updateCommunity(
  db: Database,
  actor: Actor,
  id: string | undefined,
  input: CommunityPatch,
): Promise<CommunitySummary> {
  const { acknowledgeTotal, ...patch } = input
  return db.transaction(async (tx) => {
    const before = await requireCommunity(tx, actor, id, { write: true, lock: true })
    const changes: Record<string, { from: unknown; to: unknown }> = {}
    const old = toSettings(before)
    const basisChanged = patch.weightBasis !== undefined && patch.weightBasis !== before.weightBasis
    const [row] = await tx
      .update(communities)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(communities.id, before.id))
      .returning()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? nameTaken() : error
      })
    const now = toSettings(row!)
    for (const key of SETTING_KEYS) if (old[key] !== now[key]) changes[key] = { from: old[key], to: now[key] }
    let acknowledgedTotal: string | null = null
    if (basisChanged && row!.weightBasis === 'unit') {
      const reset = await tx
        .update(communityUnits)
        .set({ weight: '1', updatedAt: sql`now()` })
        .where(sql`${communityUnits.communityId} = ${row!.id} and ${communityUnits.weight} <> 1`)
        .returning({ id: communityUnits.id })
      if (reset.length) changes.weightsSetToOne = { from: null, to: reset.length }
    }
    if (basisChanged && row!.weightBasis === 'percentage') {
      const totals = (await rollTotalsOf(tx, [row!])).get(row!.id)!
      if (totalNeedsAcknowledgement(totals)) {
        if (!acknowledgeTotal) throw totalNotAcknowledged(totals)
        acknowledgedTotal = totals.totalWeight
      }
    }
    if (Object.keys(changes).length)
      await recordEvents(tx, row!.id, actor, [{ kind: 'community_updated', changes, acknowledgedTotal }])
    return (await summarise(tx, [row!]))[0]!
  })
}

/** 409: a percentage roll that is not 100 needs `acknowledgeTotal: true`. */
export function totalNotAcknowledged(totals: Pick<RollTotals, 'totalWeight' | 'difference'>): AppError {
  const message =
    `The percentage interests total ${totals.totalWeight}, not 100 (a difference of ${totals.difference}). ` +
    'Check the declaration; to save anyway, confirm the total.'
  return new AppError('total_not_acknowledged', 409, message, {
    fieldErrors: { acknowledgeTotal: [message] },
  })
}
