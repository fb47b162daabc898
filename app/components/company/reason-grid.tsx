import { Check } from 'lucide-react'
import { ReasonIcon } from '~/components/reason-icon'
import { cardClasses, IconBadge } from '~/components/ui/card'
import type { Reason } from '~/content/reasons'
import { cn } from '~/lib/cn'

/**
 * The six reasons (spec section 1). `detailed` adds what each means in practice (for /why-us); without it
 * each reason is its summary, compact enough for the Why Choose dialog.
 */
export function ReasonGrid({
  reasons,
  detailed = false,
}: {
  reasons: readonly Reason[]
  detailed?: boolean
}) {
  return (
    <ul className={cn('grid', detailed ? 'gap-6 md:grid-cols-2 lg:grid-cols-3' : 'gap-4 sm:grid-cols-2')}>
      {reasons.map((reason) => (
        <li
          key={reason.id}
          className={detailed ? cardClasses(false, 'flex flex-col') : 'rounded-card border border-line p-4'}
        >
          <div className="flex items-center gap-3">
            <IconBadge>
              <ReasonIcon name={reason.icon} className="size-5" />
            </IconBadge>
            <h3 className="font-sans text-lg leading-snug font-semibold text-brand-900">{reason.title}</h3>
          </div>
          <p className={cn('mt-3', detailed ? 'text-ink' : 'text-sm text-muted')}>{reason.summary}</p>
          {detailed ? (
            <ul className="mt-4 space-y-2 border-t border-line pt-4 text-sm text-muted">
              {reason.details.map((detail) => (
                <li key={detail} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  <span>{detail}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
