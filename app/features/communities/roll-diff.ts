import { DEFAULT_LOCALE, LOCALES, type Locale } from '~/i18n/locales'
import { formatMillionths, sameDecimal, toMillionths } from '~/lib/decimal'
import { languageNames, type Owner, type RollDiff, type RollTotals, type WeightBasis } from './types'

// What a roll holds (totals) and what saving a new one would change (the diff), both pure, so the
// preview, the commit and the tests agree to the last decimal place.

type UnitLike = { label: string; address: string | null; weight: string; owners: Owner[] }
type KeyedUnit = UnitLike & { labelKey: string }

const ownerKey = (o: Owner) =>
  `${o.name.toLowerCase()}|${o.email ?? ''}|${o.mailingAddress?.toLowerCase() ?? ''}`

/** Unit and owner counts and the exact total weight; for `percentage` rolls, how far it is from 100. */
export function rollTotals(units: readonly UnitLike[], basis: WeightBasis): RollTotals {
  let total = 0n
  const owners = new Map<string, Owner>()
  let coOwnedUnits = 0
  let unitsWithoutEmail = 0
  for (const unit of units) {
    total += toMillionths(unit.weight)
    if (unit.owners.length > 1) coOwnedUnits += 1
    if (!unit.owners.some((o) => o.email)) unitsWithoutEmail += 1
    for (const owner of unit.owners) owners.set(ownerKey(owner), owner)
  }
  const percentage = basis === 'percentage'
  return {
    units: units.length,
    owners: owners.size,
    ownersWithoutEmail: [...owners.values()].filter((o) => !o.email).length,
    unitsWithoutEmail,
    coOwnedUnits,
    ownersByLanguage: languageCounts([...owners.values()].map((o) => o.language)),
    totalWeight: formatMillionths(total),
    expectedTotal: percentage ? '100' : null,
    difference: percentage ? formatMillionths(total - 100_000_000n) : null,
  }
}

/** How many of these owners read each language, every language listed. */
export function languageCounts(languages: readonly Locale[]): Record<Locale, number> {
  const counts = Object.fromEntries(LOCALES.map((locale) => [locale, 0])) as Record<Locale, number>
  for (const language of languages) counts[language] += 1
  return counts
}

/** Whether saving this roll needs someone to accept a `percentage` total other than 100. */
export const totalNeedsAcknowledgement = (totals: RollTotals) =>
  totals.difference !== null && totals.units > 0 && totals.difference !== '0'

/**
 * An owner as one line, with every detail a notice uses: the diff and the history both show this. A
 * language other than English is named at the end, so a change of language is in the history too.
 */
export const ownerLine = (o: Omit<Owner, 'id'>) =>
  [personLine(o), o.language === DEFAULT_LOCALE ? null : `(reads ${languageNames[o.language]})`]
    .filter(Boolean)
    .join(' ')
const personLine = (o: Omit<Owner, 'id' | 'language'>) =>
  [o.name, o.email ? `<${o.email}>` : null, o.phone, o.mailingAddress].filter(Boolean).join(' ')
const signature = (owners: readonly Owner[], line: (o: Owner) => string) => owners.map(line).sort().join('\n')

/** What replacing `current` with `next` changes, unit by unit, matched by label without regard to case. */
export function diffRoll(current: readonly KeyedUnit[], next: readonly KeyedUnit[]): RollDiff {
  const diff: RollDiff = {
    added: [],
    removed: [],
    weightChanged: [],
    ownersChanged: [],
    addressChanged: [],
    languageChanged: [],
    unchanged: 0,
  }
  const before = new Map(current.map((unit) => [unit.labelKey, unit]))
  const summary = (u: UnitLike) => ({ label: u.label, weight: u.weight, owners: u.owners.map((o) => o.name) })
  for (const unit of next) {
    const old = before.get(unit.labelKey)
    before.delete(unit.labelKey)
    if (!old) {
      diff.added.push(summary(unit))
      continue
    }
    let changed = false
    if (!sameDecimal(old.weight, unit.weight)) {
      diff.weightChanged.push({ label: unit.label, from: old.weight, to: unit.weight })
      changed = true
    }
    // New people are an owner change; the same people reading another language, a language change.
    const lines = { label: unit.label, from: old.owners.map(ownerLine), to: unit.owners.map(ownerLine) }
    if (signature(old.owners, personLine) !== signature(unit.owners, personLine)) {
      diff.ownersChanged.push(lines)
      changed = true
    } else if (signature(old.owners, ownerLine) !== signature(unit.owners, ownerLine)) {
      diff.languageChanged.push(lines)
      changed = true
    }
    if ((old.address ?? null) !== (unit.address ?? null)) {
      diff.addressChanged.push({ label: unit.label, from: old.address, to: unit.address })
      changed = true
    }
    if (!changed) diff.unchanged += 1
  }
  for (const old of before.values()) diff.removed.push(summary(old))
  return diff
}
