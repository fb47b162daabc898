import { describe, expect, test } from 'vitest'
import type { ClosureRule } from '~/content/closures'
import {
  type Closure,
  addDays,
  closureInYear,
  describeClosureDays,
  formatLongDate,
  formatTime,
  isoWeekday,
  nthWeekdayOfMonth,
  reopening,
  upcomingClosures,
} from './closures-logic'

const names = (today: string) => upcomingClosures(today).map((c) => c.id)

describe('calendar arithmetic', () => {
  test('adds days across month ends, leap days and year ends', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01')
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
  })

  test('knows the weekday of a date', () => {
    expect(isoWeekday('2026-11-26')).toBe(4) // Thursday
    expect(isoWeekday('2026-11-29')).toBe(7) // Sunday
    expect(isoWeekday('2028-02-29')).toBe(2) // Tuesday
  })

  test('rejects anything but YYYY-MM-DD', () => {
    expect(() => addDays('11/26/2026', 1)).toThrow(/YYYY-MM-DD/)
  })
})

describe('Thanksgiving is the fourth Thursday of November', () => {
  test.each([
    [2018, '2018-11-22'], // the earliest it can fall
    [2019, '2019-11-28'], // the latest it can fall
    [2024, '2024-11-28'], // a leap year
    [2025, '2025-11-27'], // the spec's "Nov 27-28"
    [2026, '2026-11-26'],
    [2028, '2028-11-23'], // a leap year
    [2029, '2029-11-22'],
  ])('in %i it is %s', (year, date) => {
    expect(nthWeekdayOfMonth(year, 11, 4, 4)).toBe(date)
  })

  test('the offices close that Thursday and the Friday after', () => {
    const rule: ClosureRule = {
      id: 'thanksgiving',
      name: 'Thanksgiving',
      days: 2,
      first: { kind: 'nth-weekday', month: 11, weekday: 4, nth: 4 },
    }
    expect(closureInYear(rule, 2025).days).toEqual(['2025-11-27', '2025-11-28'])
    expect(closureInYear(rule, 2019).days).toEqual(['2019-11-28', '2019-11-29'])
  })
})

describe('which closures are announced', () => {
  test('in January, nothing: next Thanksgiving is too far off', () => {
    expect(upcomingClosures('2027-01-15')).toEqual([])
    expect(upcomingClosures('2026-07-04')).toEqual([])
  })

  test('Thanksgiving appears 45 days before it starts, not 46', () => {
    // Thanksgiving 2026 is November 26; 45 days before is October 12.
    expect(names('2026-10-11')).toEqual([])
    expect(names('2026-10-12')).toEqual(['thanksgiving-2026'])
  })

  test('a week before Thanksgiving both holidays are announced, soonest first', () => {
    expect(names('2026-11-22')).toEqual(['thanksgiving-2026', 'christmas-2026'])
  })

  test('the last day of a closure still shows it; the day after it is gone', () => {
    expect(names('2026-11-27')).toEqual(['thanksgiving-2026', 'christmas-2026'])
    expect(names('2026-11-28')).toEqual(['christmas-2026'])
    expect(names('2026-12-26')).toEqual(['christmas-2026'])
    expect(names('2026-12-27')).toEqual([])
  })

  test('on the first day of a closure it is shown', () => {
    expect(names('2026-11-26')).toContain('thanksgiving-2026')
    expect(names('2026-12-24')).toEqual(['christmas-2026'])
  })

  test('Thanksgiving on the 22nd and on the 28th', () => {
    expect(names('2029-11-23')).toEqual(['thanksgiving-2029', 'christmas-2029'])
    expect(names('2029-11-24')).toEqual(['christmas-2029'])
    expect(names('2024-11-29')).toEqual(['thanksgiving-2024', 'christmas-2024'])
    expect(names('2024-11-30')).toEqual(['christmas-2024'])
  })

  test('on February 29 of a leap year nothing is announced', () => {
    expect(upcomingClosures('2028-02-29')).toEqual([])
  })

  test('a closure that spans New Year is still shown on January 1, from last year’s rule', () => {
    const newYear: ClosureRule = {
      id: 'new-year',
      name: 'New Year',
      days: 2,
      first: { kind: 'fixed', month: 12, day: 31 },
    }
    expect(upcomingClosures('2027-01-01', [newYear]).map((c) => c.id)).toEqual(['new-year-2026'])
    expect(upcomingClosures('2027-01-02', [newYear])).toEqual([])
    // In mid-November the coming one is announced, not last year's.
    expect(upcomingClosures('2026-11-20', [newYear]).map((c) => c.id)).toEqual(['new-year-2026'])
  })

  test('the window counts a leap day', () => {
    const march: ClosureRule = {
      id: 'march',
      name: 'March',
      days: 1,
      first: { kind: 'fixed', month: 3, day: 1 },
    }
    // March 1 is 45 days after January 16 in 2028 (February has 29 days) but after January 15 in 2027.
    expect(upcomingClosures('2028-01-16', [march])).toHaveLength(1)
    expect(upcomingClosures('2028-01-15', [march])).toHaveLength(0)
    expect(upcomingClosures('2027-01-15', [march])).toHaveLength(1)
  })
})

describe('wording', () => {
  test('dates in words', () => {
    expect(formatLongDate('2026-11-26')).toBe('Thursday, November 26')
    expect(formatLongDate('2028-02-29')).toBe('Tuesday, February 29')
  })

  test('two days read "and", three read "through"', () => {
    const [thanksgiving, christmas] = upcomingClosures('2026-11-22') as [Closure, Closure]
    expect(describeClosureDays(thanksgiving)).toBe('Thursday, November 26 and Friday, November 27')
    expect(describeClosureDays(christmas)).toBe('Thursday, December 24 through Saturday, December 26')
  })

  test('times read as on a clock', () => {
    expect(formatTime('09:00')).toBe('9:00 AM')
    expect(formatTime('12:30')).toBe('12:30 PM')
    expect(formatTime('17:00')).toBe('5:00 PM')
    expect(formatTime('00:15')).toBe('12:15 AM')
  })
})

describe('reopening', () => {
  test('the next business day, skipping the weekend', () => {
    const [thanksgiving, christmas] = upcomingClosures('2026-11-22') as [Closure, Closure]
    expect(reopening(thanksgiving)).toEqual({ date: '2026-11-30', opens: '9:00 AM' })
    expect(reopening(christmas)).toEqual({ date: '2026-12-28', opens: '9:00 AM' })
  })

  test('a closure ending on a Tuesday reopens on Wednesday', () => {
    // Christmas 2028: Sunday 24 through Tuesday 26.
    const [christmas] = upcomingClosures('2028-12-20') as [Closure]
    expect(christmas.days).toEqual(['2028-12-24', '2028-12-25', '2028-12-26'])
    expect(reopening(christmas).date).toBe('2028-12-27')
  })

  test('a business day inside another closure is skipped too', () => {
    const first: ClosureRule = { id: 'a', name: 'A', days: 1, first: { kind: 'fixed', month: 12, day: 1 } }
    const second: ClosureRule = { id: 'b', name: 'B', days: 1, first: { kind: 'fixed', month: 12, day: 2 } }
    // 2026-12-01 is a Tuesday; Wednesday the 2nd is closed as well.
    expect(reopening(closureInYear(first, 2026), [first, second]).date).toBe('2026-12-03')
  })
})
