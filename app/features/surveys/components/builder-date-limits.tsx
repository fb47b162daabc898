import { CheckboxField } from '~/components/ui/checkbox-field'
import { Field, TextInput } from '~/components/ui/form-field'
import type { QuestionValues } from './builder-values'

type Props = {
  question: QuestionValues
  errorKey: string
  error: (key: string) => string | undefined
  set: (patch: Partial<QuestionValues>) => void
}

type Side = {
  part: 'earliest' | 'latest'
  toggle: 'noPast' | 'noFuture'
  label: string
  toggleLabel: string
  toggleHint: string
}

const SIDES: Side[] = [
  {
    part: 'earliest',
    toggle: 'noPast',
    label: 'Earliest date accepted (optional)',
    toggleLabel: 'No dates in the past',
    toggleHint: 'Only the day they answer (in Utah) or later: a reservation date, say.',
  },
  {
    part: 'latest',
    toggle: 'noFuture',
    label: 'Latest date accepted (optional)',
    toggleLabel: 'No dates in the future',
    toggleHint: 'Only the day they answer (in Utah) or earlier: a move-in date, say.',
  },
]

/** A date question's limits: a fixed day on either side, or "today" as the respondent answers. */
export function BuilderDateLimits({ question, errorKey, error, set }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {SIDES.map((side) => (
        <div key={side.part} className="grid content-start gap-3">
          <CheckboxField
            label={side.toggleLabel}
            hint={side.toggleHint}
            checked={question[side.toggle]}
            onChange={(on) => set({ [side.toggle]: on })}
          />
          {question[side.toggle] ? null : (
            <Field
              label={side.label}
              name={`${errorKey}.${side.part}`}
              error={error(`${errorKey}.${side.part}`)}
            >
              {(control) => (
                <TextInput
                  {...control}
                  type="date"
                  className="max-w-56"
                  value={question[side.part]}
                  onChange={(e) => set({ [side.part]: e.currentTarget.value })}
                />
              )}
            </Field>
          )}
        </div>
      ))}
    </div>
  )
}
