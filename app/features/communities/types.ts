import type { AssociationType } from '~/content/association-types'
import type { Locale } from '~/i18n/locales'

// Shapes the communities API answers with and the back-office pages read. Weights and percentages are
// decimal strings everywhere (never numbers), so JSON carries them exactly.

export const WEIGHT_BASES = ['unit', 'percentage', 'custom'] as const
export type WeightBasis = (typeof WEIGHT_BASES)[number]
export const QUORUM_BASES = ['units', 'weight'] as const
export type QuorumBasis = (typeof QUORUM_BASES)[number]

export const weightBasisLabels: Record<WeightBasis, string> = {
  unit: 'One vote per unit',
  percentage: 'Percentage interest (undivided interest)',
  custom: 'Custom weights (bylaws)',
}

/** Whoever acts on a community: the signed-in staff or board account. */
export type Actor = { id: string; name: string; role: 'admin' | 'manager' | 'board' }

export type Community = {
  id: string
  name: string
  associationType: AssociationType
  city: string | null
  county: string | null
  weightBasis: WeightBasis
  quorumPercent: string
  quorumBasis: QuorumBasis
  secretBallotDefault: boolean
  revoteAllowedDefault: boolean
  proxyValidityMonths: number
  createdAt: string
  updatedAt: string
}

export type RollTotals = {
  units: number
  owners: number
  ownersWithoutEmail: number
  /** Units where no owner has an email: their notices go by post. */
  unitsWithoutEmail: number
  coOwnedUnits: number
  /** How many owners read each language (every language listed, 0 where none do). */
  ownersByLanguage: Record<Locale, number>
  totalWeight: string
  /** For `percentage` communities: "100", and the exact total minus 100. */
  expectedTotal: string | null
  difference: string | null
}

export type CommunitySummary = Community & { totals: RollTotals }

export type Owner = {
  id?: string
  name: string
  email: string | null
  phone: string | null
  mailingAddress: string | null
  /** The language the owner reads: their notices, invitations and ballots are written in it. */
  language: Locale
}

/** Each language by its English name, as the back office (in English) speaks of an owner's language. */
export const languageNames: Record<Locale, string> = { en: 'English', es: 'Spanish' }

export type Unit = {
  id: string
  label: string
  address: string | null
  weight: string
  owners: Owner[]
  updatedAt: string
}

export type UnitPage = { units: Unit[]; nextCursor: string | null; matched: number }

export type RollEvent = {
  id: number
  kind: string
  unitId: string | null
  unitLabel: string | null
  actorName: string
  changes: Record<string, unknown>
  acknowledgedTotal: string | null
  createdAt: string
}

export type RollError = { line: number; column: string | null; message: string }

export type RollDiff = {
  added: Array<{ label: string; weight: string; owners: string[] }>
  removed: Array<{ label: string; weight: string; owners: string[] }>
  weightChanged: Array<{ label: string; from: string; to: string }>
  ownersChanged: Array<{ label: string; from: string[]; to: string[] }>
  addressChanged: Array<{ label: string; from: string | null; to: string | null }>
  /** The same owners, but one or more of them now reads another language. */
  languageChanged: Array<{ label: string; from: string[]; to: string[] }>
  unchanged: number
}

export type RollPreview = {
  counts: RollTotals & { rows: number }
  diff: RollDiff
  errors: RollError[]
  /** True when a `percentage` roll does not total 100 and saving it needs `acknowledgeTotal`. */
  needsAcknowledgement: boolean
}
