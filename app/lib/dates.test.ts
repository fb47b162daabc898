import { expect, test } from 'vitest'
import { currentYear } from './dates'

test('the year turns over at midnight in Utah, not in UTC', () => {
  // 2026-01-01T05:00Z is still 10 PM on New Year's Eve in Salt Lake City (UTC-7).
  expect(currentYear(new Date('2026-01-01T05:00:00Z'))).toBe(2025)
  expect(currentYear(new Date('2026-01-01T07:30:00Z'))).toBe(2026)
})
