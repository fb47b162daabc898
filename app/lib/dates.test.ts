import { expect, test } from 'vitest'
import { currentYear, formatCalendarDay, utahDaySpan, utahIsoTime, utahToday } from './dates'

test('the year turns over at midnight in Utah, not in UTC', () => {
  // 2026-01-01T05:00Z is still 10 PM on New Year's Eve in Salt Lake City (UTC-7).
  expect(currentYear(new Date('2026-01-01T05:00:00Z'))).toBe(2025)
  expect(currentYear(new Date('2026-01-01T07:30:00Z'))).toBe(2026)
})

test("today is Utah's calendar date", () => {
  expect(utahToday(new Date('2026-11-27T06:30:00Z'))).toBe('2026-11-26')
  expect(utahToday(new Date('2026-11-27T07:30:00Z'))).toBe('2026-11-27')
  // Asked in one minute, then at Utah's midnight: the kept answer does not outlive the day.
  expect(utahToday(new Date('2026-11-27T06:59:00.000Z'))).toBe('2026-11-26')
  expect(utahToday(new Date('2026-11-27T06:59:59.999Z'))).toBe('2026-11-26')
  expect(utahToday(new Date('2026-11-27T07:00:00.000Z'))).toBe('2026-11-27')
})

test("a Utah day's span runs from its midnight to the next, in Mountain time", () => {
  // 2026-11-23 is in standard time (UTC-7): midnight is 07:00Z.
  expect(utahDaySpan(new Date('2026-11-23T15:00:00Z'))).toEqual({
    start: Date.parse('2026-11-23T07:00:00Z'),
    end: Date.parse('2026-11-24T07:00:00Z'),
  })
  // The day daylight saving time begins is 23 hours long: midnight 07:00Z, next midnight 06:00Z.
  expect(utahDaySpan(new Date('2026-03-08T12:00:00Z'))).toEqual({
    start: Date.parse('2026-03-08T07:00:00Z'),
    end: Date.parse('2026-03-09T06:00:00Z'),
  })
  // Just before midnight still belongs to the day that is ending.
  const lastMoment = utahDaySpan(new Date('2026-11-24T06:59:59.999Z'))
  expect(lastMoment.end).toBe(Date.parse('2026-11-24T07:00:00Z'))
})

test('a calendar day reads as the same day wherever the code runs', () => {
  expect(formatCalendarDay('2026-11-30')).toBe('Nov 30, 2026')
  expect(formatCalendarDay('2027-01-01')).toBe('Jan 1, 2027')
})

test('every CSV time is ISO 8601 in Utah time with its offset, winter and summer', () => {
  expect(utahIsoTime(new Date('2026-11-30T16:15:00Z'))).toBe('2026-11-30T09:15:00-07:00')
  expect(utahIsoTime('2026-07-04T18:05:09.123Z')).toBe('2026-07-04T12:05:09-06:00')
  expect(utahIsoTime('2026-12-01T07:00:00Z')).toBe('2026-12-01T00:00:00-07:00')
})
