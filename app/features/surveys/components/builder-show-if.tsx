import { Plus, X } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { CheckboxField } from '~/components/ui/checkbox-field'
import { Field, SelectInput } from '~/components/ui/form-field'
import type { Choice } from '../types'
import { BuilderCondition, startCondition } from './builder-condition'
import { conditionKey } from '../answers'
import type { ConditionValues, QuestionValues, ShowIfValues } from './builder-values'

const MAX_CONDITIONS = 10

/**
 * "Show this question only when…": one condition on an earlier answer, or several of which all or any must
 * hold. Only questions above this one can be chosen, so a rule never points forward.
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
  if (!earlier.length)
    return (
      <p className="text-sm text-muted">
        The first question is always shown. Later questions can be shown only for some answers to this one.
      </p>
    )
  const fresh = () => startCondition(earlier[earlier.length - 1]!, communities)
  const setCondition = (i: number, condition: ConditionValues) =>
    onChange({ ...rule!, conditions: rule!.conditions.map((c, at) => (at === i ? condition : c)) })
  const several = (rule?.conditions.length ?? 0) > 1
  /** Once React has drawn the change, the keyboard goes to a condition's first field. */
  const focusLater = (i: number) => {
    const name = `${conditionKey(errorKey, i)}.questionId`
    requestAnimationFrame(() =>
      document.querySelector<HTMLSelectElement>(`select[name="${CSS.escape(name)}"]`)?.focus(),
    )
  }
  return (
    <div className="grid gap-3">
      <CheckboxField
        label="Show this question only for some answers to earlier ones"
        hint="Respondents who do not match never see it, and it is not counted as unanswered."
        checked={Boolean(rule)}
        onChange={(on) => onChange(on ? { match: 'all', conditions: [fresh()] } : null)}
        error={rule ? undefined : error(errorKey)}
      />
      {rule ? (
        <div className="grid gap-4 rounded-lg border border-line bg-canvas p-3">
          {several ? (
            <Field
              label="Show it when"
              name={`${errorKey}.match`}
              error={error(`${errorKey}.match`)}
              className="sm:max-w-xs"
            >
              {(control) => (
                <SelectInput
                  {...control}
                  value={rule.match}
                  onChange={(e) => onChange({ ...rule, match: e.currentTarget.value as 'all' | 'any' })}
                >
                  <option value="all">all conditions hold</option>
                  <option value="any">any one condition holds</option>
                </SelectInput>
              )}
            </Field>
          ) : null}
          {rule.conditions.map((condition, i) => {
            const fields = (
              <BuilderCondition
                condition={condition}
                earlier={earlier}
                communities={communities}
                errorKey={conditionKey(errorKey, i)}
                error={error}
                onChange={(next) => setCondition(i, next)}
              />
            )
            if (!several) return <div key={i}>{fields}</div>
            return (
              <fieldset key={i} className="grid gap-3 border-t border-line pt-3 first-of-type:border-0">
                <legend className="float-left mb-2 flex w-full items-center justify-between gap-2 text-sm font-semibold">
                  Condition {i + 1} of {rule.conditions.length}
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove condition ${i + 1}`}
                    onClick={() => {
                      onChange({ ...rule, conditions: rule.conditions.filter((_, at) => at !== i) })
                      focusLater(Math.max(0, i - 1))
                    }}
                  >
                    <X aria-hidden="true" className="size-4" />
                    Remove
                  </Button>
                </legend>
                {fields}
              </fieldset>
            )
          })}
          {rule.conditions.length < MAX_CONDITIONS ? (
            <Button
              variant="secondary"
              size="sm"
              className="justify-self-start"
              onClick={() => {
                onChange({ ...rule, conditions: [...rule.conditions, fresh()] })
                focusLater(rule.conditions.length)
              }}
            >
              <Plus aria-hidden="true" className="size-4" />
              Add a condition
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
