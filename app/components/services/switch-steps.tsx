import { Check } from 'lucide-react'
import { cn } from '~/lib/cn'
import { switchSteps } from '~/content/switching'

type SwitchStepsProps = {
  /** The id of the heading that names the list. */
  labelledBy: string
  /** Compact: title, timing and summary only, with h4 titles under the switch dialog's h3 sections. */
  compact?: boolean
}

/** The five steps of switching management, as a numbered path from the consultation to the 90 days. */
export function SwitchSteps({ labelledBy, compact = false }: SwitchStepsProps) {
  return (
    <ol aria-labelledby={labelledBy} className={compact ? 'space-y-5' : 'space-y-6 md:space-y-8'}>
      {switchSteps.map((step, i) => {
        const last = i === switchSteps.length - 1
        return (
          <li
            key={step.number}
            className={cn('relative flex', compact ? 'gap-4' : 'gap-3 sm:gap-4 md:gap-6')}
          >
            {!last ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute w-0.5 bg-brand-200',
                  compact
                    ? 'top-9 -bottom-5 left-[1.0625rem]'
                    : 'top-12 -bottom-6 left-[1.4375rem] md:-bottom-8',
                )}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                'relative flex shrink-0 items-center justify-center rounded-full font-serif font-semibold text-white',
                last ? 'bg-rock-600' : 'bg-brand-700',
                compact ? 'size-9 text-base' : 'size-10 text-lg md:size-12 md:text-xl',
              )}
            >
              {step.number}
            </span>
            {compact ? (
              <div className="min-w-0 pt-1">
                <h4 className="font-sans text-base font-semibold text-brand-900">
                  <span className="sr-only">Step {step.number}: </span>
                  {step.title}
                </h4>
                <p className="text-xs font-semibold tracking-wide text-rock-600 uppercase">{step.when}</p>
                <p className="mt-1 text-sm text-muted">{step.summary}</p>
              </div>
            ) : (
              <div className="min-w-0 flex-1 rounded-card border border-line bg-white p-5 shadow-card sm:p-6 lg:grid lg:grid-cols-[1fr_1.1fr] lg:gap-8">
                <div>
                  <p className="text-sm font-semibold tracking-wide text-rock-600 uppercase">{step.when}</p>
                  <h3 className="mt-1 text-xl font-semibold">
                    <span className="sr-only">Step {step.number}: </span>
                    {step.title}
                  </h3>
                  <p className="mt-3 text-muted">{step.summary}</p>
                </div>
                <ul className="mt-4 space-y-2 border-t border-line pt-4 text-sm lg:mt-0 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-8">
                  {step.details.map((detail) => (
                    <li key={detail} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                      <span>{detail}</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </li>
        )
      })}
    </ol>
  )
}
