import { Field, TextInput } from '~/components/ui/form-field'
import { quotaAnswers, quotaInputs } from './builder-quota-values'
import type { QuestionValues } from './builder-values'

type Props = {
  question: QuestionValues
  errorKey: string
  error: (key: string) => string | undefined
  set: (patch: Partial<QuestionValues>) => void
}

/**
 * Single choice and yes/no: the most responses to take with each answer (e.g. 40 renters). A respondent
 * who chooses a full answer reads at once that those answers are all in, and the server refuses it.
 */
export function BuilderQuotas({ question, errorKey, error, set }: Props) {
  const answers = quotaAnswers(question)
  if (!answers.length) return null
  // The save check numbers the limits given, in the answers' order: the field a message belongs to.
  const given = quotaInputs(question).map((answer) => answer.key)
  const messageFor = (key: string) =>
    given.includes(key) ? error(`${errorKey}.quotas.${given.indexOf(key)}`) : undefined
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-semibold text-ink">Most responses per answer (optional)</legend>
      <p className="text-sm text-muted">
        Once an answer has this many responses, respondents who choose it are thanked and cannot send. Leave
        blank for no limit.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {answers.map((answer) => (
          <Field
            key={answer.key}
            label={`Most responses answering “${answer.label}”`}
            name={`${errorKey}.quotas.${answer.key}`}
            error={messageFor(answer.key)}
          >
            {(control) => (
              <TextInput
                {...control}
                inputMode="numeric"
                className="max-w-40"
                value={question.quotas[answer.key] ?? ''}
                onChange={(e) => set({ quotas: { ...question.quotas, [answer.key]: e.currentTarget.value } })}
              />
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  )
}
