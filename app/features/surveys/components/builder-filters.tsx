import { Field, SelectInput } from '~/components/ui/form-field'
import { readableText } from '../piping'
import type { BuilderValues, QuestionValues } from './builder-values'

type Props = {
  values: BuilderValues
  error: (key: string) => string | undefined
  onChange: (patch: Partial<BuilderValues>) => void
}

const short = (text: string, max = 70) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)
const label = (q: QuestionValues, index: number, order: string[]) =>
  `${index + 1}. ${short(readableText(q.prompt, order).trim() || 'Question without a prompt yet')}`

/** The owner/renter filter reads a single choice whose choices are the ids `owner` and `renter`. */
export const isRoleQuestion = (q: QuestionValues) =>
  q.type === 'single' && q.options.some((o) => o.id === 'owner') && q.options.some((o) => o.id === 'renter')

/**
 * Which questions the results page filters by. The community filter reads any single-choice question
 * (usually the managed communities); the owner/renter one needs the ready-made question's two choices.
 */
export function BuilderFilters({ values, error, onChange }: Props) {
  const indexed = values.questions.map((q, index) => ({ q, index }))
  const order = values.questions.map((q) => q.id)
  const singles = indexed.filter(({ q }) => q.type === 'single')
  const roles = indexed.filter(({ q }) => isRoleQuestion(q))
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2 sm:items-start">
      <legend className="mb-1 font-serif text-lg font-semibold text-brand-900">Results filters</legend>
      <p className="text-sm text-muted sm:col-span-2">
        The results page can show every chart for one community, or for owners or renters only. Choose the
        questions that say so; the ready-made questions above ask both.
      </p>
      <Field
        label="Community filter"
        name="communityQuestionId"
        error={error('communityQuestionId')}
        hint={singles.length ? undefined : 'Add a single-choice question first.'}
      >
        {(control) => (
          <SelectInput
            {...control}
            placeholder="No community filter"
            value={values.communityQuestionId}
            onChange={(e) => onChange({ communityQuestionId: e.currentTarget.value })}
          >
            {singles.map(({ q, index }) => (
              <option key={q.id} value={q.id}>
                {label(q, index, order)}
              </option>
            ))}
          </SelectInput>
        )}
      </Field>
      <Field
        label="Owner or renter filter"
        name="roleQuestionId"
        error={error('roleQuestionId')}
        hint={roles.length ? undefined : 'Add the ready-made “Do you own or rent your home?” question first.'}
      >
        {(control) => (
          <SelectInput
            {...control}
            placeholder="No owner or renter filter"
            value={values.roleQuestionId}
            onChange={(e) => onChange({ roleQuestionId: e.currentTarget.value })}
          >
            {roles.map(({ q, index }) => (
              <option key={q.id} value={q.id}>
                {label(q, index, order)}
              </option>
            ))}
          </SelectInput>
        )}
      </Field>
    </fieldset>
  )
}
