import { AlertTriangle } from 'lucide-react'
import type { RollTotals } from '../types'
import { differenceOf, isZeroDecimal, signedDecimal } from './format'

/**
 * The roll's total weight, and for percentage communities the exact difference from 100, flagged when it
 * is not 0 (Utah Code 57-8-7: undivided interests should total 100; declarations round).
 */
export function WeightTotal({
  totals,
  align = 'end',
}: {
  totals: Pick<RollTotals, 'totalWeight' | 'difference' | 'units'>
  align?: 'start' | 'end'
}) {
  const difference = differenceOf(totals)
  const off = difference !== null && !isZeroDecimal(difference)
  return (
    <span className={`inline-grid gap-0.5 tabular-nums ${align === 'end' ? 'justify-items-end' : ''}`}>
      <span className="font-medium text-ink">{totals.totalWeight}</span>
      {difference === null ? null : off ? (
        <span className="inline-flex items-center gap-1 text-xs font-semibold text-rock-700">
          <AlertTriangle aria-hidden="true" className="size-3.5" />
          {signedDecimal(difference)} from 100
        </span>
      ) : (
        <span className="text-xs text-muted">exactly 100</span>
      )}
    </span>
  )
}
