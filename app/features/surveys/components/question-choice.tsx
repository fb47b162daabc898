import { controlClasses } from '~/components/ui/form-field'
import { useT } from '~/i18n/i18n-provider'
import { englishLang } from '../localize'
import { answerField, OTHER, otherField } from '../respond-fields'
import { choiceHint } from '../respond-text'
import type { AnswerValue } from '../types'
import { inputDomId, type QuestionControlProps } from './question-field'

// Single choice (radio buttons), multiple choice (checkboxes) and yes/no, as native controls: the arrow
// keys move within a radio group, Space ticks a checkbox, and the form posts them without JavaScript.

export const optionClasses =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 ' +
  'hover:border-brand-300 hover:bg-brand-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50'
const boxClasses = 'size-5 shrink-0 accent-brand-700'

type Other = { other: string }
const isOther = (value: unknown): value is Other =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'other' in value

/** One choice: a native radio or checkbox inside its label, so the whole row takes the tap. */
function ChoiceOption(props: {
  type: 'radio' | 'checkbox'
  name: string
  value: string
  checked: boolean
  onChange: (checked: boolean) => void
  describedBy: string | undefined
  invalid: boolean | undefined
  /** This answer's quota is met: the label says so (the sentence shows when it is chosen or sent). */
  full?: boolean
  /** 'en' when the label is shown in English on a page in another language. */
  lang?: 'en'
  children: string
}) {
  const t = useT('survey')
  return (
    <li>
      <label className={optionClasses}>
        <input
          type={props.type}
          name={props.name}
          value={props.value}
          checked={props.checked}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
          aria-describedby={props.describedBy}
          aria-invalid={props.invalid || undefined}
          className={boxClasses}
        />
        <span className="break-words">
          <span lang={props.lang}>{props.children}</span>
          {props.full ? <span className="text-muted"> {t('choice.full')}</span> : null}
        </span>
      </label>
    </li>
  )
}

export function SingleChoice({ question, value, onChange, describedBy, invalid }: QuestionControlProps) {
  const t = useT('survey')
  const other = isOther(value) ? value : null
  // No choices to list (a community question before any community is managed): the text field alone.
  if (!question.options?.length && question.allowOther)
    return (
      <OtherText
        questionId={question.id}
        text={other?.other ?? ''}
        describedBy={describedBy}
        onText={(text) => onChange(text.trim() ? { other: text } : undefined)}
        label={t('choice.yourAnswer')}
      />
    )
  return (
    <div className="grid gap-2">
      <ul className="grid gap-2">
        {(question.options ?? []).map((option) => (
          <ChoiceOption
            key={option.id}
            type="radio"
            name={answerField(question.id)}
            value={option.id}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
            describedBy={describedBy}
            invalid={invalid}
            full={question.full?.includes(option.id)}
            lang={englishLang(question.inEnglish, 'options', option.id)}
          >
            {option.label}
          </ChoiceOption>
        ))}
        {question.allowOther ? (
          <ChoiceOption
            type="radio"
            name={answerField(question.id)}
            value={OTHER}
            checked={other !== null}
            onChange={() => onChange({ other: other?.other ?? '' })}
            describedBy={describedBy}
            invalid={invalid}
          >
            {t('choice.other')}
          </ChoiceOption>
        ) : null}
      </ul>
      {question.allowOther ? (
        <OtherText
          questionId={question.id}
          text={other?.other ?? ''}
          describedBy={describedBy}
          onText={(text) => onChange({ other: text })}
        />
      ) : null}
    </div>
  )
}

export function MultipleChoice({ question, value, onChange, describedBy, invalid }: QuestionControlProps) {
  const t = useT('survey')
  const picked = Array.isArray(value) ? value : []
  const ids = picked.filter((item): item is string => typeof item === 'string')
  const other = picked.find(isOther) ?? null
  const hintId = `${inputDomId(question.id)}-hint`
  const described = [hintId, describedBy].filter(Boolean).join(' ')
  const update = (nextIds: string[], nextOther: Other | null) => {
    const next: Array<string | Other> = (question.options ?? [])
      .map((option) => option.id)
      .filter((id) => nextIds.includes(id))
    if (nextOther) next.push(nextOther)
    onChange(next.length > 0 ? next : undefined)
  }
  const toggle = (id: string, on: boolean) =>
    update(on ? [...ids, id] : ids.filter((item) => item !== id), other)
  return (
    <div className="grid gap-2">
      <p id={hintId} className="text-sm font-semibold text-brand-700">
        {choiceHint(t, question)}
      </p>
      <ul className="grid gap-2">
        {(question.options ?? []).map((option) => (
          <ChoiceOption
            key={option.id}
            type="checkbox"
            name={answerField(question.id)}
            value={option.id}
            checked={ids.includes(option.id)}
            onChange={(on) => toggle(option.id, on)}
            describedBy={described}
            invalid={invalid}
            lang={englishLang(question.inEnglish, 'options', option.id)}
          >
            {option.label}
          </ChoiceOption>
        ))}
        {question.allowOther ? (
          <ChoiceOption
            type="checkbox"
            name={answerField(question.id)}
            value={OTHER}
            checked={other !== null}
            onChange={(on) => update(ids, on ? { other: other?.other ?? '' } : null)}
            describedBy={described}
            invalid={invalid}
          >
            {t('choice.other')}
          </ChoiceOption>
        ) : null}
      </ul>
      {question.allowOther ? (
        <OtherText
          questionId={question.id}
          text={other?.other ?? ''}
          describedBy={describedBy}
          onText={(text) => update(ids, { other: text })}
        />
      ) : null}
    </div>
  )
}

/** The words of an "Other" answer; typing here chooses "Other" too. */
function OtherText({
  questionId,
  text,
  describedBy,
  onText,
  label,
}: {
  questionId: string
  text: string
  describedBy: string | undefined
  onText: (text: string) => void
  /** Set when the field stands alone, without the choices it would follow. */
  label?: string
}) {
  const t = useT('survey')
  const id = `${inputDomId(questionId)}-other`
  return (
    <div className={label ? 'grid gap-1.5' : 'grid gap-1.5 pl-3 sm:pl-8'}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label ?? t('choice.otherText')}
      </label>
      <input
        id={id}
        type="text"
        name={otherField(questionId)}
        value={text}
        maxLength={500}
        autoComplete="off"
        onChange={(event) => onText(event.currentTarget.value)}
        aria-describedby={describedBy}
        className={controlClasses('h-11')}
      />
    </div>
  )
}

export function YesNo({ question, value, onChange, describedBy, invalid }: QuestionControlProps) {
  const t = useT('survey')
  const choices: Array<{ label: string; field: string; answer: AnswerValue }> = [
    { label: t('choice.yes'), field: 'yes', answer: true },
    { label: t('choice.no'), field: 'no', answer: false },
  ]
  return (
    <ul className="grid grid-cols-2 gap-2 sm:max-w-sm">
      {choices.map((choice) => (
        <ChoiceOption
          key={choice.field}
          type="radio"
          name={answerField(question.id)}
          value={choice.field}
          checked={value === choice.answer}
          onChange={() => onChange(choice.answer)}
          describedBy={describedBy}
          invalid={invalid}
          full={question.full?.includes(choice.answer as boolean)}
        >
          {choice.label}
        </ChoiceOption>
      ))}
    </ul>
  )
}
