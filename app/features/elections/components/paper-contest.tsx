import { useId } from 'react'
import { controlClasses } from '~/components/ui/form-field'
import type { Contest } from '../types'

/** One contest as marked on a paper ballot: the option ids chosen, and a write-in if the race takes one. */
export type Marks = { optionIds: string[]; writeIn: string }

export const emptyMarks = (): Marks => ({ optionIds: [], writeIn: '' })

export const countOf = (marks: Marks) => marks.optionIds.length + (marks.writeIn.trim() ? 1 : 0)

/** The limit a contest breaks, in the words the ballot uses, or null. */
export function overLimit(contest: Contest, marks: Marks): string | null {
  const count = countOf(marks)
  if (count <= contest.seats) return null
  return contest.kind === 'measure'
    ? `Choose one answer for “${contest.title}”.`
    : `Choose up to ${contest.seats} in “${contest.title}” (${count} marked).`
}

type Props = { contest: Contest; marks: Marks; onChange: (marks: Marks) => void; error?: string | null }

/** A contest's fieldset, as the ballot shows it: checkboxes for a race, one answer for a measure. */
export function PaperContest({ contest, marks, onChange, error }: Props) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ')
  const measure = contest.kind === 'measure'
  const hint = measure
    ? 'Mark the one answer on the paper ballot, or leave it blank if none is marked.'
    : `Choose up to ${contest.seats}. Leave all unticked if none is marked.`
  return (
    <fieldset className="grid gap-2 rounded-lg border border-line p-4" aria-describedby={describedBy}>
      <legend className="px-1 font-semibold text-ink">{contest.title}</legend>
      <p id={hintId} className="text-sm text-muted">
        {hint}
      </p>
      {measure ? (
        <>
          {contest.options.map((option) => (
            <label key={option.id} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-answer`}
                className="size-4"
                checked={marks.optionIds[0] === option.id}
                onChange={() => onChange({ optionIds: [option.id], writeIn: '' })}
              />
              {option.label}
            </label>
          ))}
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-answer`}
              className="size-4"
              checked={marks.optionIds.length === 0}
              onChange={() => onChange(emptyMarks())}
            />
            No answer marked
          </label>
        </>
      ) : (
        <>
          {contest.options.map((option) => {
            const checked = marks.optionIds.includes(option.id)
            return (
              <label key={option.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={checked}
                  onChange={() =>
                    onChange({
                      ...marks,
                      optionIds: checked
                        ? marks.optionIds.filter((other) => other !== option.id)
                        : [...marks.optionIds, option.id],
                    })
                  }
                />
                {option.label}
              </label>
            )
          })}
          {contest.writeIn ? (
            <label className="grid gap-1.5 text-sm font-semibold text-ink">
              Write-in name (if one is written)
              <input
                type="text"
                maxLength={120}
                autoComplete="off"
                value={marks.writeIn}
                onChange={(event) => onChange({ ...marks, writeIn: event.target.value })}
                className={controlClasses('h-11 font-normal')}
              />
            </label>
          ) : null}
        </>
      )}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-rock-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/** What was marked, in words, for the confirmation. */
export function marksText(contest: Contest, marks: Marks): string {
  const labels = contest.options
    .filter((option) => marks.optionIds.includes(option.id))
    .map((option) => option.label)
  if (marks.writeIn.trim()) labels.push(`${marks.writeIn.trim()} (write-in)`)
  return labels.length ? labels.join(', ') : 'Nothing marked'
}
