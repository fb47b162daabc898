import { businessHours } from '~/content/company'
import { cn } from '~/lib/cn'
import { isoWeekday } from './weekday'

/**
 * The office hours of spec section 9 as a table, with today's row marked. `today` is Utah's date from
 * the root loader, so the server and the browser mark the same row.
 */
export function BusinessHours({
  today,
  caption = 'Business hours',
  className,
}: {
  today?: string
  caption?: string
  className?: string
}) {
  const weekday = isoWeekday(today)
  return (
    <table className={cn('w-full text-sm', className)}>
      <caption className="pb-2 text-left font-semibold text-brand-900">
        {caption} <span className="font-normal text-muted">(Mountain Time)</span>
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Days</th>
          <th scope="col">Hours</th>
        </tr>
      </thead>
      <tbody>
        {businessHours.map((slot) => {
          const isToday = weekday !== null && (slot.isoDays as readonly number[]).includes(weekday)
          return (
            <tr
              key={slot.days}
              aria-current={isToday ? 'date' : undefined}
              className={cn('border-t border-line first:border-t-0', isToday && 'bg-brand-50')}
            >
              <th scope="row" className="py-2 pr-3 pl-2 text-left font-medium text-ink">
                <span className="whitespace-nowrap">{slot.days}</span>
                {/* The space lets the badge wrap under the days on a narrow card. */}
                {isToday ? ' ' : null}
                {isToday ? (
                  <span className="inline-block rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                    Today
                  </span>
                ) : null}
              </th>
              <td
                className={cn(
                  'py-2 pr-2 text-right whitespace-nowrap',
                  slot.opens === null ? 'text-muted' : 'text-ink',
                )}
              >
                {slot.label}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
