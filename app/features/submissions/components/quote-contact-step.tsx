import { Field, SelectInput, TextInput } from '~/components/ui/form-field'
import type { FieldErrors } from '~/lib/field-errors'
import { BOARD_POSITIONS } from '../quote-questions'
import type { QuoteFormValues } from '../quote-wizard'

type QuoteContactStepProps = {
  values: QuoteFormValues
  errors: FieldErrors
  onChange: (field: string, value: string) => void
}

/** Step 1: who is asking and for which community (spec section 3, contact fields). */
export function QuoteContactStep({ values, errors, onChange }: QuoteContactStepProps) {
  const text = (field: string) => ({
    value: values[field] ?? '',
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  })
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Your name" name="name" required error={errors.name?.[0]}>
        {(control) => <TextInput {...control} {...text('name')} autoComplete="name" />}
      </Field>
      <Field label="Board position" name="board_position" required error={errors.board_position?.[0]}>
        {(control) => (
          <SelectInput {...control} {...text('board_position')} placeholder="Choose your position">
            {BOARD_POSITIONS.map((position) => (
              <option key={position} value={position}>
                {position}
              </option>
            ))}
          </SelectInput>
        )}
      </Field>
      <Field label="Phone" name="phone" required error={errors.phone?.[0]}>
        {(control) => <TextInput {...control} {...text('phone')} type="tel" autoComplete="tel" />}
      </Field>
      <Field label="Email" name="email" required error={errors.email?.[0]}>
        {(control) => <TextInput {...control} {...text('email')} type="email" autoComplete="email" />}
      </Field>
      <Field label="Community name" name="community_name" required error={errors.community_name?.[0]}>
        {(control) => <TextInput {...control} {...text('community_name')} autoComplete="off" />}
      </Field>
      {/* Spec section 4: marked required, but not checked; an estimate is fine. */}
      <Field
        label="Total units"
        name="total_units"
        required
        hint="Homes or units in the association; an estimate is fine."
        error={errors.total_units?.[0]}
      >
        {(control) => (
          <TextInput
            {...control}
            {...text('total_units')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
          />
        )}
      </Field>
    </div>
  )
}
