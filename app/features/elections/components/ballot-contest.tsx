import { controlClasses } from '~/components/ui/form-field'
import { cn } from '~/lib/cn'
import { choiceField, limitText, writeInField } from '../ballot-form'
import type { BallotSubmission } from '../schemas'
import type { Contest } from '../types'
import { CandidateName, CandidateStatement, optionNameId } from './candidate-profile'

/** The DOM id of a contest's message, for aria-describedby and for moving focus to it. */
export const contestErrorId = (contestId: string) => `contest-${contestId}-error`

/**
 * One contest of the ballot as plain form controls, so it works without JavaScript: radio buttons where
 * one answer is allowed (a measure, a one-seat race), checkboxes where several are, and a write-in field
 * where the race takes one. The limit is part of the legend, so a screen reader says it with the title.
 */
export function BallotContest({
  contest,
  chosen,
  problem,
}: {
  contest: Contest
  /** What the voter chose before (going back from the review): checked again. */
  chosen: BallotSubmission['choices'][number] | undefined
  problem: string | undefined
}) {
  const single = contest.kind === 'measure' || contest.seats === 1
  const errorId = problem ? contestErrorId(contest.id) : undefined
  const descriptionId = contest.description ? `contest-${contest.id}-description` : undefined
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined
  const name = choiceField(contest.id)
  const control = (value: string) => ({
    type: single ? 'radio' : 'checkbox',
    name,
    value,
    defaultChecked: value === '' ? false : Boolean(chosen?.optionIds.includes(value)),
    'aria-describedby': describedBy,
    className: 'size-5 shrink-0 accent-brand-700',
  })
  return (
    <fieldset
      aria-describedby={describedBy}
      className={cn(
        'min-w-0 rounded-card border bg-white p-5 shadow-card sm:p-6',
        problem ? 'border-rock-600' : 'border-line',
      )}
    >
      <legend className="float-left w-full">
        <span className="block text-lg font-semibold text-ink">{contest.title}</span>
        <span className="mt-1 block text-sm font-semibold text-brand-700">{limitText(contest)}</span>
      </legend>
      <div className="clear-both">
        {contest.description ? (
          <p id={descriptionId} className="pt-2 whitespace-pre-line text-muted">
            {contest.description}
          </p>
        ) : null}
        {problem ? (
          <p id={errorId} className="mt-3 text-sm font-semibold text-rock-700">
            {problem}
          </p>
        ) : null}
        <ul className="mt-4 grid gap-2">
          {contest.options.map((option) => (
            <li key={option.id}>
              <label className={optionClasses}>
                <input {...control(option.id)} aria-labelledby={optionNameId(option.id)} />
                <CandidateName option={option} />
              </label>
              <CandidateStatement option={option} />
            </li>
          ))}
          {/* A chosen radio button cannot be cleared without another: this one leaves the race blank. */}
          {single && contest.kind === 'candidates' ? (
            <li>
              <label className={optionClasses}>
                <input {...control('')} />
                <span className="text-muted">No choice in this race</span>
              </label>
            </li>
          ) : null}
        </ul>
        {contest.writeIn ? (
          <WriteIn contest={contest} value={chosen?.writeIn} describedBy={describedBy} />
        ) : null}
      </div>
    </fieldset>
  )
}

const optionClasses =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 ' +
  'hover:border-brand-300 hover:bg-brand-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50'

function WriteIn({
  contest,
  value,
  describedBy,
}: {
  contest: Contest
  value?: string
  describedBy?: string
}) {
  const id = `contest-${contest.id}-write-in`
  const hintId = `${id}-hint`
  return (
    <div className="mt-4 grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Write-in candidate (optional)
      </label>
      <input
        id={id}
        name={writeInField(contest.id)}
        type="text"
        maxLength={120}
        autoComplete="off"
        defaultValue={value ?? ''}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        className={controlClasses('h-11')}
      />
      <p id={hintId} className="text-xs text-muted">
        A name you write in counts as one of your choices.
      </p>
    </div>
  )
}
