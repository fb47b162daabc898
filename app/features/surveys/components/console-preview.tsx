import { CircleCheck, Eye, ShieldCheck, UserRound } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useT } from '~/i18n/i18n-provider'
import {
  checkQuestions,
  firstErrorQuestion,
  stepsOf,
  visibleQuestions,
  type QuestionErrors,
} from '../respond-steps'
import { pipedQuestion, shownContext } from '../piping'
import { jumpRuleText } from '../jump-notes'
import { privacySentence } from '../respond-text'
import type { AnswerValue, Answers, SurveyDefinition } from '../types'
import { questionDomId } from './question-field'
import { RespondProgress } from './respond-progress'
import { RespondQuestion } from './respond-question'

export const PREVIEW_BANNER = 'Preview: answers are not saved'

/**
 * The survey as a respondent meets it, one page at a time with its show-if rules and required checks,
 * using the respondent page's own question controls. Nothing is stored or sent.
 */
export function ConsolePreview({ survey }: { survey: SurveyDefinition }) {
  // The respondent's words in English: the staff page lists the survey area (app/i18n/pages.ts).
  const t = useT('survey')
  const [answers, setAnswers] = useState<Answers>({})
  const [errors, setErrors] = useState<QuestionErrors>({})
  const [stepIndex, setStepIndex] = useState(0)
  const [done, setDone] = useState(false)
  // Where the keyboard goes once React has drawn the next step: its heading, or a question with an error.
  const focus = useRef<'heading' | string | null>(null)
  const setFocus = (target: 'heading' | string) => {
    focus.current = target
  }
  const heading = useRef<HTMLHeadingElement>(null)
  const doneHeading = useRef<HTMLHeadingElement>(null)
  const { questions } = survey
  const steps = stepsOf(questions, answers)
  const current = Math.max(0, Math.min(stepIndex, steps.length - 1))
  const step = steps[current]
  const last = current === steps.length - 1
  const numbers = new Map(visibleQuestions(questions, answers).map((q, i) => [q.id, i + 1]))
  const piping = shownContext(t, questions, answers, numbers)

  useEffect(() => {
    const target = focus.current
    if (!target) return
    focus.current = null
    if (target === 'heading') return heading.current?.focus()
    if (target === 'done') return doneHeading.current?.focus()
    document
      .getElementById(questionDomId(target))
      ?.querySelector<HTMLElement>('input, textarea, select, button')
      ?.focus()
  })

  function onAnswer(id: string, value: AnswerValue | undefined) {
    const next = { ...answers }
    if (value === undefined) delete next[id]
    else next[id] = value
    setAnswers(next)
    if (errors[id]) setErrors(({ [id]: _gone, ...rest }) => rest)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!step) return
    const found = checkQuestions(t, questions, answers, step.questions)
    setErrors(found)
    const first = firstErrorQuestion(step.questions, found)
    if (first) return setFocus(first.id)
    if (last) {
      setFocus('done')
      return setDone(true)
    }
    setStepIndex(current + 1)
    setFocus('heading')
  }

  function restart() {
    setAnswers({})
    setErrors({})
    setStepIndex(0)
    setDone(false)
    setFocus('heading')
  }

  const Icon = survey.anonymous ? ShieldCheck : UserRound
  return (
    <div className="grid gap-6">
      <p className="flex items-center gap-3 rounded-lg border-2 border-dashed border-rock-500 bg-rock-50 px-4 py-3 font-semibold text-rock-700">
        <Eye aria-hidden="true" className="size-5 shrink-0" />
        {PREVIEW_BANNER}
      </p>
      {done ? (
        <Card className="p-6 sm:p-8">
          <div className="flex gap-4">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-8 shrink-0 text-brand-700" />
            <div>
              <h2 ref={doneHeading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
                Thank you: your answers are in
              </h2>
              <p className="mt-3 text-lg whitespace-pre-line text-muted">
                {survey.thankYou.trim() || 'We read every answer, and they help us decide what to do next.'}
              </p>
              <p className="mt-4 text-sm text-muted">
                Respondents see this page after sending. In this preview nothing was sent.
              </p>
              <Button className="mt-6" onClick={restart}>
                Start the preview again
              </Button>
            </div>
          </div>
        </Card>
      ) : (
        <>
          <Card className="grid gap-4 p-5 sm:p-8">
            {survey.description ? <p className="text-lg whitespace-pre-line">{survey.description}</p> : null}
            <p className="flex gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4 text-brand-900">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>{privacySentence(t, survey.anonymous, survey.audience === 'invitation')}</span>
            </p>
          </Card>
          {step ? (
            <form noValidate onSubmit={onSubmit} aria-labelledby="survey-step-heading" className="grid gap-6">
              <RespondProgress step={current + 1} total={steps.length} headingRef={heading} />
              {step.questions.map((question) => (
                <RespondQuestion
                  key={question.id}
                  question={pipedQuestion(question, piping)}
                  number={numbers.get(question.id) ?? 0}
                  value={answers[question.id]}
                  error={errors[question.id]}
                  note={jumpRuleText(question) ?? undefined}
                  hydrated
                  onAnswer={onAnswer}
                />
              ))}
              <div className="flex flex-wrap items-center justify-between gap-3">
                {current > 0 ? (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setStepIndex(current - 1)
                      setFocus('heading')
                    }}
                  >
                    Back
                  </Button>
                ) : (
                  <span />
                )}
                <Button type="submit" size="lg">
                  {last ? 'Finish the preview' : 'Next'}
                </Button>
              </div>
            </form>
          ) : (
            <p className="text-muted">This survey has no questions yet. Add them in the builder.</p>
          )}
        </>
      )}
    </div>
  )
}
