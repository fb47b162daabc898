export const COMPANY_TIME_ZONE = 'America/Denver'

/** The calendar year in Utah right now (STYLE.md rule 12: shown in America/Denver). */
export function currentYear(now = new Date()): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, year: 'numeric' }).format(now),
  )
}
