import {
  useId,
  type ComponentProps,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react'
import { cn } from '~/lib/cn'

// The site's one set of form controls: a visible label, an optional hint, and an error tied to the control
// with aria-describedby and aria-invalid, so a screen reader reads the message with the field.

export type ControlProps = {
  id: string
  name: string
  required?: boolean
  'aria-invalid'?: true
  'aria-describedby'?: string
}

type FieldProps = {
  label: ReactNode
  name: string
  required?: boolean
  hint?: ReactNode
  /** The first message for this field, from the form's own check or the server's fieldErrors. */
  error?: string
  className?: string
  children: (control: ControlProps) => ReactNode
}

export function Field({ label, name, required, hint, error, className, children }: FieldProps) {
  const id = `${useId()}-${name}`
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span className="ml-0.5 text-rock-600" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        name,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-rock-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export const controlClasses = (className?: string) =>
  cn(
    'w-full rounded-lg border border-line bg-white px-3 text-base text-ink shadow-xs',
    'placeholder:text-muted/80 hover:border-brand-300 focus-visible:border-brand-500',
    'aria-[invalid=true]:border-rock-600 disabled:cursor-not-allowed disabled:bg-canvas',
    className,
  )

export function TextInput({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={controlClasses(cn('h-11', className))} {...props} />
}

export function TextArea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={controlClasses(cn('py-2.5', className))} {...props} />
}

/** A native select: the phone's own picker on touch devices, fully keyboard and screen-reader friendly. */
export function SelectInput({
  className,
  placeholder,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { placeholder?: string }) {
  return (
    <select className={controlClasses(cn('h-11 pr-8', className))} {...props}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {children}
    </select>
  )
}

/** A message about the whole form (the server's answer), announced when it appears. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' }) {
  return (
    <div
      role="alert"
      className={cn(
        'rounded-lg border px-4 py-3 text-sm',
        tone === 'error'
          ? 'border-rock-100 bg-rock-50 text-rock-700'
          : 'border-brand-100 bg-brand-50 text-brand-800',
      )}
    >
      {children}
    </div>
  )
}
