import { useId, type ReactNode } from 'react'
import { cn } from '~/lib/cn'

/** Radio buttons under a legend, each with an optional hint, and the group's error read with it. */
export function RadioGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  error,
  className,
}: {
  legend: ReactNode
  /** Names the radios in a posted form; otherwise they are named after the group's own id. */
  name?: string
  value: T
  options: ReadonlyArray<{ value: T; label: ReactNode; hint?: ReactNode }>
  onChange: (value: T) => void
  error?: string
  className?: string
}) {
  const id = useId()
  return (
    <fieldset className={cn('grid gap-2', className)} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name={name ? `${name}-${id}` : id}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
          />
          <span>
            {option.label}
            {option.hint ? <span className="block text-xs text-muted">{option.hint}</span> : null}
          </span>
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-rock-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
