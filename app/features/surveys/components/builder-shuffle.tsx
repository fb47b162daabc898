import { CheckboxField } from '~/components/ui/checkbox-field'
import type { QuestionValues } from './builder-values'

/** Single, multiple choice and ranking: the choices (a ranking's starting order) in each respondent's order. */
export function BuilderShuffle({
  question,
  set,
}: {
  question: QuestionValues
  set: (patch: Partial<QuestionValues>) => void
}) {
  if (!['single', 'multiple', 'ranking'].includes(question.type) || question.communities) return null
  return (
    <CheckboxField
      label="Show the choices in a random order for each respondent"
      hint="Each respondent keeps the same order when they come back; “Other” stays last. Results keep your order."
      checked={question.shuffle}
      onChange={(shuffle) => set({ shuffle })}
    />
  )
}
