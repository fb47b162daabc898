import { Star } from 'lucide-react'
import { cn } from '~/lib/cn'
import { summarizeRatings } from './ratings'

/**
 * The average of the reviews shown on the page, as stars and words ("5.0 average from 6 reviews"). It is
 * computed from those reviews and deliberately carries no review markup for search engines.
 */
export function RatingSummary({
  reviews,
  className,
}: {
  reviews: ReadonlyArray<{ rating: number }>
  className?: string
}) {
  const summary = summarizeRatings(reviews)
  const full = Math.round(summary.average)
  return (
    <p className={cn('inline-flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <span className="flex gap-0.5 text-rock-500" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Star key={i} className={cn('size-5', i < full ? 'fill-current' : 'text-line')} />
        ))}
      </span>
      <span className="font-semibold text-brand-900">{summary.label}</span>
    </p>
  )
}
