import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { cn } from '~/lib/cn'

// Small controls of the election form: a checkbox with its hint and error, a radio group, and the move
// and remove buttons of the contests builder.

export function FormCheckbox({
  label,
  hint,
  error,
  checked,
  onChange,
}: {
  label: ReactNode
  hint?: ReactNode
  error?: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const id = useId()
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="col-start-2 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="col-start-2 text-sm font-medium text-rock-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

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
  name: string
  value: T
  options: ReadonlyArray<{ value: T; label: ReactNode }>
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
            name={`${name}-${id}`}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
          />
          <span>{option.label}</span>
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

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-md border border-line bg-white text-brand-800 ' +
  'hover:border-brand-300 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40'

/**
 * Move up, move down and remove, named after the item ("Move “Board election” up"). At the ends a move
 * button is aria-disabled rather than disabled, so the keyboard focus stays on it after a move.
 */
export function ItemButtons({
  name,
  index,
  count,
  onMove,
  onRemove,
  removeLabel = 'Remove',
}: {
  name: string
  index: number
  count: number
  onMove: (to: number) => void
  onRemove: () => void
  removeLabel?: string
}) {
  const first = index === 0
  const last = index === count - 1
  return (
    <div className="flex shrink-0 gap-1">
      <button
        type="button"
        className={iconButton}
        aria-label={`Move ${name} up`}
        aria-disabled={first || undefined}
        onClick={() => !first && onMove(index - 1)}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={`Move ${name} down`}
        aria-disabled={last || undefined}
        onClick={() => !last && onMove(index + 1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={cn(iconButton, 'text-rock-700')}
        aria-label={`${removeLabel} ${name}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}

/** The list with one item moved from `from` to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item as T)
  return next
}
