import { Field, SelectInput, TextInput } from '~/components/ui/form-field'
import type { Choice, QuestionType, ShowIf } from '../types'
import { CheckboxField } from '~/components/ui/checkbox-field'
import type { QuestionValues, ShowIfValues } from './builder-values'

type Operator = ShowIf['operator']

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
function valueChoices(
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

/**
 * "Show this question only when…": an earlier question, how to compare, and one of its answers. Only
 * questions above this one can be chosen, so a rule never points forward.
 */
export function BuilderShowIf({
  index,
  questions,
  communities,
  errorKey,
  error,
  onChange,
}: {
  index: number
  questions: QuestionValues[]
  /** The managed communities, for a rule on a community question. */
  communities: Choice[]
  errorKey: string
  error: (key: string) => string | undefined
  onChange: (showIf: ShowIfValues | null) => void
}) {
  const rule = questions[index]!.showIf
  const earlier = questions.slice(0, index)
  const label = (q: QuestionValues, i: number) =>
    `${i + 1}. ${short(q.prompt.trim() || 'Question without a prompt yet')}`
  if (!earlier.length)
    return (
      <p className="text-sm text-muted">
        The first question is always shown. Later questions can be shown only for some answers to this one.
      </p>
    )
  const source = rule ? earlier.find((q) => q.id === rule.questionId) : undefined
  const operators = source ? operatorsFor(source.type) : (['answered'] as Operator[])
  const values = source ? valueChoices(source, communities) : null
  const start = (q: QuestionValues): ShowIfValues => {
    const op = operatorsFor(q.type)[0]!
    return {
      questionId: q.id,
      operator: op,
      value: op === 'answered' ? '' : (valueChoices(q, communities)?.[0]?.value ?? ''),
    }
  }
  return (
    <div className="grid gap-3">
      <CheckboxField
        label="Show this question only for some answers to an earlier one"
        hint="Respondents who do not match never see it, and it is not counted as unanswered."
        checked={Boolean(rule)}
        onChange={(on) => onChange(on ? start(earlier[earlier.length - 1]!) : null)}
        error={rule ? undefined : error(errorKey)}
      />
      {rule ? (
        <div className="grid gap-3 rounded-lg border border-line bg-canvas p-3 sm:grid-cols-3">
          <Field
            label="Earlier question"
            name={`${errorKey}.questionId`}
            error={error(`${errorKey}.questionId`) ?? error(errorKey)}
          >
            {(control) => (
              <SelectInput
                {...control}
                value={source ? rule.questionId : ''}
                placeholder={source ? undefined : 'Choose a question'}
                onChange={(e) => {
                  const chosen = earlier.find((q) => q.id === e.currentTarget.value)
                  if (chosen) onChange(start(chosen))
                }}
              >
                {earlier.map((q, i) => (
                  <option key={q.id} value={q.id}>
                    {label(q, i)}
                  </option>
                ))}
              </SelectInput>
            )}
          </Field>
          <Field label="Condition" name={`${errorKey}.operator`} error={error(`${errorKey}.operator`)}>
            {(control) => (
              <SelectInput
                {...control}
                value={rule.operator}
                onChange={(e) => {
                  const operator = e.currentTarget.value as Operator
                  onChange({
                    ...rule,
                    operator,
                    value: operator === 'answered' ? '' : rule.value || (values?.[0]?.value ?? ''),
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
          {rule.operator === 'answered' ? null : (
            <Field label="Answer" name={`${errorKey}.value`} error={error(`${errorKey}.value`)}>
              {(control) =>
                values ? (
                  <SelectInput
                    {...control}
                    value={rule.value}
                    placeholder={values.some((v) => v.value === rule.value) ? undefined : 'Choose an answer'}
                    onChange={(e) => onChange({ ...rule, value: e.currentTarget.value })}
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
                    value={rule.value}
                    onChange={(e) => onChange({ ...rule, value: e.currentTarget.value })}
                  />
                )
              }
            </Field>
          )}
        </div>
      ) : null}
    </div>
  )
}
