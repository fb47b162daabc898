export const COMPANY_TIME_ZONE = 'America/Denver'

// Building a formatter with a time zone is slow (milliseconds each time, in the browser during hydration);
// formatting with a built one is not. So each is built once, on first use.
let yearFormat: Intl.DateTimeFormat | undefined
let dayFormat: Intl.DateTimeFormat | undefined

/** The calendar year in Utah right now (STYLE.md rule 12: shown in America/Denver). */
export function currentYear(now = new Date()): number {
  yearFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, year: 'numeric' })
  return Number(yearFormat.format(now))
}

/** Today's calendar date in Utah as `YYYY-MM-DD`. */
export function utahToday(now = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  dayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: COMPANY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  return dayFormat.format(now)
}
