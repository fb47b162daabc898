import { Field, TextInput } from '~/components/ui/form-field'
import { formatUtahDateTime } from '~/lib/dates'
import { utahLocalToIso } from '~/lib/utah-local-time'

/** A Utah wall-clock date and time, read back in words so the time zone is never in doubt. */
export function DateField({
  label,
  name,
  value,
  error,
  onChange,
}: {
  label: string
  name: string
  value: string
  error?: string
  onChange: (value: string) => void
}) {
  const iso = utahLocalToIso(value)
  return (
    <Field
      label={`${label} (Utah time)`}
      name={name}
      required
      error={error}
      hint={
        iso
          ? formatUtahDateTime(iso)
          : 'Date and time in Utah (Mountain time), whatever your computer’s time zone.'
      }
    >
      {(control) => (
        <TextInput
          {...control}
          type="datetime-local"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </Field>
  )
}
