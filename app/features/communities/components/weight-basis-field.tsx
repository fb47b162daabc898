import { useId, type ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { Cite } from './cite'
import { WEIGHT_BASES, weightBasisLabels, type WeightBasis } from '../types'

const EXPLAIN: Record<WeightBasis, ReactNode> = {
  unit: 'Every unit has a weight of 1. Choosing this later sets every weight to 1.',
  percentage: (
    <>
      Each unit’s undivided interest from the declaration, as in a condominium (<Cite section="57-8-7" />
      ); they should total 100.
    </>
  ),
  custom: 'Any positive weights the bylaws set, such as lot size or assessment share.',
}

/** How votes are weighted: three choices, each with what it means. */
export function WeightBasisField({
  initial,
  error,
  onChange,
}: {
  initial: WeightBasis
  error?: string
  onChange?: () => void
}) {
  const id = useId()
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="grid gap-2 sm:col-span-2">
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        Vote weight
        <span className="ml-0.5 text-rock-600" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="grid gap-2 lg:grid-cols-3">
        {WEIGHT_BASES.map((basis) => (
          <label
            key={basis}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border bg-white p-3 text-sm',
              'transition-colors hover:border-brand-300 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50',
              error ? 'border-rock-600' : 'border-line',
            )}
          >
            <input
              type="radio"
              name="weightBasis"
              value={basis}
              defaultChecked={basis === initial}
              onChange={onChange}
              aria-describedby={`${id}-${basis}`}
              className="mt-1 size-4 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-ink">{weightBasisLabels[basis]}</span>
              <span id={`${id}-${basis}`} className="mt-0.5 block text-xs text-muted">
                {EXPLAIN[basis]}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-rock-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
