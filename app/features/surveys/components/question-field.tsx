import type { ReactNode } from 'react'
import { useT } from '~/i18n/i18n-provider'
import { cn } from '~/lib/cn'
import { englishLang } from '../localize'
import type { AnswerValue, Question } from '../types'

// The frame every question shares: the prompt as a legend (or a label for a one-field question), a
// written "Required" mark, the help text, and the message right under the prompt, tied to the controls
// with aria-describedby so a screen reader reads it with them.

/** What a question's control is handed. */
export type QuestionControlProps = {
  question: Question
  value: AnswerValue | undefined
  onChange: (value: AnswerValue | undefined) => void
  /** The ids of the help text and the message, for aria-describedby. */
  describedBy: string | undefined
  invalid: boolean
  /** False in the server's HTML: buttons then post the form instead of acting in place. */
  hydrated: boolean
}

export const questionDomId = (questionId: string) => `q-${questionId}`
export const inputDomId = (questionId: string) => `q-${questionId}-input`
const helpDomId = (questionId: string) => `q-${questionId}-help`
const errorDomId = (questionId: string) => `q-${questionId}-error`

/** One field, labelled by a <label>; the rest are groups of controls in a fieldset. */
const SINGLE_FIELD = new Set<Question['type']>(['short_text', 'long_text', 'number', 'date', 'file'])

function RequiredMark({ required }: { required: boolean }) {
  const t = useT('survey')
  return required ? (
    <span className="ml-2 inline-block rounded-full bg-rock-50 px-2 py-0.5 align-middle text-xs font-semibold text-rock-700">
      {t('question.required')}
    </span>
  ) : (
    <span className="ml-2 inline-block align-middle text-xs font-medium text-muted">
      {t('question.optional')}
    </span>
  )
}

export function QuestionField({
  question,
  number,
  error,
  note,
  children,
}: {
  question: Question
  /** Its number among the questions shown, for the reader's bearings. */
  number: number
  error: string | undefined
  /** Without JavaScript every question shows: this says when one applies. */
  note?: string
  children: (ids: { describedBy: string | undefined; invalid: boolean }) => ReactNode
}) {
  const helpId = question.help ? helpDomId(question.id) : undefined
  const errorId = error ? errorDomId(question.id) : undefined
  const noteId = note ? `${questionDomId(question.id)}-note` : undefined
  const describedBy = [noteId, helpId, errorId].filter(Boolean).join(' ') || undefined
  const prompt = (
    <>
      <span className="text-brand-700">{number}.</span>{' '}
      <span lang={englishLang(question.inEnglish, 'prompt')} className="break-words">
        {question.prompt}
      </span>
      <RequiredMark required={question.required} />
    </>
  )
  const details = (
    <>
      {note ? (
        <p id={noteId} className="mt-1 text-sm text-brand-800">
          {note}
        </p>
      ) : null}
      {question.help ? (
        <p
          id={helpId}
          lang={englishLang(question.inEnglish, 'help')}
          className="mt-1 text-sm whitespace-pre-line text-muted"
        >
          {question.help}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-semibold text-rock-700">
          {error}
        </p>
      ) : null}
    </>
  )
  const frame = cn(
    'min-w-0 rounded-card border bg-white p-4 shadow-card sm:p-6',
    error ? 'border-rock-600' : 'border-line',
  )
  const body = <div className="mt-4">{children({ describedBy, invalid: Boolean(error) })}</div>

  if (SINGLE_FIELD.has(question.type))
    return (
      <div id={questionDomId(question.id)} className={frame}>
        <label htmlFor={inputDomId(question.id)} className="block text-lg font-semibold text-ink">
          {prompt}
        </label>
        {details}
        {body}
      </div>
    )
  return (
    <fieldset id={questionDomId(question.id)} aria-describedby={describedBy} className={frame}>
      <legend className="float-left w-full text-lg font-semibold text-ink">{prompt}</legend>
      <div className="clear-both">
        {details}
        {body}
      </div>
    </fieldset>
  )
}
