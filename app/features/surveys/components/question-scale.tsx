import { useT } from '~/i18n/i18n-provider'
import { cn } from '~/lib/cn'
import type { SurveyT } from '../words'
import { answerField } from '../respond-fields'
import type { Question } from '../types'
import type { QuestionControlProps } from './question-field'

// Rating 1-5 and "how likely are you to recommend us" 0-10 as a row of numbered boxes: each is a real
// radio button (hidden from sight, not from the keyboard), so the arrow keys move along the scale and
// a screen reader hears the words at its ends with the first and last number.

/** The words at the ends of a 1-5 rating: the survey's own (its first and last scale point) or ours. */
export function ratingEnds(t: SurveyT, question: Pick<Question, 'scale'>): [string, string] {
  const scale = question.scale ?? []
  const low = scale[0]?.label
  const high = scale[scale.length - 1]?.label
  return scale.length >= 2 && low && high ? [low, high] : [t('scale.ratingLow'), t('scale.ratingHigh')]
}

export function Rating(props: QuestionControlProps) {
  const t = useT('survey')
  const scale = props.question.scale ?? []
  const english = props.question.inEnglish?.scale ?? []
  // The survey's own end words, each marked when it is shown in English on a page in another language.
  const langs: [Lang, Lang] =
    scale.length >= 2
      ? [
          english.includes(scale[0]!.id) ? 'en' : undefined,
          english.includes(scale.at(-1)!.id) ? 'en' : undefined,
        ]
      : [undefined, undefined]
  return (
    <Scale
      {...props}
      from={1}
      to={5}
      ends={ratingEnds(t, props.question)}
      langs={langs}
      columns="grid-cols-5"
    />
  )
}

export function Nps(props: QuestionControlProps) {
  const t = useT('survey')
  const ends: [string, string] = [t('scale.npsLow'), t('scale.npsHigh')]
  return <Scale {...props} from={0} to={10} ends={ends} columns="grid-cols-6 sm:grid-cols-11" />
}

type Lang = 'en' | undefined

function Scale({
  question,
  value,
  onChange,
  describedBy,
  invalid,
  from,
  to,
  ends,
  langs = [undefined, undefined],
  columns,
}: QuestionControlProps & {
  from: number
  to: number
  ends: [string, string]
  langs?: [Lang, Lang]
  columns: string
}) {
  const points = Array.from({ length: to - from + 1 }, (_, i) => from + i)
  return (
    <div className="grid gap-2">
      <p aria-hidden="true" className="flex justify-between gap-4 text-sm text-muted">
        <span>
          {from} = <span lang={langs[0]}>{ends[0]}</span>
        </span>
        <span className="text-right">
          {to} = <span lang={langs[1]}>{ends[1]}</span>
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
                <span className="sr-only">
                  {' ('}
                  <span lang={point === from ? langs[0] : langs[1]}>
                    {point === from ? ends[0] : ends[1]}
                  </span>
                  )
                </span>
              ) : null}
            </label>
          </li>
        ))}
      </ul>
    </div>
  )
}
