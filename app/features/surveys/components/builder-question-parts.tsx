import { Field, TextInput } from '~/components/ui/form-field'
import { CheckboxField } from '~/components/ui/checkbox-field'
import { BuilderChoices } from './builder-choices'
import { BuilderDateLimits } from './builder-date-limits'
import { BuilderFileKinds } from './builder-file-kinds'
import type { QuestionValues } from './builder-values'

type Props = {
  question: QuestionValues
  errorKey: string
  error: (key: string) => string | undefined
  set: (patch: Partial<QuestionValues>) => void
}

/** A number field of the question's limits (min or max). */
function Limit({
  label,
  hint,
  part,
  question,
  errorKey,
  error,
  set,
}: Props & { label: string; hint?: string; part: 'min' | 'max' }) {
  return (
    <Field label={label} name={`${errorKey}.${part}`} hint={hint} error={error(`${errorKey}.${part}`)}>
      {(control) => (
        <TextInput
          {...control}
          inputMode="decimal"
          value={question[part]}
          onChange={(e) => set({ [part]: e.currentTarget.value })}
        />
      )}
    </Field>
  )
}

/** What each type of question needs beyond its prompt: choices, limits, a grid's rows and scale. */
export function BuilderQuestionParts(props: Props) {
  const { question, errorKey, error, set } = props
  switch (question.type) {
    case 'single':
    case 'multiple':
    case 'ranking': {
      const communities = question.type === 'single' && question.communities
      return (
        <div className="grid gap-4">
          {question.type === 'single' ? (
            <CheckboxField
              label="The choices are our managed communities"
              hint="The list is read when the survey is shown, so a community added later appears without editing the survey."
              checked={question.communities}
              onChange={(on) => set({ communities: on })}
            />
          ) : null}
          {communities ? null : (
            <BuilderChoices
              legend={question.type === 'ranking' ? 'Items to put in order' : 'Choices'}
              itemLabel={question.type === 'ranking' ? 'Item' : 'Choice'}
              choices={question.options}
              errorKey={`${errorKey}.options`}
              error={error}
              onChange={(options) => set({ options })}
              addLabel={question.type === 'ranking' ? 'Add an item' : 'Add a choice'}
            />
          )}
          {question.type !== 'ranking' ? (
            <CheckboxField
              label="Allow “Other, please say”"
              hint="Adds a last choice with a text field for an answer not on the list."
              checked={question.allowOther}
              onChange={(on) => set({ allowOther: on })}
              error={error(`${errorKey}.allowOther`)}
            />
          ) : null}
          {question.type === 'multiple' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Limit {...props} part="min" label="Fewest choices (optional)" />
              <Limit {...props} part="max" label="Most choices (optional)" />
            </div>
          ) : null}
        </div>
      )
    }
    case 'number':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <Limit {...props} part="min" label="Lowest number allowed (optional)" />
          <Limit {...props} part="max" label="Highest number allowed (optional)" />
        </div>
      )
    case 'short_text':
    case 'long_text':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <Limit
            {...props}
            part="max"
            label="Longest answer, in characters (optional)"
            hint={
              question.type === 'short_text'
                ? 'Without a limit, 200 characters.'
                : 'Without a limit, 4,000 characters.'
            }
          />
        </div>
      )
    case 'matrix':
      return (
        <div className="grid gap-5 lg:grid-cols-2">
          <BuilderChoices
            legend="Rows (each answered on the scale)"
            itemLabel="Row"
            choices={question.rows}
            errorKey={`${errorKey}.rows`}
            error={error}
            onChange={(rows) => set({ rows })}
            addLabel="Add a row"
          />
          <BuilderChoices
            legend="Scale (the same for every row)"
            itemLabel="Scale point"
            choices={question.scale}
            errorKey={`${errorKey}.scale`}
            error={error}
            onChange={(scale) => set({ scale })}
            addLabel="Add a scale point"
          />
        </div>
      )
    case 'rating':
      return (
        <p className="text-sm text-muted">Respondents choose 1 (very dissatisfied) to 5 (very satisfied).</p>
      )
    case 'nps':
      return (
        <p className="text-sm text-muted">
          Respondents choose 0 (not at all likely) to 10 (extremely likely). Results show the Net Promoter
          Score.
        </p>
      )
    case 'yes_no':
      return <p className="text-sm text-muted">Respondents answer Yes or No.</p>
    case 'date':
      return <BuilderDateLimits {...props} />
    case 'file':
      return <BuilderFileKinds {...props} />
  }
}
