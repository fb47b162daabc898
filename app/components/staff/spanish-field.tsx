import { createContext, useContext, type ReactNode } from 'react'
import { Field, TextArea, TextInput } from '~/components/ui/form-field'

/**
 * Whether staff write this survey or election in Spanish too (its form's "Also in Spanish" box). While it is
 * off the form shows English fields only, so an English-only form is no longer than it was.
 */
export const SpanishFields = createContext(false)

type Props = {
  /** The English field's label; the Spanish one reads "<label> in Spanish (optional)". */
  label: string
  /** The API's key for the Spanish text (`translations.es.title`), which the server's errors use. */
  name: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
  maxLength: number
  /** A text area of this many rows; a one-line input without it. */
  rows?: number
  hint?: ReactNode
  className?: string
}

/** One Spanish field beside its English one, shown while the form is written in Spanish too. */
export function SpanishField({ label, value, onChange, rows, maxLength, className, ...field }: Props) {
  if (!useContext(SpanishFields)) return null
  return (
    <Field label={`${label} in Spanish (optional)`} className={className ?? 'sm:col-span-2'} {...field}>
      {(control) => {
        const props = {
          ...control,
          lang: 'es',
          maxLength,
          value,
          onChange: (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value),
        }
        return rows ? <TextArea {...props} rows={rows} /> : <TextInput {...props} />
      }}
    </Field>
  )
}
