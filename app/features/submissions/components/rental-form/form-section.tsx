import type { ReactNode } from 'react'

/** One numbered part of a long form: a fieldset whose legend names the group for screen readers. */
export function FormSection({
  step,
  title,
  description,
  children,
}: {
  step: number
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  return (
    <fieldset className="min-w-0 border-t border-line pt-8 first-of-type:border-t-0 first-of-type:pt-0">
      {/* Floated, so it sits in the flow rather than in the border, and still names the group. */}
      <legend className="float-left w-full">
        <span className="flex items-center gap-3 text-lg font-semibold text-ink">
          <span
            aria-hidden="true"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
          >
            {step}
          </span>
          {title}
        </span>
      </legend>
      <div className="clear-both">
        {description ? <p className="pt-2 text-sm text-muted sm:pl-11">{description}</p> : null}
        <div className="grid grid-cols-1 gap-5 pt-5 sm:pl-11">{children}</div>
      </div>
    </fieldset>
  )
}
