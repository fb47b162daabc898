import { cn } from '~/lib/cn'
import { QUOTE_STEP_TITLES } from '../quote-questions'
import { QUOTE_STEP_COUNT } from '../quote-wizard'

// Whole-step widths as classes: the page's security policy is kinder to classes than to inline styles.
const WIDTHS = ['w-1/6', 'w-2/6', 'w-3/6', 'w-4/6', 'w-5/6', 'w-full']

/** "Step N of 6" in words and as a progress bar with an accessible name. */
export function QuoteProgress({ step }: { step: number }) {
  return (
    <div className="mb-3">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-semibold text-brand-800">
          Step {step} of {QUOTE_STEP_COUNT}
        </span>
        <span className="text-muted">{QUOTE_STEP_TITLES[step - 1]}</span>
      </p>
      <div
        role="progressbar"
        aria-label="Quote request progress"
        aria-valuemin={1}
        aria-valuemax={QUOTE_STEP_COUNT}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${QUOTE_STEP_COUNT}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-brand-50"
      >
        <div className={cn('h-full rounded-full bg-brand-700 transition-[width]', WIDTHS[step - 1])} />
      </div>
    </div>
  )
}
