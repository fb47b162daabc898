import { Field, SelectInput, TextArea, TextInput } from '~/components/ui/form-field'
import { QUESTION_TYPES, type Choice, type QuestionType } from '../types'
import { CheckboxField } from '~/components/ui/checkbox-field'
import { ItemButtons } from '~/components/staff/item-buttons'
import { BuilderQuestionParts } from './builder-question-parts'
import { BuilderShowIf } from './builder-show-if'
import { newQuestion, QUESTION_TYPE_LABELS, type QuestionValues } from './builder-values'

type Props = {
  index: number
  questions: QuestionValues[]
  communities: Choice[]
  error: (key: string) => string | undefined
  onChange: (question: QuestionValues) => void
  onMove: (to: number) => void
  onDuplicate: () => void
  onRemove: () => void
}

/** A new type keeps what every question has (prompt, help, required, page, rule) and starts the rest anew. */
function retype(question: QuestionValues, type: QuestionType): QuestionValues {
  const fresh = newQuestion(type)
  const keepChoices = ['single', 'multiple', 'ranking'].includes(type) && question.options.length > 0
  return {
    ...fresh,
    id: question.id,
    prompt: question.prompt,
    help: question.help,
    required: question.required,
    confidential: question.confidential,
    page: question.page,
    showIf: question.showIf,
    options: keepChoices ? question.options : fresh.options,
  }
}

/** One question of the builder: its kind, wording, page, type-specific parts and its show-if rule. */
export function BuilderQuestion({
  index,
  questions,
  communities,
  error,
  onChange,
  onMove,
  onDuplicate,
  onRemove,
}: Props) {
  const question = questions[index]!
  const key = `questions.${index}`
  const set = (patch: Partial<QuestionValues>) => onChange({ ...question, ...patch })
  const name = `question ${index + 1}`
  return (
    <fieldset
      aria-labelledby={`${question.id}-heading`}
      className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-line pb-3">
        <h3
          id={`${question.id}-heading`}
          tabIndex={-1}
          className="font-serif text-lg font-semibold text-brand-900"
        >
          Question {index + 1}{' '}
          <span className="ml-1 font-sans text-sm font-normal text-muted">
            {QUESTION_TYPE_LABELS[question.type]}
          </span>
        </h3>
        <ItemButtons
          name={name}
          index={index}
          count={questions.length}
          onMove={onMove}
          onDuplicate={onDuplicate}
          onRemove={onRemove}
        />
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_8rem]">
        <Field label="Kind of question" name={`${key}.type`} error={error(`${key}.type`)}>
          {(control) => (
            <SelectInput
              {...control}
              value={question.type}
              onChange={(e) => onChange(retype(question, e.currentTarget.value as QuestionType))}
            >
              {QUESTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {QUESTION_TYPE_LABELS[type]}
                </option>
              ))}
            </SelectInput>
          )}
        </Field>
        <Field label="Page" name={`${key}.page`} error={error(`${key}.page`)}>
          {(control) => (
            <TextInput
              {...control}
              type="number"
              min={1}
              max={50}
              value={question.page}
              onChange={(e) => set({ page: e.currentTarget.value })}
            />
          )}
        </Field>
        <Field
          label="Question"
          name={`${key}.prompt`}
          required
          error={error(`${key}.prompt`)}
          className="sm:col-span-2"
        >
          {(control) => (
            <TextArea
              {...control}
              rows={2}
              maxLength={500}
              value={question.prompt}
              onChange={(e) => set({ prompt: e.currentTarget.value })}
            />
          )}
        </Field>
        <Field
          label="Help text (optional)"
          name={`${key}.help`}
          hint="Shown under the question, for an example or what the answer is used for."
          error={error(`${key}.help`)}
          className="sm:col-span-2"
        >
          {(control) => (
            <TextInput
              {...control}
              maxLength={1000}
              value={question.help}
              onChange={(e) => set({ help: e.currentTarget.value })}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <CheckboxField
            label="An answer is required"
            checked={question.required}
            onChange={(required) => set({ required })}
            error={error(`${key}.required`)}
          />
        </div>
        <div className="sm:col-span-2">
          <CheckboxField
            label="Private answers (contact details)"
            hint="Never shown in the results, public or staff; staff read them in the response export."
            checked={question.confidential}
            onChange={(confidential) => set({ confidential })}
            error={error(`${key}.confidential`)}
          />
        </div>
      </div>
      <div className="mt-5 grid gap-5">
        <BuilderQuestionParts question={question} errorKey={key} error={error} set={set} />
        <BuilderShowIf
          index={index}
          questions={questions}
          communities={communities}
          errorKey={`${key}.showIf`}
          error={error}
          onChange={(showIf) => set({ showIf })}
        />
        {error(key) ? <p className="text-sm font-medium text-rock-700">{error(key)}</p> : null}
      </div>
    </fieldset>
  )
}
