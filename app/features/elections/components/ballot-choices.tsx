import { useState, type FormEvent } from 'react'
import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormAlert } from '~/components/ui/form-field'
import { useT } from '~/i18n/i18n-provider'
import { checkBallotForm, FORM_PROBLEM, hasProblems, type BallotProblems } from '../ballot-form'
import type { BallotSubmission } from '../schemas'
import type { Contest } from '../types'
import { BallotContest, contestErrorId } from './ballot-contest'

/**
 * The ballot as a real form posting to the page itself (works without JavaScript). With JavaScript the
 * limits are checked here first, with the same rules the server applies, and each message is shown at
 * its contest; the server's own answer (`problems`, `message`) is shown the same way.
 */
export function BallotChoices({
  contests,
  chosen,
  problems: serverProblems,
  message,
}: {
  contests: Contest[]
  chosen: BallotSubmission
  problems: BallotProblems
  message?: string
}) {
  // What the browser found, for the server answer it was found after: a new answer replaces it.
  const [checked, setChecked] = useState<{ after: BallotProblems; found: BallotProblems } | null>(null)
  const live = checked?.after === serverProblems ? checked.found : null
  const problems = live ?? serverProblems
  const busy = useNavigation().state !== 'idle'
  const t = useT('vote')

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget
    const found = checkBallotForm(new FormData(form), contests, t).problems
    setChecked({ after: serverProblems, found })
    if (!hasProblems(found)) return
    event.preventDefault()
    const first = contests.find((contest) => found[contest.id])
    requestAnimationFrame(() => {
      const target = first && document.getElementById(contestErrorId(first.id))
      target?.closest('fieldset')?.querySelector<HTMLElement>('input, select')?.focus()
    })
  }

  // Once a message is showing, it follows the voter's changes, so a fixed contest clears at once.
  function onChange(event: FormEvent<HTMLFormElement>) {
    if (!live || !hasProblems(live)) return
    setChecked({
      after: serverProblems,
      found: checkBallotForm(new FormData(event.currentTarget), contests, t).problems,
    })
  }

  const count = Object.keys(problems).length
  return (
    <Form
      method="post"
      onSubmit={onSubmit}
      onChange={onChange}
      aria-labelledby="ballot-heading"
      className="grid gap-6"
    >
      <div>
        <h2 id="ballot-heading" className="text-2xl font-semibold">
          {t('choices.title')}
        </h2>
        <p className="mt-2 text-muted">{t('choices.intro')}</p>
      </div>
      {message ? <FormAlert>{message}</FormAlert> : null}
      {problems[FORM_PROBLEM] ? <FormAlert>{problems[FORM_PROBLEM]}</FormAlert> : null}
      {count > 0 && !problems[FORM_PROBLEM] ? (
        <FormAlert>{t('choices.attention', { count })}</FormAlert>
      ) : null}
      {contests.map((contest) => (
        <BallotContest
          key={contest.id}
          contest={contest}
          chosen={chosen.choices.find((choice) => choice.contestId === contest.id)}
          problem={problems[contest.id]}
        />
      ))}
      <div>
        <Button
          type="submit"
          name="intent"
          value="review"
          size="lg"
          disabled={busy}
          className="w-full sm:w-auto"
        >
          {t('choices.review')}
        </Button>
      </div>
    </Form>
  )
}
