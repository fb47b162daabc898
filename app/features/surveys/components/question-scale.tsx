import { cn } from '~/lib/cn'
import { answerField } from '../respond-fields'
import type { Question } from '../types'
import type { QuestionControlProps } from './question-field'

// Rating 1-5 and "how likely are you to recommend us" 0-10 as a row of numbered boxes: each is a real
// radio button (hidden from sight, not from the keyboard), so the arrow keys move along the scale and
// a screen reader hears the words at its ends with the first and last number.

/** The words at the ends of a 1-5 rating: the survey's own (its first and last scale point) or ours. */
export function ratingEnds(question: Pick<Question, 'scale'>): [string, string] {
  const scale = question.scale ?? []
  const low = scale[0]?.label
  const high = scale[scale.length - 1]?.label
  return scale.length >= 2 && low && high ? [low, high] : ['Very dissatisfied', 'Very satisfied']
}

export const NPS_ENDS: [string, string] = ['Not at all likely', 'Extremely likely']

export function Rating(props: QuestionControlProps) {
  return <Scale {...props} from={1} to={5} ends={ratingEnds(props.question)} columns="grid-cols-5" />
}

export function Nps(props: QuestionControlProps) {
  return <Scale {...props} from={0} to={10} ends={NPS_ENDS} columns="grid-cols-6 sm:grid-cols-11" />
}

function Scale({
  question,
  value,
  onChange,
  describedBy,
  invalid,
  from,
  to,
  ends,
  columns,
}: QuestionControlProps & { from: number; to: number; ends: [string, string]; columns: string }) {
  const points = Array.from({ length: to - from + 1 }, (_, i) => from + i)
  return (
    <div className="grid gap-2">
      <p aria-hidden="true" className="flex justify-between gap-4 text-sm text-muted">
        <span>
          {from} = {ends[0]}
        </span>
        <span className="text-right">
          {to} = {ends[1]}
        </span>
      </p>
      <ul className={cn('grid gap-1.5 sm:gap-2', columns)}>
        {points.map((point) => (
          <li key={point}>
            <label
              className={cn(
                'relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-line bg-white',
                'font-semibold text-ink hover:border-brand-300 hover:bg-brand-50',
                'has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              )}
            >
              <input
                type="radio"
                name={answerField(question.id)}
                value={point}
                checked={value === point}
                onChange={() => onChange(point)}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className="sr-only"
              />
              <span>{point}</span>
              {point === from || point === to ? (
                <span className="sr-only"> ({point === from ? ends[0] : ends[1]})</span>
              ) : null}
            </label>
          </li>
        ))}
      </ul>
    </div>
  )
}
