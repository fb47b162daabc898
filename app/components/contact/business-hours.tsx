import { businessHours } from '~/content/company'
import { useT } from '~/i18n/i18n-provider'
import { cn } from '~/lib/cn'
import { slotDays, slotHours } from './hours-format'
import { isoWeekday } from './weekday'

/**
 * The office hours of spec section 9 as a table, with today's row marked. `today` is Utah's date from
 * the root loader, so the server and the browser mark the same row. Days and times are written through
 * `Intl` in the page's language.
 */
export function BusinessHours({
  today,
  caption = 'business',
  className,
}: {
  today?: string
  caption?: 'business' | 'office'
  className?: string
}) {
  const t = useT('contact')
  const weekday = isoWeekday(today)
  return (
    <table className={cn('w-full text-sm', className)}>
      <caption className="pb-2 text-left font-semibold text-brand-900">
        {t(caption === 'office' ? 'hours.officeHours' : 'hours.businessHours')}{' '}
        <span className="font-normal text-muted">{t('hours.timeZone')}</span>
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('hours.days')}</th>
          <th scope="col">{t('hours.hours')}</th>
        </tr>
      </thead>
      <tbody>
        {businessHours.map((slot) => {
          const isToday = weekday !== null && (slot.isoDays as readonly number[]).includes(weekday)
          const hours = slotHours(slot, t.locale)
          return (
            <tr
              key={slot.days}
              aria-current={isToday ? 'date' : undefined}
              className={cn('border-t border-line first:border-t-0', isToday && 'bg-brand-50')}
            >
              <th scope="row" className="py-2 pr-3 pl-2 text-left font-medium text-ink">
                <span className="whitespace-nowrap">{slotDays(slot, t.locale)}</span>
                {/* The space lets the badge wrap under the days on a narrow card. */}
                {isToday ? ' ' : null}
                {isToday ? (
                  <span className="inline-block rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                    {t('hours.today')}
                  </span>
                ) : null}
              </th>
              <td
                className={cn(
                  'py-2 pr-2 text-right whitespace-nowrap',
                  hours === null ? 'text-muted' : 'text-ink',
                )}
              >
                {hours ?? t('hours.closed')}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
