import { useId } from 'react'
import { cn } from '~/lib/cn'
import type { QuoteQuestion } from '../quote-questions'

type QuoteQuestionGroupProps = {
  question: QuoteQuestion
  value: string
  error?: string
  onChange: (value: string) => void
}

/**
 * One wizard question as native radio buttons in a fieldset: the legend names the group, arrow keys move
 * between the options, and the error is read with the group.
 */
export function QuoteQuestionGroup({ question, value, error, onChange }: QuoteQuestionGroupProps) {
  const errorId = `${useId()}-error`
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? true : undefined}
      className="min-w-0"
    >
      <legend className="mb-2 text-sm font-semibold text-ink">
        {question.label}
        <span className="ml-0.5 text-rock-600" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {question.options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-white px-3 py-2 text-sm text-ink',
              'transition-colors hover:border-brand-300 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50',
              error ? 'border-rock-600' : 'border-line',
            )}
          >
            <input
              type="radio"
              name={question.id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              required
              className="size-4 shrink-0 accent-brand-700"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-rock-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
