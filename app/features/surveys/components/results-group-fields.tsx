import { Field, SelectInput } from '~/components/ui/form-field'
import type { AnswerQuestion } from '../results-groups'
import { answerValue, type GroupFilter } from '../results-query'
import type { Choice } from '../types'

export type GroupChoices = {
  communities: Choice[]
  hasRoleFilter: boolean
  answerQuestions: AnswerQuestion[]
}

/** Whether the survey offers any filter at all. */
export const hasFilters = (c: GroupChoices) =>
  c.communities.length > 0 || c.hasRoleFilter || c.answerQuestions.length > 0

/**
 * The controls that define a group: a community, owners or renters, and one answer to a choice question
 * (one list, its choices under each question). `prefix` names the second group's fields ("b_").
 */
export function GroupFields({
  choices,
  filter,
  prefix = '',
}: {
  choices: GroupChoices
  filter: GroupFilter
  prefix?: string
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {choices.communities.length ? (
        <Field label="Community" name={`${prefix}community`}>
          {(control) => (
            <SelectInput {...control} defaultValue={filter.community ?? ''} placeholder="All communities">
              {choices.communities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </SelectInput>
          )}
        </Field>
      ) : null}
      {choices.hasRoleFilter ? (
        <Field label="Owners or renters" name={`${prefix}role`}>
          {(control) => (
            <SelectInput {...control} defaultValue={filter.role ?? ''} placeholder="Everyone">
              <option value="owner">Owners</option>
              <option value="renter">Renters</option>
            </SelectInput>
          )}
        </Field>
      ) : null}
      {choices.answerQuestions.length ? (
        <Field label="Who answered" name={`${prefix}answer`} className="sm:col-span-2">
          {(control) => (
            <SelectInput {...control} defaultValue={answerValue(filter.answer)} placeholder="Any answer">
              {choices.answerQuestions.map((q) => (
                <optgroup key={q.questionId} label={`Question ${q.number}: ${q.prompt}`}>
                  {q.choices.map((c) => (
                    <option key={c.id} value={`${q.questionId}:${c.id}`}>
                      {c.label} (question {q.number})
                    </option>
                  ))}
                </optgroup>
              ))}
            </SelectInput>
          )}
        </Field>
      ) : null}
    </div>
  )
}
