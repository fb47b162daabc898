import { Field, SelectInput, TextInput } from '~/components/ui/form-field'
import { QUESTION_TYPES, type Choice, type QuestionType } from '../types'
import { CheckboxField } from '~/components/ui/checkbox-field'
import { ItemButtons } from '~/components/staff/item-buttons'
import { authorText, BuilderPrompt } from './builder-piping'
import { BuilderQuestionParts } from './builder-question-parts'
import { BuilderJumps } from './builder-jumps'
import { BuilderQuotas } from './builder-quotas'
import { BuilderShuffle } from './builder-shuffle'
import { BuilderShowIf } from './builder-show-if'
import { SpanishField } from '~/components/staff/spanish-field'
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
    promptEs: question.promptEs,
    helpEs: question.helpEs,
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
  const piped = authorText(questions)
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
        <BuilderPrompt
          index={index}
          questions={questions}
          error={error}
          onChange={(prompt) => set({ prompt })}
        />
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
              value={piped.show(question.help)}
              onChange={(e) => set({ help: piped.store(e.currentTarget.value) })}
            />
          )}
        </Field>
        <SpanishField
          label="Question"
          name={`${key}.translations.es.prompt`}
          hint="Earlier answers go in the same way: {{Q1}}."
          error={error(`${key}.translations.es.prompt`)}
          maxLength={500}
          rows={2}
          value={piped.show(question.promptEs)}
          onChange={(text) => set({ promptEs: piped.store(text) })}
        />
        <SpanishField
          label="Help text"
          name={`${key}.translations.es.help`}
          error={error(`${key}.translations.es.help`)}
          maxLength={1000}
          value={piped.show(question.helpEs)}
          onChange={(text) => set({ helpEs: piped.store(text) })}
        />
        <div className="sm:col-span-2">
          <CheckboxField
            label="An answer is required"
            checked={question.required}
            onChange={(required) => set({ required })}
            error={error(`${key}.required`)}
          />
        </div>
        {/* A file question's answers are always for staff alone (its kinds say so). */}
        <div className={question.type === 'file' ? 'hidden' : 'sm:col-span-2'}>
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
        <BuilderShuffle question={question} set={set} />
        <BuilderQuotas question={question} errorKey={key} error={error} set={set} />
        <BuilderShowIf
          index={index}
          questions={questions}
          communities={communities}
          errorKey={`${key}.showIf`}
          error={error}
          onChange={(showIf) => set({ showIf })}
        />
        <BuilderJumps
          index={index}
          questions={questions}
          errorKey={`${key}.jumps`}
          error={error}
          onChange={(jumps) => set({ jumps })}
        />
        {error(key) ? <p className="text-sm font-medium text-rock-700">{error(key)}</p> : null}
      </div>
    </fieldset>
  )
}
