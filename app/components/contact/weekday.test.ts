import { expect, test } from 'vitest'
import { isoWeekday } from './weekday'

test('Monday is 1 and Sunday is 7', () => {
  expect(isoWeekday('2026-11-23')).toBe(1)
  expect(isoWeekday('2026-11-27')).toBe(5)
  expect(isoWeekday('2026-11-28')).toBe(6)
  expect(isoWeekday('2026-11-29')).toBe(7)
})

test('a leap day is a real date', () => {
  expect(isoWeekday('2028-02-29')).toBe(2)
})

test('anything that is not a calendar date gives null', () => {
  expect(isoWeekday(undefined)).toBeNull()
  expect(isoWeekday('')).toBeNull()
  expect(isoWeekday('2026-02-30')).toBeNull()
  expect(isoWeekday('2026-13-01')).toBeNull()
  expect(isoWeekday('23/11/2026')).toBeNull()
})
