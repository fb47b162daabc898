import { Phone, Siren } from 'lucide-react'
import { useId } from 'react'
import { buttonClasses } from '~/components/ui/button'
import { emergencyLine } from '~/content/company'
import { useT } from '~/i18n/i18n-provider'
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
  const t = useT('contact')
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
            {t('emergency.heading', { availability })}
          </Heading>
          <p className={cn('mt-1 text-ink', compact ? 'text-sm' : 'max-w-2xl')}>
            {t.rich(
              'emergency.text',
              {
                phone: (text) => (
                  <a
                    href={`tel:${phone.raw}`}
                    className="font-semibold whitespace-nowrap text-rock-700 underline"
                  >
                    {text}
                  </a>
                ),
                option: (text) => <strong>{text}</strong>,
              },
              { phone: phone.display, option },
            )}
          </p>
          <p className={cn('mt-1 text-sm text-muted', compact && 'text-xs')}>{t('emergency.danger')}</p>
        </div>
      </div>
      {compact ? null : (
        <a href={`tel:${phone.raw}`} className={buttonClasses('accent', 'md', 'shrink-0')}>
          <Phone aria-hidden="true" className="size-5" />
          {t('emergency.call', { option })}
        </a>
      )}
    </section>
  )
}
