import { useId } from 'react'
import { controlClasses } from '~/components/ui/form-field'
import type { Contest } from '../types'

/**
 * One contest as marked on a paper ballot: the option ids chosen (in a cumulative race, once per vote), and a
 * write-in if the race takes one.
 */
export type Marks = { optionIds: string[]; writeIn: string }

export const emptyMarks = (): Marks => ({ optionIds: [], writeIn: '' })

export const countOf = (marks: Marks) => marks.optionIds.length + (marks.writeIn.trim() ? 1 : 0)

/** The limit a contest breaks, in the words the ballot uses, or null. */
export function overLimit(contest: Contest, marks: Marks): string | null {
  const count = countOf(marks)
  if (count <= contest.seats || (contest.kind === 'candidates' && contest.method === 'approval')) return null
  if (contest.kind === 'measure') return `Choose one answer for “${contest.title}”.`
  return contest.method === 'cumulative'
    ? `“${contest.title}” gives each unit ${votes(contest.seats)}; ${votes(count)} are marked.`
    : `Choose up to ${contest.seats} in “${contest.title}” (${count} marked).`
}

const votes = (n: number) => `${n} ${n === 1 ? 'vote' : 'votes'}`
const timesIn = (marks: Marks, optionId: string) => marks.optionIds.filter((id) => id === optionId).length

const hints = {
  measure: 'Mark the one answer on the paper ballot, or leave it blank if none is marked.',
  plurality: (seats: number) => `Choose up to ${seats}. Leave all unticked if none is marked.`,
  cumulative: (seats: number) =>
    `Enter the votes marked for each candidate, ${votes(seats)} in all at most. Leave 0 where none is marked.`,
  approval: () => 'Tick every candidate marked, as many as there are. Leave all unticked if none is marked.',
}

type Props = { contest: Contest; marks: Marks; onChange: (marks: Marks) => void; error?: string | null }

/** A contest's fieldset, as the ballot shows it: checkboxes for a race, one answer for a measure. */
export function PaperContest({ contest, marks, onChange, error }: Props) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ')
  const measure = contest.kind === 'measure'
  const writeInField = contest.writeIn ? (
    <label className="grid gap-1.5 text-sm font-semibold text-ink">
      {contest.method === 'cumulative'
        ? 'Write-in name (if one is written; it takes one vote)'
        : 'Write-in name (if one is written)'}
      <input
        type="text"
        maxLength={120}
        autoComplete="off"
        value={marks.writeIn}
        onChange={(event) => onChange({ ...marks, writeIn: event.target.value })}
        className={controlClasses('h-11 font-normal')}
      />
    </label>
  ) : null
  const hint = measure ? hints.measure : hints[contest.method](contest.seats)
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
      ) : contest.method === 'cumulative' ? (
        <>
          {contest.options.map((option) => (
            <label key={option.id} className="flex items-center justify-between gap-3 text-sm">
              <span className="min-w-0 flex-1 break-words">{option.label}</span>
              <span className="w-28 shrink-0">
                <select
                  className={controlClasses('h-10')}
                  value={timesIn(marks, option.id)}
                  onChange={(event) =>
                    onChange({
                      ...marks,
                      optionIds: [
                        ...marks.optionIds.filter((id) => id !== option.id),
                        ...Array<string>(Number(event.target.value)).fill(option.id),
                      ],
                    })
                  }
                >
                  {Array.from({ length: contest.seats + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {votes(n)}
                    </option>
                  ))}
                </select>
              </span>
            </label>
          ))}
          {writeInField}
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
          {writeInField}
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
  const cumulative = contest.kind === 'candidates' && contest.method === 'cumulative'
  const labels = contest.options
    .filter((option) => marks.optionIds.includes(option.id))
    .map((option) => (cumulative ? `${option.label} — ${votes(timesIn(marks, option.id))}` : option.label))
  if (marks.writeIn.trim()) labels.push(`${marks.writeIn.trim()} (write-in)`)
  return labels.length ? labels.join(', ') : 'Nothing marked'
}
