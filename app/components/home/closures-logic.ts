// Which office closures the home page announces, and how it words them. Pure calendar arithmetic on
// `YYYY-MM-DD` strings (Utah's calendar dates, from utahToday), done in UTC so no time zone can shift a day.
import { businessHours } from '~/content/company'
import { CLOSURE_LOOKAHEAD_DAYS, closureRules, type ClosureRule } from '~/content/closures'

export type Closure = {
  id: string
  name: string
  /** First and last closed day, inclusive. */
  start: string
  end: string
  /** Every closed day, in order. */
  days: string[]
}

const DAY_MS = 86_400_000
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

function parts(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${date}`)
  return [Number(match[1]), Number(match[2]), Number(match[3])]
}

const dayNumber = (date: string) => {
  const [y, m, d] = parts(date)
  return Date.UTC(y, m - 1, d) / DAY_MS
}

const fromDayNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10)

const isoDate = (year: number, month: number, day: number) =>
  fromDayNumber(Date.UTC(year, month - 1, day) / DAY_MS)

export const addDays = (date: string, days: number) => fromDayNumber(dayNumber(date) + days)

export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from)

/** ISO weekday: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: string): number {
  const sundayFirst = new Date(dayNumber(date) * DAY_MS).getUTCDay()
  return sundayFirst === 0 ? 7 : sundayFirst
}

/** The nth given weekday of a month, e.g. the fourth Thursday of November. */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, nth: number): string {
  const first = isoDate(year, month, 1)
  const offset = (weekday - isoWeekday(first) + 7) % 7
  return addDays(first, offset + (nth - 1) * 7)
}

export function closureInYear(rule: ClosureRule, year: number): Closure {
  const start =
    rule.first.kind === 'fixed'
      ? isoDate(year, rule.first.month, rule.first.day)
      : nthWeekdayOfMonth(year, rule.first.month, rule.first.weekday, rule.first.nth)
  const days = Array.from({ length: rule.days }, (_, i) => addDays(start, i))
  return { id: `${rule.id}-${year}`, name: rule.name, start, end: addDays(start, rule.days - 1), days }
}

/**
 * The closures to announce on `today`: every closure that has not ended yet (its last day still counts) and
 * starts within the look-ahead window, soonest first.
 */
export function upcomingClosures(
  today: string,
  rules: readonly ClosureRule[] = closureRules,
  lookaheadDays = CLOSURE_LOOKAHEAD_DAYS,
): Closure[] {
  const [year] = parts(today)
  // Last year's rules too: a closure may start in December and end in January.
  return [year - 1, year, year + 1]
    .flatMap((y) => rules.map((rule) => closureInYear(rule, y)))
    .filter((c) => daysBetween(today, c.end) >= 0 && daysBetween(today, c.start) <= lookaheadDays)
    .sort((a, b) => daysBetween(b.start, a.start))
}

export const isClosedOn = (date: string, closure: Closure) => closure.days.includes(date)

/** "Thursday, November 26". */
export function formatLongDate(date: string): string {
  const [, month, day] = parts(date)
  return `${WEEKDAYS[isoWeekday(date) - 1]}, ${MONTHS[month - 1]} ${day}`
}

/** "Thursday, November 26 and Friday, November 27"; three days or more read "... through ...". */
export function describeClosureDays(closure: Closure): string {
  const first = formatLongDate(closure.start)
  if (closure.days.length === 1) return first
  return `${first} ${closure.days.length === 2 ? 'and' : 'through'} ${formatLongDate(closure.end)}`
}

const openingTime = (date: string) =>
  businessHours.find((slot) => (slot.isoDays as readonly number[]).includes(isoWeekday(date)))?.opens ?? null

/** "09:00" -> "9:00 AM". */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const suffix = hours < 12 ? 'AM' : 'PM'
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`
}

/** The first business day after a closure (weekends and other closures skipped), with its opening time. */
export function reopening(
  closure: Closure,
  rules: readonly ClosureRule[] = closureRules,
): { date: string; opens: string } {
  let date = addDays(closure.end, 1)
  for (let i = 0; i < 30; i++, date = addDays(date, 1)) {
    const opens = openingTime(date)
    const [year] = parts(date)
    const closed = [year - 1, year].some((y) =>
      rules.some((rule) => isClosedOn(date, closureInYear(rule, y))),
    )
    if (opens && !closed) return { date, opens: formatTime(opens) }
  }
  throw new Error(`No business day within 30 days after ${closure.end}`)
}
