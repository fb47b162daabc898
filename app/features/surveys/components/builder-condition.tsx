import { Field, SelectInput, TextInput } from '~/components/ui/form-field'
import { readableText } from '../piping'
import type { Choice, Condition, QuestionType } from '../types'
import type { ConditionValues, QuestionValues } from './builder-values'

// One condition of a show-if rule: an earlier question, how to compare, and one of its answers.

type Operator = Condition['operator']

const OPERATOR_LABELS: Record<Operator, string> = {
  equals: 'is',
  not_equals: 'is not',
  includes: 'includes',
  answered: 'has any answer',
}

/** Which comparisons make sense for an earlier question of each type. */
export function operatorsFor(type: QuestionType): Operator[] {
  switch (type) {
    case 'single':
    case 'yes_no':
    case 'rating':
    case 'nps':
    case 'number':
      return ['equals', 'not_equals', 'answered']
    case 'multiple':
      return ['includes', 'answered']
    default:
      return ['answered']
  }
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i))

/** The answers a rule can compare with: the earlier question's own choices or scores. */
export function valueChoices(
  source: QuestionValues,
  communities: Choice[],
): Array<{ value: string; label: string }> | null {
  switch (source.type) {
    case 'single':
    case 'multiple': {
      const listed = source.type === 'single' && source.communities ? communities : source.options
      const choices = listed.map((o, i) => ({ value: o.id, label: o.label.trim() || `Choice ${i + 1}` }))
      return source.allowOther ? [...choices, { value: 'other', label: 'Other' }] : choices
    }
    case 'yes_no':
      return [
        { value: 'true', label: 'Yes' },
        { value: 'false', label: 'No' },
      ]
    case 'rating':
      return range(1, 5).map((v) => ({ value: v, label: v }))
    case 'nps':
      return range(0, 10).map((v) => ({ value: v, label: v }))
    default:
      return null
  }
}

const short = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/** A condition starting on an earlier question: its first comparison and first answer. */
export function startCondition(q: QuestionValues, communities: Choice[]): ConditionValues {
  const op = operatorsFor(q.type)[0]!
  return {
    questionId: q.id,
    operator: op,
    value: op === 'answered' ? '' : (valueChoices(q, communities)?.[0]?.value ?? ''),
  }
}

/** A question in a list, a piped answer in it read as "[answer to question 2]" (`order`: the questions' ids). */
export const questionLabel = (q: QuestionValues, i: number, order: string[]) =>
  `${i + 1}. ${short(readableText(q.prompt, order).trim() || 'Question without a prompt yet')}`

/** The three fields of one condition. Only questions above this one can be chosen. */
export function BuilderCondition({
  condition,
  earlier,
  communities,
  errorKey,
  error,
  onChange,
}: {
  condition: ConditionValues
  earlier: QuestionValues[]
  communities: Choice[]
  errorKey: string
  error: (key: string) => string | undefined
  onChange: (condition: ConditionValues) => void
}) {
  const source = earlier.find((q) => q.id === condition.questionId)
  const order = earlier.map((q) => q.id)
  const operators = source ? operatorsFor(source.type) : (['answered'] as Operator[])
  const values = source ? valueChoices(source, communities) : null
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Field
        label="Earlier question"
        name={`${errorKey}.questionId`}
        error={error(`${errorKey}.questionId`) ?? error(errorKey)}
      >
        {(control) => (
          <SelectInput
            {...control}
            value={source ? condition.questionId : ''}
            placeholder={source ? undefined : 'Choose a question'}
            onChange={(e) => {
              const chosen = earlier.find((q) => q.id === e.currentTarget.value)
              if (chosen) onChange(startCondition(chosen, communities))
            }}
          >
            {earlier.map((q, i) => (
              <option key={q.id} value={q.id}>
                {questionLabel(q, i, order)}
              </option>
            ))}
          </SelectInput>
        )}
      </Field>
      <Field label="Condition" name={`${errorKey}.operator`} error={error(`${errorKey}.operator`)}>
        {(control) => (
          <SelectInput
            {...control}
            value={condition.operator}
            onChange={(e) => {
              const operator = e.currentTarget.value as Operator
              onChange({
                ...condition,
                operator,
                value: operator === 'answered' ? '' : condition.value || (values?.[0]?.value ?? ''),
              })
            }}
          >
            {operators.map((op) => (
              <option key={op} value={op}>
                {OPERATOR_LABELS[op]}
              </option>
            ))}
          </SelectInput>
        )}
      </Field>
      {condition.operator === 'answered' ? null : (
        <Field label="Answer" name={`${errorKey}.value`} error={error(`${errorKey}.value`)}>
          {(control) =>
            values ? (
              <SelectInput
                {...control}
                value={condition.value}
                placeholder={values.some((v) => v.value === condition.value) ? undefined : 'Choose an answer'}
                onChange={(e) => onChange({ ...condition, value: e.currentTarget.value })}
              >
                {values.map((v) => (
                  <option key={v.value} value={v.value}>
                    {short(v.label)}
                  </option>
                ))}
              </SelectInput>
            ) : (
              <TextInput
                {...control}
                inputMode="decimal"
                value={condition.value}
                onChange={(e) => onChange({ ...condition, value: e.currentTarget.value })}
              />
            )
          }
        </Field>
      )}
    </div>
  )
}
