import { CalendarDays } from 'lucide-react'
import { useEffect, useState } from 'react'
import { emergencyLine } from '~/content/company'
import { utahToday, type UtahDaySpan } from '~/lib/dates'
import {
  describeClosureDays,
  formatLongDate,
  isClosedOn,
  reopening,
  upcomingClosures,
} from './closures-logic'

/**
 * The upcoming office closures (spec section 1), or nothing when none is near. The server renders with its
 * own date (`serverToday`, from the root loader). After hydration the browser checks that date against its own
 * clock: while the clock is inside the server day's span (`todaySpan`) nothing changes; outside it (a cached
 * page, a tab left open overnight, an injected test clock) Utah's date is read and the notice renders again.
 * Reading it builds a time-zone formatter, tens of milliseconds on a phone, so it is done only when needed.
 */
export function ClosureNotice({ today: serverToday, todaySpan }: { today: string; todaySpan?: UtahDaySpan }) {
  const [today, setToday] = useState(serverToday)
  useEffect(() => {
    const check = () => {
      const now = Date.now()
      const stillServerDay = todaySpan !== undefined && now >= todaySpan.start && now < todaySpan.end
      setToday(stillServerDay ? serverToday : utahToday(new Date(now)))
    }
    check()
    document.addEventListener('visibilitychange', check)
    return () => document.removeEventListener('visibilitychange', check)
  }, [serverToday, todaySpan])

  const closures = upcomingClosures(today)
  if (closures.length === 0) return null
  return (
    <section aria-labelledby="closures-title" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 pt-2 sm:px-6 lg:px-8">
        <div className="flex gap-4 rounded-card border border-rock-100 bg-rock-50 p-5 sm:p-6">
          <CalendarDays aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-rock-600" />
          {/* A readable measure that also ends well clear of the floating chat button at 1280 px (issue 15). */}
          <div className="max-w-3xl">
            <h2 id="closures-title" className="font-sans text-base font-semibold text-brand-900">
              Holiday office closures
            </h2>
            <ul className="mt-2 space-y-2">
              {closures.map((closure) => {
                const back = reopening(closure)
                return (
                  <li key={closure.id}>
                    {isClosedOn(today, closure) ? (
                      <span className="mr-2 rounded-full bg-rock-600 px-2 py-0.5 text-xs font-semibold text-white">
                        Closed today
                      </span>
                    ) : null}
                    <strong className="font-semibold">{closure.name}:</strong> our offices are closed{' '}
                    {describeClosureDays(closure)}. We reopen {formatLongDate(back.date)} at {back.opens}.
                  </li>
                )
              })}
            </ul>
            <p className="mt-3 text-sm text-muted">
              Emergencies are still answered {emergencyLine.availability}: call{' '}
              <a href={`tel:${emergencyLine.phone.raw}`} className="font-medium text-brand-700 underline">
                {emergencyLine.phone.display}
              </a>
              , Option {emergencyLine.option}.
            </p>
          </div>
        </div>
      </div>
    </section>
  )
}
