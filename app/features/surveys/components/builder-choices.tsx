import { Plus } from 'lucide-react'
import { useId, useRef } from 'react'
import { Button } from '~/components/ui/button'
import { Field, TextInput } from '~/components/ui/form-field'
import { ItemButtons, moved } from '~/components/staff/item-buttons'
import { choice, type ChoiceValues } from './builder-values'
import { SpanishField } from '~/components/staff/spanish-field'

/**
 * An editable list of choices: a question's options, a grid's rows or its scale. Each has its own
 * labelled field and buttons to move or remove it; a new one takes the keyboard focus.
 */
export function BuilderChoices({
  legend,
  itemLabel,
  hint,
  choices,
  errorKey,
  error,
  onChange,
  addLabel,
}: {
  legend: string
  /** "Choice", "Row", "Scale point": numbered in each field's label. */
  itemLabel: string
  hint?: string
  choices: ChoiceValues[]
  /** Where the API keys this list's errors: `questions.2.options`. */
  errorKey: string
  error: (key: string) => string | undefined
  onChange: (choices: ChoiceValues[]) => void
  addLabel: string
}) {
  const list = useRef<HTMLOListElement>(null)
  const errorId = useId()
  const listError = error(errorKey)
  // The Spanish labels' problems, by choice id: `questions.2.translations.es.options.<id>`.
  const spanishKey = errorKey.replace(/\.(options|rows|scale)$/, '.translations.es.$1')
  const set = (index: number, change: Partial<ChoiceValues>) =>
    onChange(choices.map((c, i) => (i === index ? { ...c, ...change } : c)))
  function add() {
    onChange([...choices, choice()])
    // After React has drawn it, the new field takes the focus, so typing can go straight on.
    requestAnimationFrame(() => list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus())
  }
  return (
    <fieldset className="grid content-start gap-2" aria-describedby={listError ? errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      <ol ref={list} className="grid gap-2">
        {choices.map((c, index) => {
          const name = `${itemLabel.toLowerCase()} ${index + 1}`
          return (
            <li key={c.id} className="flex flex-wrap items-start gap-2 sm:flex-nowrap">
              <Field
                label={`${itemLabel} ${index + 1}`}
                name={`${errorKey}.${index}.label`}
                error={error(`${errorKey}.${index}.label`) ?? error(`${errorKey}.${index}`)}
                className="min-w-0 flex-1"
              >
                {(control) => (
                  <TextInput
                    {...control}
                    value={c.label}
                    maxLength={300}
                    onChange={(e) => set(index, { label: e.currentTarget.value })}
                  />
                )}
              </Field>
              <SpanishField
                label={`${itemLabel} ${index + 1}`}
                name={`${spanishKey}.${c.id}`}
                error={error(`${spanishKey}.${c.id}`)}
                className="min-w-0 flex-1"
                maxLength={300}
                value={c.es ?? ''}
                onChange={(es) => set(index, { es })}
              />
              <div className="pt-[30px]">
                <ItemButtons
                  name={name}
                  index={index}
                  count={choices.length}
                  onMove={(to) => onChange(moved(choices, index, to))}
                  onRemove={() => onChange(choices.filter((_, i) => i !== index))}
                />
              </div>
            </li>
          )
        })}
      </ol>
      {listError ? (
        <p id={errorId} className="text-sm font-medium text-rock-700">
          {listError}
        </p>
      ) : null}
      <Button variant="secondary" size="sm" className="justify-self-start" onClick={add}>
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </Button>
    </fieldset>
  )
}
