import { useEffect, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { Button } from '~/components/ui/button'
import { FormAlert } from '~/components/ui/form-field'
import { Spinner } from '~/components/ui/spinner'
import { useT } from '~/i18n/i18n-provider'
import { cn } from '~/lib/cn'
import {
  checkQuestions,
  firstErrorQuestion,
  firstMessages,
  knownAnswers,
  stepOfFirstError,
  stepsOf,
  visibleAnswers,
  type QuestionErrors,
} from '../respond-steps'
import { filesFor } from '../respond-files'
import { answersKey, browserStorage, readSaved, removeSaved, writeSaved, writeSent } from '../respond-storage'
import { pipedQuestion, shownContext } from '../piping'
import { matchingJump } from '../jumps'
import { fullAnswerMessage } from '../quotas'
import { sendAnswers } from '../respond-send'
import { sendFailureText } from '../respond-text'
import type { AnswerValue, Answers, SurveyDefinition } from '../types'
import { questionDomId } from './question-field'
import { RespondProgress } from './respond-progress'
import { RespondQuestion } from './respond-question'

// The survey one question group at a time (issue 13), once React runs in the browser (the server's HTML
// is RespondAllSteps): a progress bar, each group checked before moving on, the answers kept in this
// browser until they are sent (a reload loses nothing), then sent to the API. The steps are the pages
// reached for the answers so far (jumps.ts), so an answer that skips or ends changes them at once.

export type RespondStart = { answers: Answers; errors: QuestionErrors; message?: string }

const has = (errors: QuestionErrors) => Object.keys(errors).length > 0

type Focus = { target: 'heading' } | { target: 'question'; id: string }

/** Where the respondent starts: after a post without JavaScript, what it came back with; else what this
 * browser saved on an earlier visit. Mounted only in the browser, so storage can be read at once. */
function startingPoint(survey: SurveyDefinition, key: string, start: RespondStart | null) {
  if (start) return { answers: start.answers, errors: start.errors, message: start.message, step: 0 }
  const saved = readSaved(browserStorage(), key)
  return {
    answers: saved ? knownAnswers(survey.questions, saved.answers) : {},
    errors: {},
    message: undefined,
    step: saved?.step ?? 0,
  }
}

export function RespondStepper({
  survey,
  token,
  start,
  onSent,
}: {
  survey: SurveyDefinition
  token: string | null
  start: RespondStart | null
  onSent: (thankYou: string) => void
}) {
  const t = useT('survey')
  const { questions } = survey
  const key = answersKey(survey.id, token)
  const [first] = useState(() => startingPoint(survey, key, start))
  const [answers, setAnswers] = useState<Answers>(first.answers)
  const [errors, setErrors] = useState<QuestionErrors>(first.errors)
  const [message, setMessage] = useState(first.message)
  const [stepIndex, setStepIndex] = useState(first.step)
  const [sending, setSending] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    writeSaved(browserStorage(), key, { answers, step: stepIndex })
  }, [key, answers, stepIndex])

  const steps = stepsOf(questions, answers)
  const current = Math.max(0, Math.min(stepIndex, steps.length - 1))
  const step = steps[current]
  const last = current === steps.length - 1
  // Said when an answer here ends the survey, since the button then sends instead of going on.
  const endsHere = last && step?.questions.some((q) => matchingJump(q, answers[q.id])?.to === 'end')
  // A full answer's sentence shows at its question; this says it once more, to a screen reader, as chosen.
  const full = step?.questions.map((q) => fullAnswerMessage(t, q, answers[q.id])).find(Boolean)
  const numbers = new Map(steps.flatMap((s) => s.questions).map((q, i) => [q.id, i + 1]))
  const piping = shownContext(t, questions, answers, numbers)

  /** Moves focus once the new step is on screen: its heading, or the question that needs a look. */
  function moveFocus(focus: Focus) {
    if (focus.target === 'heading') {
      heading.current?.focus()
      heading.current?.scrollIntoView({ block: 'start' })
      return
    }
    const frame = document.getElementById(questionDomId(focus.id))
    frame?.scrollIntoView({ block: 'start' })
    frame
      ?.querySelector<HTMLElement>(
        'input:not([type=hidden]):not(:disabled), textarea, select, button:not(:disabled)',
      )
      ?.focus()
  }

  function onAnswer(id: string, value: AnswerValue | undefined) {
    const next = { ...answers }
    if (value === undefined) delete next[id]
    else next[id] = value
    setAnswers(next)
    // A message already shown follows the change, so a fixed answer clears at once; an answer whose
    // quota is full says so at once rather than after the rest of the survey.
    const question = questions.find((q) => q.id === id)
    if (errors[id] || question?.full) {
      const again = question ? checkQuestions(t, questions, next, [question])[id] : undefined
      setErrors((before) => {
        const { [id]: _gone, ...rest } = before
        return again ? { ...rest, [id]: again } : rest
      })
    }
  }

  function goTo(index: number, target: Focus) {
    flushSync(() => setStepIndex(index))
    moveFocus(target)
  }

  function showErrors(found: QuestionErrors) {
    flushSync(() => setErrors(found))
    const first = firstErrorQuestion(questions, found)
    const index = stepOfFirstError(steps, found)
    if (first && index !== -1) goTo(index, { target: 'question', id: first.id })
  }

  function markSent() {
    writeSent(browserStorage(), survey.id)
  }

  async function send() {
    const found = checkQuestions(t, questions, answers)
    if (has(found)) return showErrors(found)
    setSending(true)
    setMessage(undefined)
    const visible = visibleAnswers(questions, answers)
    const result = await sendAnswers(survey.id, visible, token, filesFor(visible))
    setSending(false)
    if (result.ok) {
      removeSaved(browserStorage(), key)
      if (!token) markSent()
      return onSent(result.data.thankYou || survey.thankYou)
    }
    const atQuestions = firstMessages(result.fieldErrors)
    // This browser had answered after all (the server's mark): noted, so the page explains it at once.
    // A 409 at a question is a full quota instead, which leaves the browser free to answer.
    if (result.status === 409 && !token && !has(atQuestions)) markSent()
    setMessage(sendFailureText(t, result.status, result.message))
    if (has(atQuestions)) showErrors(atQuestions)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending || !step) return
    if (last) return void send()
    const found = checkQuestions(t, questions, answers, step.questions)
    const others = Object.fromEntries(
      Object.entries(errors).filter(([id]) => !step.questions.some((q) => q.id === id)),
    )
    flushSync(() => setErrors({ ...others, ...found }))
    const wrong = firstErrorQuestion(step.questions, found)
    if (wrong) moveFocus({ target: 'question', id: wrong.id })
    else goTo(current + 1, { target: 'heading' })
  }

  if (!step) return null

  const stepErrors = step.questions.filter((q) => errors[q.id]).length
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="survey-step-heading"
      className="grid gap-6"
    >
      <RespondProgress step={current + 1} total={steps.length} headingRef={heading} />
      {message ? <FormAlert>{message}</FormAlert> : null}
      {stepErrors > 0 && !message ? <FormAlert>{t('form.problems', { count: stepErrors })}</FormAlert> : null}
      {step.questions.map((question) => (
        <RespondQuestion
          key={question.id}
          question={pipedQuestion(question, piping)}
          number={numbers.get(question.id) ?? 0}
          value={answers[question.id]}
          error={errors[question.id]}
          hydrated
          onAnswer={onAnswer}
        />
      ))}
      <p role="status" className={cn('text-sm font-medium text-brand-800 empty:sr-only', full && 'sr-only')}>
        {full ?? (endsHere ? t('form.endsHere') : '')}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {current > 0 ? (
          <Button
            variant="secondary"
            onClick={() => goTo(current - 1, { target: 'heading' })}
            disabled={sending}
          >
            {t('form.back')}
          </Button>
        ) : (
          <span />
        )}
        <div className="flex items-center gap-3">
          {sending ? <Spinner label={t('form.sending')} /> : null}
          <Button type="submit" size="lg" disabled={sending}>
            {last ? t('form.send') : t('form.next')}
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted">{t('form.kept')}</p>
    </form>
  )
}
