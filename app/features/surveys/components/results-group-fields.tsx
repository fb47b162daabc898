import { Field, SelectInput } from '~/components/ui/form-field'
import { useT } from '~/i18n/i18n-provider'
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
  const t = useT('surveyResults')
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {choices.communities.length ? (
        <Field label={t('filters.community')} name={`${prefix}community`}>
          {(control) => (
            <SelectInput
              {...control}
              defaultValue={filter.community ?? ''}
              placeholder={t('filters.allCommunities')}
            >
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
        <Field label={t('filters.role')} name={`${prefix}role`}>
          {(control) => (
            <SelectInput
              {...control}
              defaultValue={filter.role ?? ''}
              placeholder={t('filters.roleEveryone')}
            >
              <option value="owner">{t('filters.owners')}</option>
              <option value="renter">{t('filters.renters')}</option>
            </SelectInput>
          )}
        </Field>
      ) : null}
      {choices.answerQuestions.length ? (
        <Field label={t('filters.answer')} name={`${prefix}answer`} className="sm:col-span-2">
          {(control) => (
            <SelectInput
              {...control}
              defaultValue={answerValue(filter.answer)}
              placeholder={t('filters.anyAnswer')}
            >
              {choices.answerQuestions.map((q) => (
                <optgroup
                  key={q.questionId}
                  label={t('filters.answerGroup', { number: q.number, prompt: q.prompt })}
                >
                  {q.choices.map((c) => (
                    <option key={c.id} value={`${q.questionId}:${c.id}`}>
                      {t('filters.answerChoice', { choice: c.label, number: q.number })}
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
