import { associationTypeLabels, type AssociationType } from '~/content/association-types'
import type { RollEvent } from '../types'
import { weightBasisLabels, type WeightBasis } from '../types'
import { plural } from './format'

// A roll event in words: a headline and, where something changed, each field from → to. The values are
// shown as the server stored them (weights are decimal strings).

export type Change = { field: string; from: string; to: string }
export type Described = { headline: string; changes: Change[]; notes: string[] }

const FIELD_NAMES: Record<string, string> = {
  name: 'Name',
  associationType: 'Kind of association',
  city: 'City',
  county: 'County',
  weightBasis: 'Vote weight',
  quorumPercent: 'Quorum (percent)',
  quorumBasis: 'Quorum counted by',
  secretBallotDefault: 'Secret ballots by default',
  revoteAllowedDefault: 'Ballots may be changed',
  proxyValidityMonths: 'Proxy valid for (months)',
  label: 'Label',
  address: 'Address',
  weight: 'Weight',
  owners: 'Owners',
}

function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.length ? value.map(String).join('; ') : '(none)'
  if (field === 'weightBasis') return weightBasisLabels[value as WeightBasis] ?? String(value)
  if (field === 'associationType') return associationTypeLabels[value as AssociationType] ?? String(value)
  if (field === 'quorumBasis') return value === 'weight' ? 'Vote weight' : 'Units'
  return String(value)
}

const isFromTo = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value

function changesOf(changes: Record<string, unknown>): Change[] {
  return Object.entries(changes)
    .filter(([field, value]) => field in FIELD_NAMES && isFromTo(value))
    .map(([field, value]) => {
      const { from, to } = value as { from: unknown; to: unknown }
      return { field: FIELD_NAMES[field]!, from: show(field, from), to: show(field, to) }
    })
}

const count = (value: unknown) => (typeof value === 'number' ? value : 0)

function importHeadline(changes: Record<string, unknown>): string {
  const units = (changes.counts as { units?: number } | undefined)?.units ?? 0
  const parts = [
    [count(changes.added), 'added'],
    [count(changes.removed), 'removed'],
    [count(changes.weightChanged), 'with a new weight'],
    [count(changes.ownersChanged), 'with new owners'],
    [count(changes.addressChanged), 'with a new address'],
    [count(changes.languageChanged), 'with an owner reading another language'],
  ]
    .filter(([n]) => Number(n) > 0)
    .map(([n, what]) => `${n} ${what}`)
  return `Imported the roll: ${plural(units, 'unit')}${parts.length ? ` (${parts.join(', ')})` : ', no changes'}`
}

export function describeEvent(event: RollEvent): Described {
  const c = event.changes
  const unit = event.unitLabel ?? 'a unit'
  const byImport = c.byImport === true ? ' (by a roll import)' : ''
  const notes = event.acknowledgedTotal
    ? [`Confirmed a total of ${event.acknowledgedTotal} instead of 100.`]
    : []
  switch (event.kind) {
    case 'community_created':
      return { headline: 'Added the community', changes: [], notes }
    case 'community_updated': {
      const reset = isFromTo(c.weightsSetToOne)
        ? [`Set ${plural(count(c.weightsSetToOne.to), 'weight')} to 1.`]
        : []
      return { headline: 'Changed the settings', changes: changesOf(c), notes: [...reset, ...notes] }
    }
    case 'roll_imported':
      return { headline: importHeadline(c), changes: [], notes }
    case 'unit_created':
      return {
        headline: `Added ${unit}${byImport}`,
        changes: [],
        notes: [`Weight ${show('weight', c.weight)}; owners: ${show('owners', c.owners)}.`, ...notes],
      }
    case 'unit_updated':
      return { headline: `Changed ${unit}${byImport}`, changes: changesOf(c), notes }
    case 'unit_deleted':
      return {
        headline: `Removed ${unit}${byImport}`,
        changes: [],
        notes: [`It had weight ${show('weight', c.weight)}; owners: ${show('owners', c.owners)}.`, ...notes],
      }
    default:
      return { headline: 'Changed the roll', changes: changesOf(c), notes }
  }
}
