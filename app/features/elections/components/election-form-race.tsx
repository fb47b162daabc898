import { Plus } from 'lucide-react'
import { useRef } from 'react'
import { buttonClasses } from '~/components/ui/button'
import { Field, TextArea, TextInput } from '~/components/ui/form-field'
import { CheckboxField } from '~/components/ui/checkbox-field'
import { RadioGroup } from '~/components/ui/radio-group'
import { VOTING_METHODS, type VotingMethod } from '../types'
import { votingMethodHints, votingMethodLabels } from '../voting-methods'
import { moved } from '~/components/staff/item-buttons'
import { SpanishField } from '~/components/staff/spanish-field'
import { CandidateFields } from './election-form-candidate'
import { newCandidate, type RaceValues } from './election-form-values'

const METHOD_OPTIONS = VOTING_METHODS.map((method) => ({
  value: method,
  label: votingMethodLabels[method],
  hint: votingMethodHints[method],
}))

const seatsHint: Record<VotingMethod, string> = {
  plurality: 'Voters choose up to this many.',
  cumulative: 'Each unit has this many votes.',
  approval: 'The most-approved fill this many.',
}

/** A candidate race: the seats to fill, how owners vote, the candidates, write-ins. */
export function RaceEditor({
  race,
  path,
  error,
  onChange,
}: {
  race: RaceValues
  /** "contests.0": where the server's fieldErrors for this race begin. */
  path: string
  error: (key: string) => string | undefined
  onChange: (patch: Partial<RaceValues>) => void
}) {
  const addButton = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLOListElement>(null)
  const setCandidates = (options: RaceValues['options']) => onChange({ options })

  function add() {
    setCandidates([...race.options, newCandidate()])
    // The new name field, once React has drawn it.
    requestAnimationFrame(() => list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus())
  }

  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-start">
      <Field
        label="Race title"
        name="title"
        required
        error={error(`${path}.title`)}
        hint="For example “Board of directors, 2 seats”."
      >
        {(control) => (
          <TextInput
            {...control}
            value={race.title}
            onChange={(e) => onChange({ title: e.currentTarget.value })}
          />
        )}
      </Field>
      {/* Straight after the English title; on a wide screen under it, "Seats to fill" still beside the title. */}
      <SpanishField
        label="Race title"
        name={`${path}.translations.es.title`}
        error={error(`${path}.translations.es.title`)}
        maxLength={200}
        value={race.titleEs}
        onChange={(titleEs) => onChange({ titleEs })}
        className="sm:col-start-1 sm:row-start-2"
      />
      <Field
        label="Seats to fill"
        name="seats"
        required
        error={error(`${path}.seats`)}
        hint={seatsHint[race.method]}
      >
        {(control) => (
          <TextInput
            {...control}
            inputMode="numeric"
            value={race.seats}
            onChange={(e) => onChange({ seats: e.currentTarget.value })}
          />
        )}
      </Field>
      <RadioGroup
        legend="How owners vote"
        value={race.method}
        options={METHOD_OPTIONS}
        onChange={(method) => onChange({ method })}
        error={error(`${path}.method`)}
        className="sm:col-span-2"
      />
      <Field
        label="Description (optional)"
        name="description"
        error={error(`${path}.description`)}
        className="sm:col-span-2"
      >
        {(control) => (
          <TextArea
            {...control}
            rows={2}
            value={race.description}
            onChange={(e) => onChange({ description: e.currentTarget.value })}
          />
        )}
      </Field>
      <SpanishField
        label="Description"
        name={`${path}.translations.es.description`}
        error={error(`${path}.translations.es.description`)}
        maxLength={2000}
        rows={2}
        value={race.descriptionEs}
        onChange={(descriptionEs) => onChange({ descriptionEs })}
      />
      <div className="grid gap-3 sm:col-span-2">
        <h3 className="text-sm font-semibold text-ink">Candidates, in ballot order</h3>
        <p className="text-xs text-muted">Photos are added on the election’s page once the draft is saved.</p>
        {race.options.length === 0 ? (
          <p className="text-sm text-muted">
            No candidates yet. Add them, or allow write-ins for a race with no declared candidates.
          </p>
        ) : null}
        <ol ref={list} className="grid gap-3">
          {race.options.map((candidate, index) => (
            <li key={candidate.key} className="rounded-lg border border-line p-3">
              <CandidateFields
                candidate={candidate}
                index={index}
                total={race.options.length}
                path={`${path}.options.${index}`}
                error={error}
                onChange={(patch) =>
                  setCandidates(race.options.map((c) => (c.key === candidate.key ? { ...c, ...patch } : c)))
                }
                onMove={(to) => setCandidates(moved(race.options, index, to))}
                onRemove={() => {
                  setCandidates(race.options.filter((c) => c.key !== candidate.key))
                  addButton.current?.focus()
                }}
              />
            </li>
          ))}
        </ol>
        {error(`${path}.options`) ? (
          <p className="text-sm font-medium text-rock-700">{error(`${path}.options`)}</p>
        ) : null}
        <button
          ref={addButton}
          type="button"
          className={buttonClasses('secondary', 'sm', 'justify-self-start')}
          onClick={add}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a candidate
        </button>
      </div>
      <div className="sm:col-span-2">
        <CheckboxField
          label="Allow a write-in candidate"
          hint={
            race.method === 'cumulative'
              ? 'Voters may type a name that is not on the list; it takes one of their votes.'
              : 'Voters may type a name that is not on the list; it counts as one of their choices.'
          }
          checked={race.writeIn}
          error={error(`${path}.writeIn`)}
          onChange={(writeIn) => onChange({ writeIn })}
        />
      </div>
    </div>
  )
}
