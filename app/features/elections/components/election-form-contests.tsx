import { ListChecks, Plus, Users } from 'lucide-react'
import { useRef } from 'react'
import { buttonClasses } from '~/components/ui/button'
import { ItemButtons, moved } from '~/components/staff/item-buttons'
import { MeasureEditor } from './election-form-measure'
import { RaceEditor } from './election-form-race'
import { newMeasure, newRace, type ContestValues } from './election-form-values'

const kindLabel = (contest: ContestValues) => (contest.kind === 'candidates' ? 'Candidate race' : 'Measure')

/** The ballot's contests in order: candidate races and measures, added, removed and moved. */
export function ContestsBuilder({
  contests,
  error,
  onChange,
}: {
  contests: ContestValues[]
  error: (key: string) => string | undefined
  onChange: (contests: ContestValues[]) => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  const listError = error('contests')

  function add(contest: ContestValues) {
    onChange([...contests, contest])
    requestAnimationFrame(() =>
      document.getElementById(`contest-${contest.key}`)?.querySelector<HTMLInputElement>('input')?.focus(),
    )
  }

  const update = (key: string, patch: Partial<ContestValues>) =>
    onChange(contests.map((c) => (c.key === key ? ({ ...c, ...patch } as ContestValues) : c)))

  return (
    <section aria-labelledby="contests-heading" className="grid gap-4">
      <div>
        <h2
          id="contests-heading"
          ref={heading}
          tabIndex={-1}
          className="font-serif text-lg font-semibold text-brand-900 focus:outline-none"
        >
          Contests on the ballot
        </h2>
        <p className="mt-1 text-sm text-muted">
          In the order owners will see them. A race elects people; a measure is a yes-or-no question.
        </p>
      </div>
      {contests.length === 0 ? (
        <p className="rounded-lg border border-dashed border-brand-200 px-4 py-6 text-center text-sm text-muted">
          No contests yet. Add a candidate race or a measure.
        </p>
      ) : null}
      {contests.map((contest, index) => {
        const name = `contest ${index + 1}${contest.title.trim() ? ` (${contest.title.trim()})` : ''}`
        const path = `contests.${index}`
        return (
          <fieldset
            key={contest.key}
            id={`contest-${contest.key}`}
            className="grid gap-4 rounded-card border border-line bg-canvas p-4 sm:p-5"
          >
            <legend className="sr-only">
              Contest {index + 1}: {kindLabel(contest)}
            </legend>
            <div className="flex flex-wrap items-center justify-between gap-2">
              {/* The legend says it to a screen reader; this line shows it. */}
              <p aria-hidden="true" className="flex items-center gap-2 font-semibold text-brand-900">
                {contest.kind === 'candidates' ? (
                  <Users aria-hidden="true" className="size-5" />
                ) : (
                  <ListChecks aria-hidden="true" className="size-5" />
                )}
                Contest {index + 1}: {kindLabel(contest)}
              </p>
              <ItemButtons
                name={name}
                index={index}
                count={contests.length}
                onMove={(to) => onChange(moved(contests, index, to))}
                onRemove={() => {
                  onChange(contests.filter((c) => c.key !== contest.key))
                  heading.current?.focus()
                }}
              />
            </div>
            {contest.kind === 'candidates' ? (
              <RaceEditor
                race={contest}
                path={path}
                error={error}
                onChange={(patch) => update(contest.key, patch)}
              />
            ) : (
              <MeasureEditor
                measure={contest}
                path={path}
                error={error}
                onChange={(patch) => update(contest.key, patch)}
              />
            )}
          </fieldset>
        )
      })}
      {listError ? (
        <p id="contests-error" className="text-sm font-medium text-rock-700">
          {listError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClasses('secondary', 'md')}
          aria-describedby={listError ? 'contests-error' : undefined}
          onClick={() => add(newRace())}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a candidate race
        </button>
        <button type="button" className={buttonClasses('secondary', 'md')} onClick={() => add(newMeasure())}>
          <Plus aria-hidden="true" className="size-4" />
          Add a measure
        </button>
      </div>
    </section>
  )
}
