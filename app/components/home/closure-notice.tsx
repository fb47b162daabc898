import { CalendarDays } from 'lucide-react'
import { useEffect, useState } from 'react'
import { emergencyLine } from '~/content/company'
import { utahToday } from '~/lib/dates'
import {
  describeClosureDays,
  formatLongDate,
  isClosedOn,
  reopening,
  upcomingClosures,
} from './closures-logic'

/**
 * The upcoming office closures (spec section 1), or nothing when none is near. The server renders with its
 * own date (`serverToday`, from the root loader); soon after hydration the browser's clock is read and the
 * notice renders again if the day differs, so a cached page or an injected test clock shows the right notice.
 * A tab left open overnight picks up the new day when the visitor comes back to it.
 */
export function ClosureNotice({ today: serverToday }: { today: string }) {
  const [today, setToday] = useState(serverToday)
  useEffect(() => {
    const check = () => setToday(utahToday(new Date()))
    // The first reading of Utah's date builds a time-zone formatter, some milliseconds of work on a phone:
    // done when the browser is idle after hydration, not inside it.
    const idle = window.requestIdleCallback?.(check, { timeout: 1000 })
    const timer = idle === undefined ? window.setTimeout(check, 200) : undefined
    document.addEventListener('visibilitychange', check)
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle)
      window.clearTimeout(timer)
      document.removeEventListener('visibilitychange', check)
    }
  }, [])

  const closures = upcomingClosures(today)
  if (closures.length === 0) return null
  return (
    <section aria-labelledby="closures-title" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 pt-2 sm:px-6 lg:px-8">
        <div className="flex gap-4 rounded-card border border-rock-100 bg-rock-50 p-5 sm:p-6">
          <CalendarDays aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-rock-600" />
          <div>
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
