import { INTL_LOCALES, type Locale } from '~/i18n/locales'

/** A slot of app/content/company.ts `businessHours`: ISO days (1 = Monday) and `HH:MM` times, or null when closed. */
type Slot = { isoDays: readonly number[]; opens: string | null; closes: string | null }

const weekdayFormats = new Map<Locale, Intl.DateTimeFormat>()
const timeFormats = new Map<Locale, Intl.DateTimeFormat>()

function cached(
  formats: Map<Locale, Intl.DateTimeFormat>,
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
) {
  let format = formats.get(locale)
  if (!format) formats.set(locale, (format = new Intl.DateTimeFormat(INTL_LOCALES[locale], options)))
  return format
}

/**
 * A weekday's name, "Monday" or "lunes". January 2024 began on a Monday, so ISO day n is January n; the day
 * is read and written in UTC so no time zone moves it.
 */
export function weekdayName(isoDay: number, locale: Locale): string {
  const format = cached(weekdayFormats, locale, { weekday: 'long', timeZone: 'UTC' })
  return format.format(new Date(Date.UTC(2024, 0, isoDay, 12)))
}

/** A time of day `HH:MM` (already Utah's) as the language writes it: "9:00 AM", "9:00 a.m.". */
export function timeOfDay(time: string, locale: Locale): string {
  const [hours, minutes] = time.split(':').map(Number)
  const format = cached(timeFormats, locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
  return format.format(new Date(Date.UTC(2024, 0, 1, hours, minutes)))
}

const capitalized = (text: string, locale: Locale) =>
  text.charAt(0).toLocaleUpperCase(INTL_LOCALES[locale]) + text.slice(1)

/**
 * The days of a slot, as the first row of a table shows them: "Monday – Thursday", "Friday"; in Spanish
 * "Lunes – jueves" (Spanish writes weekdays in lower case, but a row begins with a capital).
 */
export function slotDays(slot: Slot, locale: Locale): string {
  const first = slot.isoDays[0]!
  const last = slot.isoDays[slot.isoDays.length - 1]!
  const days =
    first === last
      ? weekdayName(first, locale)
      : `${weekdayName(first, locale)} – ${weekdayName(last, locale)}`
  return capitalized(days, locale)
}

/** A slot's hours, "9:00 AM – 5:00 PM" ("9:00 a.m. – 5:00 p.m."), or null on closed days. */
export function slotHours(slot: Slot, locale: Locale): string | null {
  if (slot.opens === null || slot.closes === null) return null
  return `${timeOfDay(slot.opens, locale)} – ${timeOfDay(slot.closes, locale)}`
}
