import { useId, type ReactNode } from 'react'
import { cn } from '~/lib/cn'

/**
 * A checkbox with its label beside it, a hint and an error read with it (the Field of a checkbox): in a
 * posted form with `name`, or controlled with `checked` and `onChange`.
 */
export function CheckboxField({
  name,
  label,
  hint,
  error,
  checked,
  defaultChecked,
  onChange,
  required,
  className,
}: {
  name?: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  checked?: boolean
  defaultChecked?: boolean
  onChange?: (checked: boolean) => void
  required?: boolean
  className?: string
}) {
  const base = useId()
  const id = name ? `${base}-${name}` : base
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className={cn('grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1', className)}>
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        defaultChecked={defaultChecked}
        onChange={onChange ? (event) => onChange(event.currentTarget.checked) : undefined}
        required={required}
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
