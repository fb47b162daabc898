import { CalendarDays, ClipboardList, CreditCard, FileText, Wallet } from 'lucide-react'
import { cardClasses, IconBadge } from '~/components/ui/card'
import { portalCapabilities } from '~/content/portal'
import { useT } from '~/i18n/i18n-provider'
import { cn } from '~/lib/cn'

const icons = { Wallet, CreditCard, CalendarDays, FileText, ClipboardList }

/**
 * The portal's five capabilities (spec section 2) as cards: a roomy grid on /owner-login, a compact one
 * in the portal dialog. On wide pages the last two sit centred under the first three.
 */
export function PortalCapabilities({
  compact = false,
  labelledBy,
  className,
}: {
  compact?: boolean
  /** The id of a visible heading or label naming the list; without one the list names itself. */
  labelledBy?: string
  className?: string
}) {
  const t = useT('contact')
  return (
    <ul
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t('portal.list')}
      className={cn(
        'grid gap-4',
        compact
          ? 'sm:grid-cols-2 sm:[&>li:last-child]:col-span-2'
          : 'gap-6 md:grid-cols-2 lg:grid-cols-6 lg:[&>li]:col-span-2 lg:[&>li:nth-child(4)]:col-start-2 md:max-lg:[&>li:last-child]:col-span-2',
        className,
      )}
    >
      {portalCapabilities.map((capability) => {
        const Icon = icons[capability.icon]
        return (
          <li
            key={capability.id}
            className={compact ? 'flex gap-3 rounded-lg border border-line bg-canvas p-4' : cardClasses()}
          >
            {compact ? (
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            ) : (
              <IconBadge>
                <Icon aria-hidden="true" className="size-6" />
              </IconBadge>
            )}
            <div>
              <h3
                className={cn(
                  'font-semibold',
                  compact ? 'font-sans text-base text-brand-900' : 'mt-4 text-xl',
                )}
              >
                {t(`portal.${capability.id}`)}
              </h3>
              <p className={cn('text-muted', compact ? 'mt-1 text-sm' : 'mt-2')}>
                {t(`portal.${capability.id}Text`)}
              </p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
