import type { ReactNode } from 'react'
import { DEFAULT_LOCALE, LOCALES } from '~/i18n/locales'
import { languageNames, type RollTotals } from '../types'
import { formatCount } from './format'
import { WeightTotal } from './weight-total'

/** One figure with its name, in a <dl>. */
export function Stat({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-medium text-ink tabular-nums">{value}</dd>
    </div>
  )
}

/** A roll's figures: the stored roll on the community page, or a file's in the import preview. */
export function RollTotalsList({ totals, rows }: { totals: RollTotals; rows?: number }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
      {rows === undefined ? null : <Stat label="Rows" value={formatCount(rows)} />}
      <Stat label="Units" value={formatCount(totals.units)} />
      <Stat label="Owners" value={formatCount(totals.owners)} />
      <Stat label="Co-owned units" value={formatCount(totals.coOwnedUnits)} />
      <Stat label="Owners without email" value={formatCount(totals.ownersWithoutEmail)} />
      <Stat label="Units on paper notices" value={formatCount(totals.unitsWithoutEmail)} />
      {/* Their notices, invitations and ballots are written in that language. */}
      {LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => (
        <Stat
          key={locale}
          label={`Owners who read ${languageNames[locale]}`}
          value={formatCount(totals.ownersByLanguage[locale])}
        />
      ))}
      <Stat
        label={totals.expectedTotal ? 'Total interest (of 100)' : 'Total weight'}
        value={<WeightTotal totals={totals} align="start" />}
      />
    </dl>
  )
}
