import { useEffect, useRef, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormAlert } from '~/components/ui/form-field'
import { useT } from '~/i18n/i18n-provider'
import { focusStep } from '~/lib/focus-step'
import { CAST_KEY_FIELD, choiceField, choicesInWords, writeInField } from '../ballot-form'
import type { BallotSubmission } from '../schemas'
import type { BallotView } from '../types'
import { CandidateInShort } from './candidate-profile'
import { InEnglishText } from './in-english-text'

/**
 * The review step: every contest with what was chosen, carried in hidden fields, so "Edit choices" and
 * "Confirm" work without JavaScript. Nothing is cast until Confirm.
 */
export function BallotReview({
  ballot,
  submission,
  castKey,
  message,
  lost = false,
}: {
  ballot: BallotView
  submission: BallotSubmission
  /** Keys the cast: the same review confirmed twice casts once (cast-replay.server.ts). */
  castKey: string
  /** Why the last confirm did not cast (too many voting at once), or that its answer was lost. */
  message?: string
  /** The last confirm got no answer: it may have been recorded. */
  lost?: boolean
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  const t = useT('vote')
  const navigation = useNavigation()
  const casting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'cast'
  const slow = useSlow(casting)
  // The step replaces the form in place: focus moves to its heading, the view to its top.
  useEffect(() => focusStep(heading.current), [])

  return (
    <Form
      method="post"
      aria-labelledby="review-heading"
      className="rounded-card border border-line bg-white p-5 shadow-card sm:p-8"
    >
      <h2
        id="review-heading"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold focus:outline-none"
      >
        {t('review.title')}
      </h2>
      <p className="mt-2 text-muted">
        {t(lost ? 'review.introLost' : 'review.intro', {
          unit: ballot.unit.label,
          weight: ballot.unit.weight,
        })}
      </p>
      <dl className="mt-6 grid gap-4">
        {ballot.contests.map((contest) => {
          const words = choicesInWords(contest, submission, t)
          return (
            <div key={contest.id} className="rounded-lg border border-line p-4">
              <dt className="font-semibold">
                <InEnglishText item={contest} field="title">
                  {contest.title}
                </InEnglishText>
              </dt>
              <dd className="mt-1">
                {words.length ? (
                  <ul className="grid gap-2">
                    {words.map((word) => {
                      // A chosen candidate's words are their name: they get their photo and statement in short.
                      const option = contest.options.find((o) => o.kind === 'candidate' && o.label === word)
                      return (
                        <li key={word} className="break-words">
                          {option ? <CandidateInShort option={option} /> : word}
                        </li>
                      )
                    })}
                  </ul>
                ) : (
                  <span className="text-muted">{t('review.blank')}</span>
                )}
              </dd>
            </div>
          )
        })}
      </dl>
      <input type="hidden" name={CAST_KEY_FIELD} value={castKey} />
      {submission.choices.map((choice) => (
        <div key={choice.contestId} hidden>
          {/* A cumulative vote repeated is carried once per vote. */}
          {choice.optionIds.map((optionId, index) => (
            <input key={index} type="hidden" name={choiceField(choice.contestId)} value={optionId} />
          ))}
          {choice.writeIn ? (
            <input type="hidden" name={writeInField(choice.contestId)} value={choice.writeIn} />
          ) : null}
        </div>
      ))}
      <p className="mt-6 text-sm text-muted">
        {ballot.election.revoteAllowed ? t('review.revote') : t('review.final')}
      </p>
      {message ? (
        <div className="mt-4">
          <FormAlert>{message}</FormAlert>
        </div>
      ) : null}
      <p role="status" className="mt-4 text-sm font-semibold text-brand-800 empty:hidden">
        {casting ? (slow ? t('review.slow') : t('review.recording')) : ''}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button type="submit" name="intent" value="cast" size="lg" disabled={casting}>
          {casting ? t('review.casting') : t('review.confirm')}
        </Button>
        <Button type="submit" name="intent" value="edit" variant="secondary" size="lg" disabled={casting}>
          {t('review.edit')}
        </Button>
      </div>
    </Form>
  )
}

/** True once `active` has lasted 3 s: a cast waiting its turn says so. */
function useSlow(active: boolean) {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => setSlow(true), 3_000)
    return () => {
      clearTimeout(timer)
      setSlow(false)
    }
  }, [active])
  return active && slow
}
