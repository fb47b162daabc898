import type { Database } from '~/db/client.server'
import { createCommunity, listCommunities } from '~/features/communities/communities.server'
import { commitRoll, previewRoll } from '~/features/communities/roll.server'
import { CommunitySettingsSchema } from '~/features/communities/schemas'
import type { Actor, CommunitySummary, RollDiff, RollPreview } from '~/features/communities/types'
import { DemoSeedError } from './demo-error'
import { mapleHollowRollCsv } from './maple-hollow-roll'

export const MAPLE_HOLLOW_NAME = 'Maple Hollow HOA (demo)'

// A Layton subdivision (Layton is a served city, app/content/cities.ts) whose declaration allocates
// percentage interests, with a quorum counted by weight and Utah's defaults for ballots and proxies.
const SETTINGS = CommunitySettingsSchema.parse({
  name: MAPLE_HOLLOW_NAME,
  associationType: 'homeowners-association',
  city: 'Layton',
  county: 'Davis',
  weightBasis: 'percentage',
  quorumPercent: '20',
  quorumBasis: 'weight',
})

/** The demo community, created when it is missing; an existing one keeps whatever settings staff gave it. */
export async function ensureMapleHollow(
  db: Database,
  actor: Actor,
): Promise<{ community: CommunitySummary; lines: string[] }> {
  const key = MAPLE_HOLLOW_NAME.toLowerCase()
  const existing = (await listCommunities(db, actor)).find((c) => c.name.toLowerCase() === key)
  if (existing)
    return { community: existing, lines: [`The community "${existing.name}" already exists; kept as it is.`] }
  const community = await createCommunity(db, actor, SETTINGS)
  return {
    community,
    lines: [`Created the community "${community.name}" (${community.city}, ${community.county} County).`],
  }
}

const changeCount = (diff: RollDiff) =>
  diff.added.length +
  diff.removed.length +
  diff.weightChanged.length +
  diff.ownersChanged.length +
  diff.addressChanged.length +
  diff.languageChanged.length

function describeRoll({ counts }: RollPreview): string {
  return (
    `${counts.units} units on ${counts.rows} rows; ${counts.owners} owners, ${counts.ownersWithoutEmail} of ` +
    `them without email (paper notices); ${counts.coOwnedUnits} co-owned units; interests total ` +
    counts.totalWeight
  )
}

function describeChanges(diff: RollDiff): string {
  const parts = [
    [diff.added.length, 'added'],
    [diff.removed.length, 'removed'],
    [diff.weightChanged.length, 'with a new weight'],
    [diff.ownersChanged.length, 'with new owners'],
    [diff.addressChanged.length, 'with a new address'],
    [diff.languageChanged.length, 'with an owner reading another language'],
  ] as const
  return parts
    .filter(([n]) => n > 0)
    .map(([n, what]) => `${n} ${n === 1 ? 'unit' : 'units'} ${what}`)
    .join(', ')
}

/**
 * Brings the community's roll to the demo roll through the roll import, as staff would upload it, so the
 * history shows it. When the roll already is the demo roll, nothing is written (not even a history entry).
 */
export async function importDemoRoll(db: Database, actor: Actor, community: CommunitySummary) {
  const csv = mapleHollowRollCsv()
  const preview = await previewRoll(db, actor, community.id, csv)
  if (!preview.errors.length && changeCount(preview.diff) === 0)
    return [`Its roll already is the demo roll, so nothing was imported: ${describeRoll(preview)}.`]
  const result = await commitRoll(db, actor, community.id, csv, false)
  if (!result.ok) {
    const errors = result.preview.errors.slice(0, 5).map((e) => `\n  line ${e.line}: ${e.message}`)
    throw new DemoSeedError(
      `The demo roll was not saved: ${result.message}${errors.join('')}\n` +
        `Its settings may have been changed (the demo roll needs percentage weights).`,
    )
  }
  const fresh = result.preview.diff.added.length === result.preview.counts.units
  return [
    fresh
      ? `Imported the demo roll: ${describeRoll(result.preview)}.`
      : `Re-imported the demo roll (${describeChanges(result.preview.diff)}): ${describeRoll(result.preview)}.`,
  ]
}
