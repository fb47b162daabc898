import { expect, test } from 'vitest'
import { currentYear, utahToday } from './dates'

test('the year turns over at midnight in Utah, not in UTC', () => {
  // 2026-01-01T05:00Z is still 10 PM on New Year's Eve in Salt Lake City (UTC-7).
  expect(currentYear(new Date('2026-01-01T05:00:00Z'))).toBe(2025)
  expect(currentYear(new Date('2026-01-01T07:30:00Z'))).toBe(2026)
})

test("today is Utah's calendar date", () => {
  expect(utahToday(new Date('2026-11-27T06:30:00Z'))).toBe('2026-11-26')
  expect(utahToday(new Date('2026-11-27T07:30:00Z'))).toBe('2026-11-27')
})
