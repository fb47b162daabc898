import { controlClasses } from '~/components/ui/form-field'
import { useT } from '~/i18n/i18n-provider'
import { dateHint, dateRange } from '../date-limits'
import { answerField, numberAnswer } from '../respond-fields'
import { numberHint, textLimit } from '../respond-text'
import { inputDomId, type QuestionControlProps } from './question-field'

// Short text, long text (with a count of the characters left), number and date: one native field each,
// labelled by the question's prompt.

export const join = (...ids: Array<string | undefined>) => ids.filter(Boolean).join(' ') || undefined

export function ShortText({ question, value, onChange, describedBy, invalid }: QuestionControlProps) {
  return (
    <input
      id={inputDomId(question.id)}
      type="text"
      name={answerField(question.id)}
      value={typeof value === 'string' ? value : ''}
      maxLength={textLimit(question)}
      onChange={(event) => onChange(event.currentTarget.value || undefined)}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={controlClasses('h-11')}
    />
  )
}

export function LongText({ question, value, onChange, describedBy, invalid }: QuestionControlProps) {
  const t = useT('survey')
  const text = typeof value === 'string' ? value : ''
  const limit = textLimit(question)
  const countId = `${inputDomId(question.id)}-count`
  return (
    <div className="grid gap-1.5">
      <textarea
        id={inputDomId(question.id)}
        name={answerField(question.id)}
        value={text}
        rows={5}
        maxLength={limit}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
        aria-describedby={join(describedBy, countId)}
        aria-invalid={invalid || undefined}
        className={controlClasses('py-2.5')}
      />
      <p id={countId} className="text-right text-xs text-muted">
        {t('hint.characters', { count: text.length, limit })}
      </p>
    </div>
  )
}

/** The limits of a number or date answer, under its field and named by it. */
export function Hint({ id, text }: { id?: string; text: string | null }) {
  return text ? (
    <p id={id} className="text-xs text-muted">
      {text}
    </p>
  ) : null
}

export function NumberField({ question, value, onChange, describedBy, invalid }: QuestionControlProps) {
  const t = useT('survey')
  const hint = numberHint(t, question)
  const hintId = hint ? `${inputDomId(question.id)}-hint` : undefined
  return (
    <div className="grid gap-1.5">
      <input
        id={inputDomId(question.id)}
        type="number"
        inputMode="decimal"
        step="any"
        name={answerField(question.id)}
        value={value === undefined || typeof value === 'object' ? '' : String(value)}
        min={question.min ?? undefined}
        max={question.max ?? undefined}
        onChange={(event) => onChange(numberAnswer(event.currentTarget.value))}
        aria-describedby={join(hintId, describedBy)}
        aria-invalid={invalid || undefined}
        className={controlClasses('h-11 max-w-48')}
      />
      <Hint id={hintId} text={hint} />
    </div>
  )
}

export function DateField({ question, value, onChange, describedBy, invalid }: QuestionControlProps) {
  const t = useT('survey')
  const hint = dateHint(question, t)
  const hintId = hint ? `${inputDomId(question.id)}-hint` : undefined
  const { min, max } = dateRange(question)
  return (
    <div className="grid gap-1.5">
      <input
        id={inputDomId(question.id)}
        type="date"
        name={answerField(question.id)}
        value={typeof value === 'string' ? value : ''}
        min={min}
        max={max}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
        aria-describedby={join(hintId, describedBy)}
        aria-invalid={invalid || undefined}
        className={controlClasses('h-11 max-w-56')}
      />
      <Hint id={hintId} text={hint} />
    </div>
  )
}
