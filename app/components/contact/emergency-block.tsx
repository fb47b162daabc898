import { Phone, Siren } from 'lucide-react'
import { useId } from 'react'
import { buttonClasses } from '~/components/ui/button'
import { emergencyLine } from '~/content/company'
import { cn } from '~/lib/cn'

/**
 * The 24/7 emergency line (spec sections 2 and 9): the northern office phone, Option 9. `Heading` keeps
 * the heading order right wherever the block sits.
 */
export function EmergencyBlock({
  Heading = 'h3',
  compact = false,
  className,
}: {
  Heading?: 'h2' | 'h3'
  compact?: boolean
  className?: string
}) {
  const { phone, option, availability } = emergencyLine
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-card border border-rock-100 bg-rock-50',
        compact ? 'p-4' : 'flex flex-col gap-6 p-6 md:flex-row md:items-center md:justify-between',
        className,
      )}
    >
      <div className="flex gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-white text-rock-600">
          <Siren aria-hidden="true" className="size-6" />
        </span>
        <div>
          <Heading
            id={headingId}
            className={cn('font-semibold text-rock-700', compact ? 'font-sans text-base' : 'text-xl')}
          >
            Emergency line, {availability}
          </Heading>
          <p className={cn('mt-1 text-ink', compact ? 'text-sm' : 'max-w-2xl')}>
            For an emergency in your community’s common areas, such as a burst pipe, flooding, fire or storm
            damage, or a gate or door that will not lock, call{' '}
            <a href={`tel:${phone.raw}`} className="font-semibold whitespace-nowrap text-rock-700 underline">
              {phone.display}
            </a>{' '}
            and choose <strong>Option {option}</strong>, any hour of any day.
          </p>
          <p className={cn('mt-1 text-sm text-muted', compact && 'text-xs')}>
            If anyone is in danger, call 911 first.
          </p>
        </div>
      </div>
      {compact ? null : (
        <a href={`tel:${phone.raw}`} className={buttonClasses('accent', 'md', 'shrink-0')}>
          <Phone aria-hidden="true" className="size-5" />
          Call, then press {option}
        </a>
      )}
    </section>
  )
}
