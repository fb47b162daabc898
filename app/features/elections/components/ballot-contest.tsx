import { useState, type FormEvent } from 'react'
import { controlClasses, SelectInput } from '~/components/ui/form-field'
import { useT } from '~/i18n/i18n-provider'
import { cn } from '~/lib/cn'
import { useHydrated } from '~/lib/use-hydrated'
import {
  choiceField,
  chosenCount,
  countText,
  limitText,
  readBallotForm,
  votesField,
  writeInField,
} from '../ballot-form'
import type { BallotSubmission } from '../schemas'
import type { Contest } from '../types'
import { CandidateName, CandidateStatement, optionNameId } from './candidate-profile'
import { InEnglishText } from './in-english-text'

/** The DOM id of a contest's message, for aria-describedby and for moving focus to it. */
export const contestErrorId = (contestId: string) => `contest-${contestId}-error`

/**
 * One contest of the ballot as plain form controls, so it works without JavaScript: radio buttons where
 * one answer is allowed (a measure, a one-seat plurality race), checkboxes where several are (approval:
 * any number), a number of votes per candidate in a cumulative race, and a write-in field where the race
 * takes one. The limit is part of the legend, so a screen reader says it with the title; once the page
 * runs, a polite live count follows the voter's choices and says at once when they pass the limit.
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
  const single = contest.kind === 'measure' || (contest.method === 'plurality' && contest.seats === 1)
  const cumulative = contest.kind === 'candidates' && contest.method === 'cumulative'
  const [count, setCount] = useState(() => chosenCount(contest, chosen))
  const hydrated = useHydrated()
  const t = useT('vote')
  const counted = countText(contest, count, t)
  // The whole form read as it is posted, so the count is the one the server will check.
  const recount = (event: FormEvent<HTMLFieldSetElement>) => {
    const form = event.currentTarget.form
    if (!form) return
    const choice = readBallotForm(new FormData(form)).choices.find((c) => c.contestId === contest.id)
    setCount(chosenCount(contest, choice))
  }
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
      onChange={recount}
      className={cn(
        'min-w-0 rounded-card border bg-white p-5 shadow-card sm:p-6',
        problem ? 'border-rock-600' : 'border-line',
      )}
    >
      <legend className="float-left w-full">
        <span className="block text-lg font-semibold text-ink">
          <InEnglishText item={contest} field="title">
            {contest.title}
          </InEnglishText>
        </span>
        <span className="mt-1 block text-sm font-semibold text-brand-700">{limitText(contest, t)}</span>
      </legend>
      <div className="clear-both">
        {contest.description ? (
          <p id={descriptionId} className="pt-2 whitespace-pre-line text-muted">
            <InEnglishText item={contest} field="description">
              {contest.description}
            </InEnglishText>
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
              {cumulative ? (
                <VoteCount
                  contest={contest}
                  optionId={option.id}
                  label={option.label}
                  given={chosen?.optionIds.filter((id) => id === option.id).length ?? 0}
                  describedBy={describedBy}
                />
              ) : (
                <label className={optionClasses}>
                  <input {...control(option.id)} aria-labelledby={optionNameId(option.id)} />
                  <CandidateName option={option} />
                </label>
              )}
              <CandidateStatement option={option} />
            </li>
          ))}
          {/* A chosen radio button cannot be cleared without another: this one leaves the race blank. */}
          {single && contest.kind === 'candidates' ? (
            <li>
              <label className={optionClasses}>
                <input {...control('')} />
                <span className="text-muted">{t('contest.noChoice')}</span>
              </label>
            </li>
          ) : null}
        </ul>
        {contest.writeIn ? (
          <WriteIn contest={contest} value={chosen?.writeIn} describedBy={describedBy} />
        ) : null}
        {counted ? (
          <p
            aria-live="polite"
            className={cn(
              'mt-3 min-h-5 text-sm',
              counted.over ? 'font-semibold text-rock-700' : 'text-muted',
            )}
          >
            {/* Without JavaScript the count could not follow the choices: the server checks them instead. */}
            {hydrated ? counted.text : null}
          </p>
        ) : null}
      </div>
    </fieldset>
  )
}

/** A cumulative race's candidate: how many of the unit's votes they get, 0 up to all of them. */
function VoteCount({
  contest,
  optionId,
  label,
  given,
  describedBy,
}: {
  contest: Contest
  optionId: string
  label: string
  given: number
  describedBy?: string
}) {
  const id = `contest-${contest.id}-votes-${optionId}`
  const t = useT('vote')
  return (
    <div className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-line px-3 py-2">
      <label htmlFor={id} className="min-w-0 flex-1 break-words">
        {label}
      </label>
      <div className="w-32 shrink-0">
        <SelectInput
          id={id}
          name={votesField(contest.id, optionId)}
          defaultValue={String(given)}
          aria-describedby={describedBy}
        >
          {Array.from({ length: contest.seats + 1 }, (_, n) => (
            <option key={n} value={n}>
              {t('contest.votes', { count: n })}
            </option>
          ))}
        </SelectInput>
      </div>
    </div>
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
  const t = useT('vote')
  return (
    <div className="mt-4 grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t('contest.writeIn')}
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
        {contest.method === 'cumulative' ? t('contest.writeInCumulative') : t('contest.writeInHint')}
      </p>
    </div>
  )
}
