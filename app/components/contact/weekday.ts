/**
 * The ISO weekday (1 = Monday ... 7 = Sunday) of a calendar date written `YYYY-MM-DD`, such as the root
 * loader's `today` (already Utah's date), or null for anything else. Read at noon UTC so no time zone
 * can move the date.
 */
export function isoWeekday(date: string | undefined): number | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null
  const day = new Date(`${date}T12:00:00Z`)
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) return null
  return day.getUTCDay() === 0 ? 7 : day.getUTCDay()
}
