import { COMPANY_TIME_ZONE } from '~/lib/dates'

// The staff forms' opens/closes fields (elections, surveys) are `datetime-local` inputs read as Utah
// wall-clock time (STYLE.md rule 12: stored in UTC, shown in America/Denver), whatever time zone the
// staff member's computer is set to.

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

let partsFormat: Intl.DateTimeFormat | undefined

/** The Utah wall-clock fields of a moment. */
function utahParts(ms: number) {
  partsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: COMPANY_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(ms)).map((p) => [p.type, p.value]))
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  }
}

/** How far Utah's clock is from UTC at that moment, in milliseconds (-7 h in winter, -6 h in summer). */
function utahOffset(ms: number): number {
  const p = utahParts(ms)
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return asUtc - Math.floor(ms / 1000) * 1000
}

/**
 * "2026-11-03T17:00" read as Utah time, as a UTC ISO string; null when it is not a date and time. A time
 * skipped when clocks spring forward (2:30 AM on that Sunday) becomes the hour after.
 */
export function utahLocalToIso(local: string): string | null {
  const match = LOCAL.exec(local.trim())
  if (!match) return null
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  const wall = Date.UTC(y, mo - 1, d, h, mi)
  const check = new Date(wall)
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null
  // The offset at the guess, then at the corrected moment: right on both sides of a clock change.
  let ms = wall - utahOffset(wall)
  ms = wall - utahOffset(ms)
  return new Date(ms).toISOString()
}

/** A stored UTC moment as the `datetime-local` value of its Utah wall-clock time. */
export function isoToUtahLocal(iso: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : Number.NaN
  if (Number.isNaN(ms)) return ''
  const p = utahParts(ms)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`
}
