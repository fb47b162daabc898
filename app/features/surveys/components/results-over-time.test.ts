import { expect, test } from 'vitest'
import { formatDay, formatMean, percent } from './results-format'
import { fillDays } from './results-over-time'

test('quiet days between the first and last response are drawn as zero', () => {
  expect(
    fillDays([
      { day: '2026-03-09', count: 2 },
      { day: '2026-03-07', count: 5 },
    ]),
  ).toEqual([
    { day: '2026-03-07', count: 5 },
    { day: '2026-03-08', count: 0 },
    { day: '2026-03-09', count: 2 },
  ])
  expect(fillDays([{ day: '2026-03-07', count: 1 }])).toEqual([{ day: '2026-03-07', count: 1 }])
})

test('a day crossing the clock change still counts once', () => {
  const days = fillDays([
    { day: '2026-11-01', count: 1 },
    { day: '2026-11-02', count: 1 },
  ])
  expect(days.map((d) => d.day)).toEqual(['2026-11-01', '2026-11-02'])
})

test('shares, means and days read as people write them', () => {
  expect(percent(1, 3)).toBe('33%')
  expect(percent(1, 40)).toBe('2.5%')
  expect(percent(0, 0)).toBe('0%')
  expect(formatMean(3.5)).toBe('3.5')
  expect(formatMean(4.256)).toBe('4.26')
  expect(formatDay('2026-03-07')).toBe('Mar 7, 2026')
  expect(formatDay('2026-03-07', 'short')).toBe('Mar 7')
})
