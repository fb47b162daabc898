import { Field, SelectInput } from '~/components/ui/form-field'
import { END, jumpAnswers, jumpInput, NEXT } from './builder-jump-values'
import type { QuestionValues } from './builder-values'

const pageOf = (q: QuestionValues) => Number.parseInt(q.page, 10) || 1

/**
 * "After this page": for a single-choice or yes/no question, where each answer leads once its page is
 * done: on to the next page (the default), to a later page (the pages between are skipped) or the end.
 */
export function BuilderJumps({
  index,
  questions,
  errorKey,
  error,
  onChange,
}: {
  index: number
  questions: QuestionValues[]
  errorKey: string
  error: (key: string) => string | undefined
  onChange: (jumps: Record<string, string>) => void
}) {
  const question = questions[index]!
  const answers = jumpAnswers(question)
  if (!answers.length) return null
  const own = pageOf(question)
  // The first later page is where "next" goes anyway: only the pages after it skip anything.
  const [, ...skipTo] = [...new Set(questions.map(pageOf))].filter((p) => p > own).sort((a, b) => a - b)
  const saved = jumpInput(question) ?? []
  return (
    <fieldset className="grid gap-3 rounded-lg border border-line bg-canvas p-3">
      <legend className="float-left mb-1 w-full text-sm font-semibold text-ink">After this page</legend>
      <p className="text-sm text-muted">
        Where each answer leads once page {own} is done. Pages in between are skipped; a survey that ends
        sends what was answered so far.
      </p>
      {error(errorKey) ? <p className="text-sm font-medium text-rock-700">{error(errorKey)}</p> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {answers.map((answer) => {
          const chosen = question.jumps[answer.key] ?? NEXT
          const at = saved.findIndex((jump) => jump.value === answer.value)
          const key = at === -1 ? `${errorKey}.answer-${answer.key}` : `${errorKey}.${at}`
          // A page chosen before the pages changed stays listed, so the message at the field makes sense.
          const pages =
            chosen === NEXT || chosen === END || skipTo.includes(Number(chosen))
              ? skipTo
              : [Number(chosen), ...skipTo]
          return (
            <Field
              key={answer.key}
              label={`If the answer is “${answer.label}”`}
              name={key}
              error={error(key)}
            >
              {(control) => (
                <SelectInput
                  {...control}
                  value={chosen}
                  onChange={(e) => onChange({ ...question.jumps, [answer.key]: e.currentTarget.value })}
                >
                  <option value={NEXT}>Go on to the next page</option>
                  {pages.map((page) => (
                    <option key={page} value={String(page)}>
                      Skip to page {page}
                    </option>
                  ))}
                  <option value={END}>End the survey</option>
                </SelectInput>
              )}
            </Field>
          )
        })}
      </div>
    </fieldset>
  )
}
