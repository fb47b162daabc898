import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from '~/i18n/locales'

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

// Every cast asks for today's date twice: the last answer is kept for the minute it was asked in (Utah's
// day changes on a whole minute), since even a built formatter takes tens of microseconds.
let lastDay = { minute: Number.NaN, day: '' }

/** Today's calendar date in Utah as `YYYY-MM-DD`. */
export function utahToday(now = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000)
  if (minute === lastDay.minute) return lastDay.day
  // en-CA formats as YYYY-MM-DD.
  dayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: COMPANY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  lastDay = { minute, day: dayFormat.format(now) }
  return lastDay.day
}

/** When a Utah calendar day begins and ends, as epoch milliseconds: `start` inclusive, `end` exclusive. */
export type UtahDaySpan = { start: number; end: number }

/**
 * The span of the Utah calendar day that holds `now`. With it a browser can tell whether the server's date is
 * still today by comparing numbers, without building a time-zone formatter (slow on a phone: issue 3).
 */
export function utahDaySpan(now = new Date()): UtahDaySpan {
  // Every page request asks (root loader): the span found last is kept while it still holds the moment.
  if (lastSpan && now.getTime() >= lastSpan.start && now.getTime() < lastSpan.end) return lastSpan
  lastSpan = findUtahDaySpan(now)
  return lastSpan
}

let lastSpan: UtahDaySpan | undefined

function findUtahDaySpan(now: Date): UtahDaySpan {
  const day = utahToday(now)
  const dateAt = (ms: number) => utahToday(new Date(ms))
  // A day is 23 to 25 hours long, so its edges lie within 26 hours of any moment in it.
  const reach = 26 * 60 * 60 * 1000
  const at = now.getTime()
  return {
    start: firstWhere(at - reach, at, (ms) => dateAt(ms) >= day),
    end: firstWhere(at, at + reach, (ms) => dateAt(ms) > day),
  }
}

/** The first millisecond in (low, high] where `reached` turns true; it must stay true from there on. */
function firstWhere(low: number, high: number, reached: (ms: number) => boolean): number {
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2)
    if (reached(middle)) high = middle
    else low = middle
  }
  return high
}

const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>()

/**
 * A moment as Utah reads it, in America/Denver: "Tuesday, December 8, 2026 at 5:00 PM MST"; in Spanish
 * "martes, 8 de diciembre de 2026, 5:00 p.m. MST".
 */
export function formatUtahDateTime(value: Date | string, locale: Locale = DEFAULT_LOCALE): string {
  let format = dateTimeFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      timeZone: COMPANY_TIME_ZONE,
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    })
    dateTimeFormats.set(locale, format)
  }
  return format.format(typeof value === 'string' ? new Date(value) : value)
}

const calendarDayFormats = new Map<Locale, Intl.DateTimeFormat>()

/** A calendar day `YYYY-MM-DD` (already a Utah day) as "Nov 30, 2026" ("30 nov 2026" in Spanish). */
export function formatCalendarDay(day: string, locale: Locale = DEFAULT_LOCALE): string {
  // The day is read at noon UTC and written in UTC, so no time zone moves it to another date.
  let format = calendarDayFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    })
    calendarDayFormats.set(locale, format)
  }
  return format.format(new Date(`${day}T12:00:00Z`))
}

let isoFormat: Intl.DateTimeFormat | undefined

/**
 * A moment as every CSV export writes it: ISO 8601 in Utah time with its offset, `2026-11-30T09:15:00-07:00`
 * (`-06:00` in summer). One format for every file, which a spreadsheet sorts and a program reads without
 * guessing the zone.
 */
export function utahIsoTime(value: Date | string): string {
  isoFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: COMPANY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  })
  const date = typeof value === 'string' ? new Date(value) : value
  const part = Object.fromEntries(isoFormat.formatToParts(date).map((p) => [p.type, p.value]))
  // longOffset reads "GMT-07:00" (or "GMT" at UTC itself, never the case in Utah).
  const offset = part.timeZoneName!.replace('GMT', '') || '+00:00'
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`
}
