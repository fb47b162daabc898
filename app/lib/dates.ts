export const COMPANY_TIME_ZONE = 'America/Denver'

/** The calendar year in Utah right now (STYLE.md rule 12: shown in America/Denver). */
export function currentYear(now = new Date()): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, year: 'numeric' }).format(now),
  )
}

/** Today's calendar date in Utah as `YYYY-MM-DD`. */
export function utahToday(now = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: COMPANY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}
